import { FallbackText } from '@/components/site/catalogue/fallback-text'
import { PageHero } from '@/components/site/page-hero'
import { ProductCard } from '@/components/site/product-card'
import { SearchForm } from '@/components/site/search/search-form'
import { Section } from '@/components/site/section'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { productCardCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { SEARCH_PATH, searchHref } from '@/lib/search-path'
import type { SearchHit, SearchKind } from '@/server/catalogue'

/** `/search?q=`: server-rendered results, grouped by kind, products first; works without JavaScript. */
export function SearchView({
  locale,
  q,
  total,
  shown,
  groups,
  unavailable,
  siteUrl,
}: {
  locale: Locale
  q: string
  total: number
  shown: number
  groups: { kind: SearchKind; hits: SearchHit[] }[]
  unavailable: boolean
  siteUrl: string
}) {
  const { sharedLabels, searchPage } = messages(locale)
  return (
    <>
      <PageHero
        locale={locale}
        title={q ? searchPage.resultsTitle(q) : searchPage.title}
        intro={searchPage.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: searchPage.breadcrumb }]}
        siteUrl={siteUrl}
        currentPath={q ? searchHref(q) : SEARCH_PATH}
      >
        <SearchForm locale={locale} defaultValue={q} />
      </PageHero>
      <Section className="py-10 md:py-14">
        {unavailable ? (
          <p role="alert" className="text-slate-700">
            {searchPage.unavailable}
          </p>
        ) : !q ? (
          <p className="text-slate-700">{searchPage.emptyQuery}</p>
        ) : total === 0 ? (
          <div>
            <h2 className="text-xl font-semibold text-navy-900">{searchPage.noResultsTitle}</h2>
            <p className="mt-2 text-slate-700">{searchPage.noResults(q)}</p>
            <ButtonLink href={routes.products} variant="outline" className="mt-5">
              {searchPage.browseProducts}
            </ButtonLink>
          </div>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-slate-700" data-testid="search-summary">
              {searchPage.summary(total, q)}
              {total > shown && <> {searchPage.shownOf(shown, total)}</>}
            </p>
            {groups.map((group) => (
              <ResultGroup key={group.kind} kind={group.kind} hits={group.hits} locale={locale} />
            ))}
          </>
        )}
      </Section>
    </>
  )
}

function ResultGroup({ kind, hits, locale }: { kind: SearchKind; hits: SearchHit[]; locale: Locale }) {
  const { searchPage } = messages(locale)
  const cardCopy = productCardCopy(locale)
  const headingId = `search-${kind}`
  return (
    <section aria-labelledby={headingId} className="mt-10 first-of-type:mt-6">
      <h2 id={headingId} className="text-xl font-semibold text-navy-900">
        {searchPage.groups[kind]}{' '}
        <span className="text-base font-normal text-slate-600">({formatNumber(hits.length, locale)})</span>
      </h2>
      {kind === 'product' ? (
        <ul
          className="mt-5 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="search-products"
        >
          {hits.map((hit) =>
            hit.product ? (
              <li key={hit.slug} className="flex">
                <ProductCard
                  product={hit.product}
                  copy={cardCopy}
                  variant="listing"
                  headingLevel={3}
                  className="w-full"
                />
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
          {hits.map((hit) => (
            <li key={hit.slug} className="p-4">
              <Link href={hit.url} className="font-semibold text-navy-800 underline-offset-4 hover:underline">
                <FallbackText dto={hit} field="title">
                  {hit.title}
                </FallbackText>
              </Link>
              {hit.summary && (
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                  <FallbackText dto={hit} field="summary">
                    {hit.summary}
                  </FallbackText>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
