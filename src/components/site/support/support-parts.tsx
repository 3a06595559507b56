import { AlertTriangle, Download as DownloadIcon, Info } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'
import { LocalDate } from '@/components/site/local-date'
import { RichTextView } from '@/components/site/news/rich-text-view'
import { messages } from '@/content/messages'
import { formatDualDate } from '@/lib/i18n/format'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { formatBytes } from '@/lib/library/kinds'
import { releaseHref } from '@/lib/routes'
import { cn } from '#lib/cn'
import type { AdvisoryView, FileView, Localized, ReleaseView } from '@/server/library/views'

/**
 * The pieces the support library's public pages share (docs/support-library.md): an advisory's banner, a release's
 * files with size and SHA-256, and the table of every version. Plain server HTML: all of it works without JavaScript.
 */

/** A staff-written text in the language it is really in (English where no translation exists yet). */
export function InLanguage({ text, locale }: { text: Localized<string>; locale: Locale }) {
  if (text.lang === locale) return <>{text.value}</>
  return (
    <span lang={text.lang} dir={localeInfo[text.lang].dir}>
      {text.value}
    </span>
  )
}

/** An advisory's colours by severity (its banner here, its line on a product page). */
export const SEVERITY_STYLE = {
  info: 'border-navy-100 bg-navy-50',
  caution: 'border-accent-500 bg-accent-300/20',
  'do-not-install': 'border-danger-600 bg-danger-50',
} as const

/** An advisory: severity, title, text, what to do instead, its dates and the releases it concerns. */
export function AdvisoryBanner({
  advisory,
  locale,
  releases = [],
  headingLevel = 3,
}: {
  advisory: AdvisoryView
  locale: Locale
  /** The releases it names, for links (those the page knows). */
  releases?: readonly Pick<ReleaseView, 'id' | 'title' | 'version'>[]
  headingLevel?: 2 | 3
}) {
  const copy = messages(locale).supportLibrary
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Icon = advisory.severity === 'info' ? Info : AlertTriangle
  const named = releases.filter((r) => advisory.releaseIds.includes(r.id))
  return (
    <section
      aria-labelledby={`advisory-${advisory.id}`}
      className={cn('rounded-card border-s-4 border p-4 text-sm', SEVERITY_STYLE[advisory.severity])}
    >
      <Heading id={`advisory-${advisory.id}`} className="flex items-start gap-2 text-base font-semibold text-navy-900">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {copy.severities[advisory.severity]}: <InLanguage text={advisory.title} locale={locale} />
        </span>
      </Heading>
      {/* Plain text where an empty line starts a paragraph (the editor's hint). */}
      {advisory.body.value.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="mt-2 text-slate-800">
          <InLanguage text={{ ...advisory.body, value: paragraph }} locale={locale} />
        </p>
      ))}
      {advisory.instead && (
        <p className="mt-2 text-slate-800">
          <strong>{copy.advisory.instead}:</strong> <InLanguage text={advisory.instead} locale={locale} />
        </p>
      )}
      {named.length > 0 && (
        <p className="mt-2 text-slate-800">
          {copy.advisory.releases}:{' '}
          {named.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ', '}
              <Link href={releaseHref(r.id)} className="font-semibold text-navy-700 underline">
                <InLanguage text={r.title} locale={locale} /> <bdi dir="ltr">{r.version}</bdi>
              </Link>
            </span>
          ))}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        {copy.advisory.since(formatDualDate(advisory.startsOn, locale))}
        {advisory.endsOn && <> {copy.advisory.until(formatDualDate(advisory.endsOn, locale))}</>}
      </p>
    </section>
  )
}

/**
 * A release's files: each a download link with its size, and its SHA-256 to check it against; `after` adds what a
 * page shows under each file (a product's support page: the button that keeps a document on the device). A slot
 * rather than an import, so the pages that share these parts (the product page among them) carry no client code.
 */
