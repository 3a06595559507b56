import 'server-only'

/**
 * The one door public pages read the site's content through (docs/decisions/044-site-content-in-the-database.md):
 * what shows at this moment, in the page's language. The entries come from the content snapshot (./snapshot.ts:
 * published and scheduled ones, reloaded on every instance when content changes); visibility is decided here per
 * call, from the time, so a scheduled entry appears at its time and an event turns past without anything having to
 * run.
 *
 * A language shows only when its translation is complete (the catalogue's rule, decision 032); otherwise the
 * English shows, and `lang` says so, for the page to mark it `lang="en"`.
 */
import { isPageSlug, pageDescription } from '@/lib/content/pages'
import { pageOverEnglish, pageTextLeaves } from '@/lib/content/page-texts'
import { isPublic, type ContentStatus } from '@/lib/content/schedule'
import { isolateLtrRuns } from '@/lib/i18n/bidi'
import { hasNoText } from '@/lib/content/texts'
import type { Locale } from '@/lib/i18n/locales'
import { getContent } from './snapshot'
import type { ContentEntryRow } from '@/server/db/schema'
import type { ContentKind } from './entries'

/** The fields of each kind a translator translates (dates, links, files and numbers are the English ones). */
export const TRANSLATED_FIELDS: Record<ContentKind, readonly string[]> = {
  news: ['title', 'summary', 'body', 'author', 'cover'],
  event: ['title', 'summary', 'body', 'author', 'cover', 'hours', 'venue', 'stand'],
  'case-study': ['title', 'summary', 'body', 'author', 'cover', 'customer'],
  /** A page's translated texts are the text leaves of its description (translationStatus names them by path). */
  page: [],
  office: ['name', 'addressLines', 'city', 'province', 'hours'],
  settings: ['businessHours'],
}

export type TranslationStatus = 'missing' | 'partial' | 'done'

/** A field with no text in it (absent, empty, an empty list or body) has nothing to show or translate. */
const isBlank = hasNoText

/** How far an entry's translation into `locale` goes: fields the English has and the translation lacks are missing. */
export function translationStatus(
  entry: Pick<ContentEntryRow, 'kind' | 'fields' | 'translations'> & { slug?: string },
  locale: 'fa' | 'ps',
) {
  const translation = entry.translations[locale] ?? {}
  if (entry.kind === 'page' && 'slug' in entry && isPageSlug(String(entry.slug))) {
    const leaves = pageTextLeaves(pageDescription(entry.slug as never), entry.fields, translation)
    const missing = leaves.filter((leaf) => leaf.translated === undefined).map((leaf) => leaf.path)
    const status: TranslationStatus =
      missing.length === leaves.length ? 'missing' : missing.length === 0 ? 'done' : 'partial'
    return { status, missing }
  }
  const wanted = (TRANSLATED_FIELDS[entry.kind as ContentKind] ?? []).filter((f) => !isBlank(entry.fields[f]))
  const present = wanted.filter((f) => !isBlank(translation[f]))
  const status: TranslationStatus =
    present.length === 0 ? 'missing' : present.length === wanted.length ? 'done' : 'partial'
  return { status, missing: wanted.filter((f) => !present.includes(f)) }
}

export interface PublicEntry {
  id: number
  kind: ContentKind
  slug: string
  /** The fields in the language `lang`: the page's, or English while the page's translation is incomplete. */
  fields: Record<string, unknown>
  lang: Locale
  updatedAt: Date
}

/** One field's translation over its English: objects (a cover, a venue) keep the English parts not translated. */
export function overEnglish(english: unknown, translated: unknown): unknown {
  if (isBlank(translated)) return english
  const plain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (plain(english) && plain(translated) && translated.type !== 'doc') return { ...english, ...translated }
  return translated
}

export function localizeEntry(entry: ContentEntryRow, locale: Locale): PublicEntry {
  const base = { id: entry.id, kind: entry.kind as ContentKind, slug: entry.slug, updatedAt: entry.updatedAt }
  if (locale === 'en' || translationStatus(entry, locale).status !== 'done') {
    return { ...base, fields: entry.fields, lang: 'en' }
  }
  const translation = entry.translations[locale] ?? {}
  if (base.kind === 'page' && isPageSlug(entry.slug)) {
    // Dari and Pashto texts get their left-to-right runs isolated, as the copy modules' do (src/content/messages.ts).
    const over = pageOverEnglish(pageDescription(entry.slug), entry.fields, translation, isolateLtrRuns)
    return { ...base, fields: over as Record<string, unknown>, lang: locale }
  }
  const fields = { ...entry.fields }
  for (const field of TRANSLATED_FIELDS[base.kind]) fields[field] = overEnglish(entry.fields[field], translation[field])
  return { ...base, fields, lang: locale }
}

/** The entries of `kinds` that show at `now`, in staff order, in `locale` as far as translated. */
export async function publicEntries(
  kinds: readonly ContentKind[],
  locale: Locale,
  now: Date = new Date(),
): Promise<PublicEntry[]> {
  const { entries } = await getContent()
  return entries
    .filter(
      (entry) =>
        kinds.includes(entry.kind as ContentKind) && isPublic({ ...entry, status: entry.status as ContentStatus }, now),
    )
    .map((entry) => localizeEntry(entry, locale))
}

/** One entry by kind and slug, if it shows at `now`. */
export async function publicEntry(
  kinds: readonly ContentKind[],
  slug: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<PublicEntry | undefined> {
  return (await publicEntries(kinds, locale, now)).find((entry) => entry.slug === slug)
}
