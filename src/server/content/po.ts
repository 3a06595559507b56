import 'server-only'

/**
 * Translation files for the site's content: gettext PO, one file per language
 * (docs/decisions/044-site-content-in-the-database.md, "Translation files"). Every translatable text of every entry is
 * one message: `msgctxt` says where it goes (`kind/slug/field.path`), `msgid` is the English, `msgstr` the
 * translation. Export offers what is untranslated or whose English changed since it was translated (marked fuzzy),
 * or everything; import places every non-empty translation, checks it with the field's own schema, and writes all of
 * it in one transaction or nothing, naming each text it could not place.
 */
import { backupBeforeImport } from '@/server/backups'
import { getDbHandle } from '@/server/db/client'
import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser'
import { asc } from 'drizzle-orm'

import { CONTENT_FIELD_SCHEMAS } from '@/lib/content/kinds'
import { textLeaves, type TextPath } from '@/lib/content/texts'
import { getDb } from '@/server/db/client'
import { contentEntries, contentRevisions, type ContentEntryRow } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/staff-user'
import { draftOf, saveContentEntriesTogether, type ContentKind } from './entries'
import { pageMessages, pageSlugOf, placePageTexts } from './po-pages'
import { poSourceOf, poSources, type PoGivenText, type PoSource } from './po-sources'
import { overEnglish, TRANSLATED_FIELDS } from './read'

export type TranslationLocale = 'fa' | 'ps'
export type ExportScope = 'todo' | 'all'

type Path = TextPath

const pathKey = (path: Path) => path.join('.')
const sameShape = (a: unknown, b: unknown) =>
  textLeaves(a)
    .map((leaf) => pathKey(leaf.path))
    .join('|') ===
  textLeaves(b)
    .map((leaf) => pathKey(leaf.path))
    .join('|')

function setAt(target: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text
  const [head, ...rest] = path
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, unknown>
  copy[head!] = setAt(copy[head!], rest, text)
  return copy
}

const canonical = (value: unknown) => JSON.stringify(value ?? null)
const isBlank = (value: unknown) => textLeaves(value).length === 0

/** The English of each field when its translation into `locale` was last saved (from the entry's revisions). */
async function englishAtTranslation(entryIds: number[], locale: TranslationLocale) {
  const db = await getDb()
  const rows = await db
    .select({
      entryId: contentRevisions.entryId,
      fields: contentRevisions.fields,
      changed: contentRevisions.changed,
    })
    .from(contentRevisions)
    .orderBy(asc(contentRevisions.entryId), asc(contentRevisions.version))
  const wanted = new Set(entryIds)
  const at = new Map<string, unknown>()
  for (const row of rows) {
    if (!wanted.has(row.entryId)) continue
    for (const path of row.changed) {
      const prefix = `translations.${locale}.`
      if (path.startsWith(prefix)) {
        const field = path.slice(prefix.length)
        at.set(`${row.entryId}/${field}`, row.fields[field])
      }
    }
  }
  return at
}

const describe = (entry: ContentEntryRow, field: string) => {
  const title = entry.fields.title ?? entry.fields.name ?? entry.slug
  return `${entry.kind} "${String(title)}": ${field}`
}

async function translatableEntries(): Promise<ContentEntryRow[]> {
  const db = await getDb()
  const rows = await db.select().from(contentEntries).orderBy(asc(contentEntries.kind), asc(contentEntries.sortOrder))
  return rows.filter(
    (row) =>
      row.status !== 'archived' && (pageSlugOf(row) || (TRANSLATED_FIELDS[row.kind as ContentKind] ?? []).length),
  )
}

