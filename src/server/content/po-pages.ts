import 'server-only'

/**
 * The pages' side of the translation files (docs/decisions/045-translation-files-po.md). A page's texts are the text
 * leaves of its description (src/lib/content/pages.ts), each one message: `msgctxt` is `page/{slug}/{path}` with
 * the leaf's path ("heroSlides.0.title"). Unlike an article's rich text, each leaf stands alone (a page shows the
 * English of any leaf not translated), so a file may fill some and leave the rest.
 */
import { isPageSlug, pageDescription, type PageField, type PageSlug } from '@/lib/content/pages'
import { pageTextLeaves, translationSchema } from '@/lib/content/page-texts'
import type { ContentEntryRow } from '@/server/db/schema'

export interface PageMessage {
  context: string
  english: string
  translated: string | undefined
  /** The English changed since the translation was saved: the translator checks it (PO's fuzzy flag). */
  changed: boolean
  section: string
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object'

/** The value at `path` ("0.title") inside `value`, if any. */
function at(value: unknown, path: string[]): unknown {
  let here = value
  for (const part of path) here = isRecord(here) ? here[part] : undefined
  return here
}

export const pageSlugOf = (entry: Pick<ContentEntryRow, 'kind' | 'slug'>): PageSlug | null =>
  entry.kind === 'page' && isPageSlug(entry.slug) ? entry.slug : null

/**
 * The page's texts for `locale`. `englishWhenTranslated` gives, per top-level section, the English as it was when
 * the section's translation was last saved (from the entry's revisions).
 */
export function pageMessages(
  entry: ContentEntryRow,
  slug: PageSlug,
  locale: 'fa' | 'ps',
  englishWhenTranslated: (section: string) => unknown,
): PageMessage[] {
  const description = pageDescription(slug)
  const leaves = pageTextLeaves(description, entry.fields, entry.translations[locale] ?? {})
  return leaves.map((leaf) => {
    const [section, ...rest] = leaf.path.split('.')
    const before = englishWhenTranslated(section!)
    const changed = leaf.translated !== undefined && before !== undefined && at(before, rest) !== leaf.english
    return {
      context: `page/${slug}/${leaf.path}`,
      english: leaf.english,
      translated: leaf.translated,
      changed,
      section: (description.fields[section!] as PageField | undefined)?.label ?? section!,
    }
  })
}

/**
 * Writes `text` at `path` into a translation, creating lists where the English has lists (a translation mirrors the
 * English structure; list items it does not translate stay null).
 */
function place(translation: unknown, english: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text
  const [head, ...rest] = path
  if (Array.isArray(english)) {
    const index = Number(head)
    const copy: unknown[] = Array.isArray(translation)
      ? [...translation]
      : Array.from({ length: english.length }, () => null)
    while (copy.length < english.length) copy.push(null)
    copy[index] = place(copy[index] ?? undefined, english[index], rest, text)
    return copy
  }
  const copy = isRecord(translation) && !Array.isArray(translation) ? { ...translation } : {}
  copy[head!] = place(copy[head!], isRecord(english) ? english[head!] : undefined, rest, text)
  return copy
}

export type PagePlacement = { ok: true; translation: Record<string, unknown> } | { ok: false; problems: string[] }

/**
 * The page's translation into `locale` with the file's texts (by leaf path) put in. Every path must be a text the
 * English has, with the file's msgid equal to the English now; the result is checked with the translation schema.
 */
export function placePageTexts(
  entry: ContentEntryRow,
  slug: PageSlug,
  locale: 'fa' | 'ps',
  texts: Map<string, { english: string; text: string; where: string }>,
): PagePlacement {
  const description = pageDescription(slug)
  const english = new Map(pageTextLeaves(description, entry.fields, {}).map((leaf) => [leaf.path, leaf.english]))
  const problems: string[] = []
  let translation: unknown = entry.translations[locale] ?? {}
  for (const [path, given] of texts) {
    const now = english.get(path)
    if (now === undefined) {
      problems.push(`${given.where}: page/${slug} has no text at ${path}.`)
    } else if (now !== given.english) {
      problems.push(`${given.where}: the English has changed since this file was made; export the language again.`)
    } else {
      translation = place(translation, entry.fields, path.split('.'), given.text)
    }
  }
  const checked = translationSchema(description).safeParse(translation)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      problems.push(`page "${slug}": ${issue.path.join('.')}: ${issue.message}`)
    }
  }
  if (problems.length || !checked.success) return { ok: false, problems }
  return { ok: true, translation: (checked.data ?? {}) as Record<string, unknown> }
}