export function ReleaseFiles({
  files,
  locale,
  after,
}: {
  files: readonly FileView[]
  locale: Locale
  after?: (file: FileView) => React.ReactNode
}) {
  const copy = messages(locale).supportLibrary.labels
  return (
    <ul className="flex flex-col gap-3">
      {files.map((f) => (
        <li key={f.id} className="flex flex-col gap-1">
          {/* A plain link: /downloads/… is one address in every language, served by the HTTP layer, not a page. No
              `download` attribute: Chromium sends such a click past the service worker, so a kept file would not
              open offline (docs/decisions/023-offline-service-worker.md); Content-Disposition names the file. */}
          <a
            href={f.href}
            className="inline-flex items-center gap-2 self-start font-semibold text-navy-700 underline"
            aria-label={copy.downloadNamed(f.name, formatBytes(f.bytes, locale))}
          >
            <DownloadIcon aria-hidden="true" className="size-4 shrink-0" />
            <bdi dir="ltr" className="break-all">
              {f.name}
            </bdi>
            <span className="font-normal text-slate-600">
              (<bdi>{formatBytes(f.bytes, locale)}</bdi>)
            </span>
          </a>
          <p className="text-xs text-slate-600">
            {copy.checksum}:{' '}
            <code dir="ltr" className="break-all">
              {f.sha256}
            </code>
          </p>
          {after?.(f)}
        </li>
      ))}
    </ul>
  )
}

/** Every release of a product, newest first: type, version, date, status, and a link to its page. */
export function VersionsTable({ releases, locale }: { releases: readonly ReleaseView[]; locale: Locale }) {
  const copy = messages(locale).supportLibrary
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {copy.labels.releaseType}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {copy.labels.version}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-start sm:table-cell">
              {copy.labels.released}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {copy.labels.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <td className="px-3 py-2">{copy.kinds[r.kind]}</td>
              <th scope="row" className="px-3 py-2 text-start font-medium">
                <Link
                  href={releaseHref(r.id)}
                  className="text-navy-700 underline"
                  aria-label={copy.labels.detailsOf(r.title.value, r.version)}
                >
                  <bdi dir="ltr">{r.version}</bdi>
                </Link>
              </th>
              <td className="hidden px-3 py-2 sm:table-cell">
                <LocalDate iso={r.releaseDate} locale={locale} />
              </td>
              <td className={cn('px-3 py-2', r.status === 'withdrawn' && 'font-semibold text-danger-700')}>
                {copy.statuses[r.status]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A release in short: its title, version, date, size and files (the recommended cards of a product and the hub). */
export function ReleaseCard({
  release,
  locale,
  headingLevel = 3,
  afterFile,
}: {
  release: ReleaseView
  locale: Locale
  headingLevel?: 3 | 4
  /** What to show under each of its files (see ReleaseFiles). */
  afterFile?: (file: FileView) => React.ReactNode
}) {
  const copy = messages(locale).supportLibrary
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <article className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4">
      <header>
        <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">{copy.kinds[release.kind]}</p>
        <Heading className="mt-1 text-base font-semibold text-navy-900">
          <Link href={releaseHref(release.id)} className="underline-offset-4 hover:underline">
            <InLanguage text={release.title} locale={locale} /> <bdi dir="ltr">{release.version}</bdi>
          </Link>
        </Heading>
        <p className="mt-1 text-xs text-slate-600">
          {copy.labels.released}: <LocalDate iso={release.releaseDate} locale={locale} /> ·{' '}
          {copy.statuses[release.status]}
        </p>
        {release.requirements && (
          <p className="mt-1 text-xs text-slate-700">
            {copy.labels.requirements}: <InLanguage text={release.requirements} locale={locale} />
          </p>
        )}
      </header>
      <ReleaseFiles files={release.files} locale={locale} after={afterFile} />
    </article>
  )
}

/** A release's notes, in the language they are in. */
export function ReleaseNotes({ release, locale }: { release: ReleaseView; locale: Locale }) {
  if (!release.notes) return null
  const lang = release.notes.lang
  return (
    <div
      className="max-w-prose"
      lang={lang === locale ? undefined : lang}
      dir={lang === locale ? undefined : localeInfo[lang].dir}
    >
      <RichTextView doc={release.notes.value} />
    </div>
  )
}