/** The PO file of `locale`: the texts to translate (`todo`) or all of them, each with its current translation. */
export async function exportPo(locale: TranslationLocale, scope: ExportScope, now: Date = new Date()) {
  const entries = await translatableEntries()
  const previous = await englishAtTranslation(
    entries.map((e) => e.id),
    locale,
  )
  const messages: Record<string, Record<string, GetTextTranslation>> = {}
  let count = 0
  for (const entry of entries) {
    const page = pageSlugOf(entry)
    if (page) {
      for (const message of pageMessages(entry, page, locale, (section) => previous.get(`${entry.id}/${section}`))) {
        if (scope === 'todo' && message.translated !== undefined && !message.changed) continue
        messages[message.context] = {
          [message.english]: {
            msgctxt: message.context,
            msgid: message.english,
            msgstr: [message.translated ?? ''],
            comments: {
              extracted: `page "${page}": ${message.section}`,
              ...(message.changed ? { flag: 'fuzzy' } : {}),
            } as GetTextTranslation['comments'],
          },
        }
        count++
      }
      continue
    }
    for (const field of TRANSLATED_FIELDS[entry.kind as ContentKind]) {
      const english = entry.fields[field]
      if (isBlank(english)) continue
      const translated = entry.translations[locale]?.[field]
      const usable = !isBlank(translated) && sameShape(english, translated)
      const changed =
        usable &&
        previous.has(`${entry.id}/${field}`) &&
        canonical(previous.get(`${entry.id}/${field}`)) !== canonical(english)
      if (scope === 'todo' && usable && !changed) continue
      const theirs = new Map(usable ? textLeaves(translated).map((leaf) => [pathKey(leaf.path), leaf.text]) : [])
      for (const leaf of textLeaves(english)) {
        const msgctxt = `${entry.kind}/${entry.slug}/${[field, ...leaf.path].join('.')}`
        messages[msgctxt] = {
          [leaf.text]: {
            msgctxt,
            msgid: leaf.text,
            msgstr: [theirs.get(pathKey(leaf.path)) ?? ''],
            comments: {
              extracted: describe(entry, field),
              ...(changed ? { flag: 'fuzzy' } : {}),
            } as GetTextTranslation['comments'],
          },
        }
        count++
      }
    }
  }
  // The texts of the concerns above this folder (the support library): after the site's own (./po-sources.ts).
  for (const source of poSources()) {
    for (const message of await source.messages(locale)) {
      if (scope === 'todo' && !message.todo) continue
      messages[message.context] = {
        [message.english]: {
          msgctxt: message.context,
          msgid: message.english,
          msgstr: [message.translated ?? ''],
          comments: {
            extracted: message.comment,
            ...(message.fuzzy ? { flag: 'fuzzy' } : {}),
          } as GetTextTranslation['comments'],
        },
      }
      count++
    }
  }
  const file = po.compile(
    {
      charset: 'utf-8',
      headers: {
        'Content-Type': 'text/plain; charset=UTF-8',
        Language: locale,
        'PO-Revision-Date': now.toISOString(),
        'X-Generator': 'Meridian Geosystems staff panel',
      },
      translations: messages,
    },
    { foldLength: 0 },
  )
  return { file, count }
}

export type ImportResult = { ok: true; texts: number; entries: number } | { ok: false; problems: string[] }

/**
 * Reads a PO file of `locale` and writes its translations: every one, or (any problem) none. Empty translations are
 * skipped (untranslated). A text whose English changed since the file was made is not placed (its msgid no longer
 * matches): the translator exports again.
 */
