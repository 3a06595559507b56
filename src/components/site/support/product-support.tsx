import { Download as DownloadIcon, Rss } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'
import { keepOnDeviceCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { KEEPABLE_KINDS } from '@/lib/library/keep'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { fieldPackHref, routes, supportFeedHref, supportNotifyHref } from '@/lib/routes'
import type { ProductSupport } from '@/server/library/views'
import { KeepButton, KeptSummary } from './keep-on-device'
import { AdvisoryBanner, ReleaseCard, VersionsTable } from './support-parts'

/**
 * A product page's Support section (docs/support-library.md): its open advisories first, then the recommended
 * release of each kind with its files, size and checksum, then every version. Server HTML from the library snapshot
 * alone, so the page stays in the page cache (a library change moves the site's generation and empties it).
 */
export function ProductSupportSection({
  support,
  slug,
  locale,
}: {
  support: ProductSupport
  slug: string
  locale: Locale
}) {
  const copy = messages(locale).supportLibrary
  const keep = keepOnDeviceCopy(locale)
  const keepable = support.recommended.some((r) => KEEPABLE_KINDS.includes(r.kind))
  return (
    <section id="support" aria-labelledby="product-support" className="border-t border-slate-200 py-12 md:py-16">
      <div className="container-content flex flex-col gap-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="product-support" className="text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">
            {copy.section.heading}
          </h2>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link href={routes.support} className="font-semibold text-navy-700 underline">
              {copy.section.hub}
            </Link>
            {/* A plain link: the feed is a file for feed readers, not a page to navigate to. */}
            <a
              href={localizeHref(supportFeedHref(slug), locale)}
              type="application/atom+xml"
              className="inline-flex items-center gap-1 text-navy-700 underline"
            >
              <Rss aria-hidden="true" className="size-4" />
              {copy.section.feed}
            </a>
            <Link href={supportNotifyHref(slug)} className="font-semibold text-navy-700 underline">
              {copy.notify.link}
            </Link>
          </p>
        </div>
        {support.advisories.length > 0 && (
          <div className="flex flex-col gap-3">
            {support.advisories.map((a) => (
              <AdvisoryBanner key={a.id} advisory={a} locale={locale} releases={support.all} />
            ))}
          </div>
        )}
        {support.recommended.length > 0 && (
          <div>
            <h3 className="text-lg font-semibold text-navy-900">{copy.section.recommendedHeading}</h3>
            <p className="mt-1 text-sm text-slate-600">{copy.section.recommendedText}</p>
            <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {support.recommended.map((r) => (
                <li key={r.id} className="flex">
                  <ReleaseCard
                    release={r}
                    locale={locale}
                    headingLevel={4}
                    afterFile={
                      KEEPABLE_KINDS.includes(r.kind)
                        ? (f) => (
                            <KeepButton
                              url={f.href}
                              name={f.name}
                              title={`${r.title.value} ${r.version} \u2014 ${f.name}`}
                              bytes={f.bytes}
                              copy={keep}
                            />
                          )
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-slate-600">{copy.section.checksumHint}</p>
          </div>
        )}
        {/* Rendered by the browser alone, where it can keep files (no JavaScript: the field pack below). */}
        {keepable && <KeptSummary copy={keep} />}
        {support.fieldPack && (
          <div>
            <h3 className="text-lg font-semibold text-navy-900">{copy.fieldPack.heading}</h3>
            <p className="mt-1 max-w-prose text-sm text-slate-600">{copy.fieldPack.text}</p>
            {/* A plain link: the zip is a file, one address per language outside the localized site. */}
            <a
              href={fieldPackHref(slug, locale)}
              download
              className="mt-3 inline-flex items-center gap-2 font-semibold text-navy-700 underline"
            >
              <DownloadIcon aria-hidden="true" className="size-4 shrink-0" />
              {copy.fieldPack.download}
            </a>
          </div>
        )}
        {support.all.length > 0 && (
          <div>
            <h3 className="text-lg font-semibold text-navy-900">{copy.section.allVersionsHeading}</h3>
            <p className="mt-1 mb-4 text-sm text-slate-600">{copy.section.allVersionsText}</p>
            <VersionsTable releases={support.all} locale={locale} />
          </div>
        )}
      </div>
    </section>
  )
}
