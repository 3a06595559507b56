import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { Button } from '@/components/ui/button'
import { Rss } from '@/components/ui/icons'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { productHref, routes, supportFeedHref } from '@/lib/routes'
import type { ProductRef, SupportHub } from '@/server/library/views'
import { AdvisoryBanner, ReleaseCard } from './support-parts'

/**
 * The support hub at /support (docs/support-library.md): a search by model, the open advisories, the latest
 * releases, and every family with its products and how many releases each has. The search is a plain GET form, so
 * the hub works without JavaScript; without a query the page is the same for everyone and the page cache keeps it.
 */
export function SupportHubView({
  hub,
  query,
  locale,
  site,
}: {
  hub: SupportHub
  query: string
  locale: Locale
  site: { url: string }
}) {
  const { sharedLabels, supportLibrary: copy } = messages(locale)
  const countOf = (p: ProductRef & { releases: number }) =>
    p.releases ? copy.hub.releases(p.releases) : copy.hub.noReleases
  return (
    <>
      <PageHero
        locale={locale}
        title={copy.hub.title}
        intro={copy.hub.description}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: copy.hub.title }]}
        siteUrl={site.url}
        currentPath={routes.support}
      />
      <Section>
        <form method="get" action={localizeHref(routes.support, locale)} role="search" className="max-w-xl">
          <label htmlFor="support-search" className="text-sm font-semibold text-navy-900">
            {copy.hub.searchLabel}
          </label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id="support-search"
              name="q"
              type="search"
              defaultValue={query}
              placeholder={copy.hub.searchPlaceholder}
            />
            <Button type="submit">{copy.hub.search}</Button>
          </div>
        </form>
        <p className="mt-4 text-sm">
          {/* A plain link: the feed is a file for feed readers, not a page to navigate to. */}
          <a
            href={localizeHref(supportFeedHref(), locale)}
            type="application/atom+xml"
            className="inline-flex items-center gap-1 text-navy-700 underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {copy.hub.feed}
          </a>
        </p>
        {hub.matches && (
          <div className="mt-6" aria-live="polite">
            <p className="font-semibold text-navy-900">
              {hub.matches.length ? copy.hub.results(hub.matches.length, query) : copy.hub.noResults(query)}
            </p>
            {hub.matches.length > 0 && <ProductList products={hub.matches} countOf={countOf} />}
          </div>
        )}
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="support-advisories">
            <h2 id="support-advisories" className="text-xl font-semibold text-navy-900">
              {copy.hub.advisoriesHeading}
            </h2>
            {hub.advisories.length ? (
              <div className="mt-4 flex flex-col gap-3">
                {hub.advisories.map((a) => (
                  <div key={a.id} className="flex flex-col gap-1">
                    <AdvisoryBanner advisory={a} locale={locale} />
                    <ProductLinks products={a.products} label={copy.labels.appliesTo} />
                  </div>
                ))}
              </div>
            ) : (
              <p className="mt-3 text-slate-600">{copy.hub.noAdvisories}</p>
            )}
          </section>
          <section aria-labelledby="support-latest">
            <h2 id="support-latest" className="text-xl font-semibold text-navy-900">
              {copy.hub.latestHeading}
            </h2>
            {hub.latest.length ? (
              <ul className="mt-4 flex flex-col gap-3">
                {hub.latest.map((r) => (
                  <li key={r.id} className="flex flex-col gap-1">
                    <ReleaseCard release={r} locale={locale} />
                    <ProductLinks products={r.products} label={copy.labels.appliesTo} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-600">{copy.hub.empty}</p>
            )}
          </section>
        </div>
        <section aria-labelledby="support-browse" className="mt-12">
          <h2 id="support-browse" className="text-xl font-semibold text-navy-900">
            {copy.hub.browseHeading}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {hub.families.map((family) => (
              <section key={family.id} aria-labelledby={`support-family-${family.id}`}>
                <h3 id={`support-family-${family.id}`} className="font-semibold text-navy-900">
                  {family.name}
                </h3>
                <ProductList products={family.products} countOf={countOf} />
              </section>
            ))}
          </div>
        </section>
      </Section>
    </>
  )
}

function ProductList({
  products,
  countOf,
}: {
  products: readonly (ProductRef & { releases: number })[]
  countOf: (p: ProductRef & { releases: number }) => string
}) {
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm">
      {products.map((p) => (
        <li key={p.id}>
          <Link href={`${productHref(p.slug)}#support`} className="font-medium text-navy-700 underline">
            {p.name}
          </Link>{' '}
          <span className="text-slate-600">({countOf(p)})</span>
        </li>
      ))}
    </ul>
  )
}

function ProductLinks({ products, label }: { products: readonly ProductRef[]; label: string }) {
  if (!products.length) return null
  return (
    <p className="text-xs text-slate-600">
      {label}:{' '}
      {products.map((p, i) => (
        <span key={p.id}>
          {i > 0 && ', '}
          <Link href={`${productHref(p.slug)}#support`} className="text-navy-700 underline">
            {p.name}
          </Link>
        </span>
      ))}
    </p>
  )
}