export async function importPo(locale: TranslationLocale, input: Buffer, actor: StaffUser): Promise<ImportResult> {
  let parsed: GetTextTranslations
  try {
    parsed = po.parse(input, { validation: true })
  } catch (error) {
    return { ok: false, problems: [`This is not a PO file we can read: ${(error as Error).message.split('\n')[0]}`] }
  }
  const language = parsed.headers.Language
  if (language && language !== locale) {
    return { ok: false, problems: [`The file is for "${language}", not "${locale}": choose its language.`] }
  }
  const entries = await translatableEntries()
  const byKey = new Map(entries.map((entry) => [`${entry.kind}/${entry.slug}`, entry]))
  const problems: string[] = []
  // Per entry and field: the translations the file gives, by leaf path.
  const given = new Map<ContentEntryRow, Map<string, Map<string, string>>>()
  // Per page entry: the texts the file gives, by leaf path (each placed on its own: src/server/content/po-pages.ts).
  const pageTexts = new Map<ContentEntryRow, Map<string, { english: string; text: string; where: string }>>()
  // Per source above this folder (the library): the texts the file gives it, by context.
  const fromSources = new Map<PoSource, Map<string, PoGivenText>>()
  let texts = 0
  for (const [context, byId] of Object.entries(parsed.translations)) {
    for (const message of Object.values(byId)) {
      if (!context && !message.msgid) continue // the header
      const text = message.msgstr[0]?.trim() ?? ''
      if (!text) continue
      // Still marked fuzzy: the old translation of a changed English, not yet checked. gettext's own tools leave such
      // a text out, and so does the import; the translator clears the mark (Poedit: "Needs work") once it is right.
      if (/(^|,)\s*fuzzy\s*(,|$)/.test(String(message.comments?.flag ?? ''))) continue
      const where = `"${message.msgid.slice(0, 60)}" (${context || 'no context'})`
      const source = poSourceOf(context)
      if (source) {
        const byContext = fromSources.get(source) ?? new Map<string, PoGivenText>()
        byContext.set(context, { english: message.msgid, text, where })
        fromSources.set(source, byContext)
        continue
      }
      const [kind, slug, path] = context.split('/', 3)
      const entry = byKey.get(`${kind}/${slug}`)
      if (!entry || !path) {
        problems.push(`${where}: no item ${kind}/${slug} to place it in.`)
        continue
      }
      if (pageSlugOf(entry)) {
        const byPath = pageTexts.get(entry) ?? new Map()
        byPath.set(path, { english: message.msgid, text, where })
        pageTexts.set(entry, byPath)
        texts++
        continue
      }
      const [field, ...rest] = path.split('.')
      const english = textLeaves(entry.fields[field!]).find((leaf) => pathKey(leaf.path) === rest.join('.'))
      if (!(TRANSLATED_FIELDS[entry.kind as ContentKind] ?? []).includes(field!) || !english) {
        problems.push(`${where}: ${entry.kind}/${entry.slug} has no text at ${path}.`)
        continue
      }
      if (english.text !== message.msgid) {
        problems.push(`${where}: the English has changed since this file was made; export the language again.`)
        continue
      }
      const fields = given.get(entry) ?? new Map<string, Map<string, string>>()
      const leaves = fields.get(field!) ?? new Map<string, string>()
      leaves.set(rest.join('.'), text)
      fields.set(field!, leaves)
      given.set(entry, fields)
      texts++
    }
  }
  const items = []
  for (const [entry, fields] of given) {
    const translation = { ...(entry.translations[locale] ?? {}) }
    for (const [field, leaves] of fields) {
      const english = entry.fields[field]
      const current = translation[field]
      const startFromCurrent = !isBlank(current) && sameShape(english, current)
      let value: unknown = startFromCurrent ? current : english
      const all = textLeaves(english)
      for (const leaf of all) {
        const text = leaves.get(pathKey(leaf.path))
        if (text !== undefined) value = setAt(value, leaf.path, text)
      }
      const missing = all.filter((leaf) => !leaves.has(pathKey(leaf.path))).length
      if (!startFromCurrent && missing > 0) {
        problems.push(
          `${describe(entry, field)}: ${missing} of its ${all.length} texts are missing; ` +
            'a text made of several parts is placed only whole.',
        )
        continue
      }
      translation[field] = value
    }
    const schema = CONTENT_FIELD_SCHEMAS[entry.kind as keyof typeof CONTENT_FIELD_SCHEMAS]
    // Checked as pages show it: a translated cover or venue over its English (src and the rest stay the English's).
    const shown = Object.fromEntries(
      Object.entries(translation).map(([field, value]) => [field, overEnglish(entry.fields[field], value)]),
    )
    const check = schema?.safeParse({ ...entry.fields, ...shown })
    for (const issue of check?.success === false ? check.error.issues : []) {
      problems.push(`${describe(entry, issue.path.join('.'))}: ${issue.message}`)
    }
    items.push({
      id: entry.id,
      expectedVersion: entry.version,
      draft: { ...draftOf(entry), translations: { ...entry.translations, [locale]: translation } },
    })
  }
  for (const [entry, byPath] of pageTexts) {
    const placed = placePageTexts(entry, pageSlugOf(entry)!, locale, byPath)
    if (!placed.ok) {
      problems.push(...placed.problems)
      continue
    }
    items.push({
      id: entry.id,
      expectedVersion: entry.version,
      draft: { ...draftOf(entry), translations: { ...entry.translations, [locale]: placed.translation } },
    })
  }
  const placed = []
  for (const [source, given] of fromSources) {
    const placement = await source.place(locale, given)
    if (!placement.ok) problems.push(...placement.problems)
    else placed.push(placement)
  }
  if (problems.length) return { ok: false, problems }
  const sourceItems = placed.reduce((sum, p) => sum + p.items, 0)
  if (!items.length && !sourceItems) return { ok: false, problems: ['The file has no translated text to import.'] }
  // A backup before the apply, so a wrong file can be undone by restoring it (docs/operations-backups.md).
  try {
    await backupBeforeImport(await getDbHandle(), actor.displayName)
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] }
  }
  const saved = items.length
    ? await saveContentEntriesTogether(items, actor, `translation import (${locale})`)
    : ({ ok: true } as const)
  if (!saved.ok) {
    const entry = entries.find((e) => e.id === saved.conflictId)
    return { ok: false, problems: [`${entry?.kind}/${entry?.slug} was saved by someone else meanwhile; import again.`] }
  }
  // Each source writes in its own transaction, after the content's: checked above against the rows as they were, so
  // only a save made in the moment between refuses it (named; the content's texts stay imported, said so).
  for (const placement of placed) {
    const written = await placement.write(actor)
    if (!written.ok) {
      const already = items.length ? ' The site content\u2019s texts in the file were imported.' : ''
      return { ok: false, problems: [written.problem + already] }
    }
  }
  return {
    ok: true,
    texts: texts + placed.reduce((sum, p) => sum + p.texts, 0),
    entries: items.length + sourceItems,
  }
}

/** The file name a language's export downloads as. */
export function poFileName(locale: TranslationLocale, scope: ExportScope, now: Date = new Date()): string {
  return `site-content-${locale}-${scope === 'todo' ? 'to-translate' : 'all'}-${now.toISOString().slice(0, 10)}.po`
}
