import { AlertTriangle } from '@/components/ui/icons'
import { JsonLd } from '@/components/site/json-ld'
import { LocalDate } from '@/components/site/local-date'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { productHref, releaseHref, routes } from '@/lib/routes'
import type { ReleasePage } from '@/server/library/views'
import { releaseJsonLd } from './release-json-ld'
import { AdvisoryBanner, InLanguage, ReleaseFiles, ReleaseNotes } from './support-parts'

/**
 * A release's page (docs/support-library.md): what it is, its date, status, requirements, languages, files with their
 * checksums and notes, the products it is for and the advisories about it. A withdrawn release shows why instead of
 * its files (the files themselves answer 410 Gone with the same advisory).
 */
export function ReleaseView({ page, locale, site }: { page: ReleasePage; locale: Locale; site: { url: string } }) {
  const { sharedLabels, supportLibrary: copy } = messages(locale)
  const { release, products, advisories } = page
  const withdrawn = release.status === 'withdrawn'
  const title = copy.release.metaTitle(release.title.value, release.version)
  return (
    <>
      <JsonLd data={releaseJsonLd(page, site.url, locale)} />
      <PageHero
        locale={locale}
        eyebrow={copy.kinds[release.kind]}
        title={title}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: copy.hub.title, href: routes.support },
          { label: title },
        ]}
        siteUrl={site.url}
        currentPath={releaseHref(release.id)}
      />
      <Section>
        <div className="grid gap-10 md:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 md:col-span-2">
            {withdrawn && (
              <div role="alert" className="rounded-card border border-danger-600 bg-danger-50 p-4">
                <p className="flex items-center gap-2 font-semibold text-danger-700">
                  <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
                  {copy.release.withdrawnTitle}
                </p>
                <p className="mt-1 text-sm text-slate-800">{copy.release.withdrawnText}</p>
              </div>
            )}
            {advisories.map((a) => (
              <AdvisoryBanner key={a.id} advisory={a} locale={locale} headingLevel={2} />
            ))}
            {!withdrawn && release.files.length > 0 && (
              <section aria-labelledby="release-files">
                <h2 id="release-files" className="text-xl font-semibold text-navy-900">
                  {copy.release.filesHeading}
                </h2>
                <div className="mt-3">
                  <ReleaseFiles files={release.files} locale={locale} />
                </div>
                <p className="mt-3 text-xs text-slate-600">{copy.section.checksumHint}</p>
              </section>
            )}
            {release.notes && (
              <section aria-labelledby="release-notes">
                <h2 id="release-notes" className="text-xl font-semibold text-navy-900">
                  {copy.labels.notes}
                </h2>
                <div className="mt-3">
                  <ReleaseNotes release={release} locale={locale} />
                </div>
              </section>
            )}
          </div>
          <div className="flex flex-col gap-6">
            <dl
              className={
                'grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 rounded-card border border-slate-200 bg-white p-4 ' +
                'text-sm'
              }
            >
              <dt className="font-semibold text-navy-900">{copy.labels.version}</dt>
              <dd>
                <bdi dir="ltr">{release.version}</bdi>
              </dd>
              <dt className="font-semibold text-navy-900">{copy.labels.released}</dt>
              <dd>
                <LocalDate iso={release.releaseDate} locale={locale} />
              </dd>
              <dt className="font-semibold text-navy-900">{copy.labels.status}</dt>
              <dd className={withdrawn ? 'font-semibold text-danger-700' : undefined}>
                {copy.statuses[release.status]}
              </dd>
              {release.requirements && (
                <>
                  <dt className="font-semibold text-navy-900">{copy.labels.requirements}</dt>
                  <dd>
                    <InLanguage text={release.requirements} locale={locale} />
                  </dd>
                </>
              )}
              {release.languages.length > 0 && (
                <>
                  <dt className="font-semibold text-navy-900">{copy.labels.languages}</dt>
                  <dd dir="ltr">{release.languages.join(', ')}</dd>
                </>
              )}
            </dl>
            {products.length > 0 && (
              <section aria-labelledby="release-products">
                <h2 id="release-products" className="font-semibold text-navy-900">
                  {copy.labels.appliesTo}
                </h2>
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {products.map((p) => (
                    <li key={p.id}>
                      <Link href={`${productHref(p.slug)}#support`} className="text-navy-700 underline">
                        {copy.release.supportFor(p.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </Section>
    </>
  )
}
