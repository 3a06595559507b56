import { firstParam, type SearchParamValue } from '@/lib/search-params'
import type { Metadata } from 'next'
import { connection } from 'next/server'

import { routes } from '@/lib/routes'
import { SEARCH_PATH, searchHref } from '@/lib/search-path'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'
import { PageHero } from '@/components/site/page-hero'
import { FallbackText } from '@/components/site/catalogue/fallback-text'
import { ProductCard } from '@/components/site/product-card'
import { Section } from '@/components/site/section'
import { SearchForm } from '@/components/site/search/search-form'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { SEARCH_KINDS, searchSite, type SearchHit, type SearchKind } from '@/server/catalogue'
import { isDatabaseUnavailable } from '@/server/http'
import { getSiteConfig } from '@/server/site-config'
import { pageMetadata } from '../_lib/page-metadata'
import { productCardCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { pageLocale, type LocaleParams } from '../_lib/locale'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Results shown on the page: enough to scan, few enough to stay light (the API pages further). */
const PAGE_LIMIT = 48

function readQuery(raw: SearchParamValue): string {
  return (firstParam(raw) ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { searchPage } = messages(locale)
  const q = readQuery((await searchParams).q)
  return {
    ...pageMetadata({
      locale,
      title: q ? searchPage.resultsTitle(q) : searchPage.meta.title,
      description: searchPage.meta.description,
      path: q ? searchHref(q) : SEARCH_PATH,
    }),
    // Result pages are endless variations of the catalogue's own pages: keep them out of search engines.
    robots: { index: false, follow: true },
  }
}

/** `/search?q=` (issue 14): server-rendered results, grouped by kind, products first; works without JavaScript. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { sharedLabels, searchPage } = messages(locale)
  await connection()
  const q = readQuery((await searchParams).q)
  const site = getSiteConfig()

  let hits: SearchHit[] = []
  let total = 0
  let unavailable = false
  if (q) {
    try {
      const result = await searchSite(q, { limit: PAGE_LIMIT, locale, recordMiss: true })
      hits = result.hits
      total = result.total
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err
      unavailable = true
    }
  }
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
    (g) => g.hits.length > 0,
  )

  return (
    <>
      <PageHero
        locale={locale}
        title={q ? searchPage.resultsTitle(q) : searchPage.title}
        intro={searchPage.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: searchPage.breadcrumb }]}
        siteUrl={site.url}
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
              {total > hits.length && <> {searchPage.shownOf(hits.length, total)}</>}
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
