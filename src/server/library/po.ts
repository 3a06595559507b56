import 'server-only'

import { asc, eq, inArray } from 'drizzle-orm'

import { richTextToPlain, type RichDoc } from '@/lib/content/rich-text'
import { textLeaves, type TextPath } from '@/lib/content/texts'
import { LIMITS } from '@/lib/library/input'
import type { PoGivenText, PoSource, PoSourceMessage, PoSourcePlacement } from '@/server/content/po-sources'
import { getDb, type Tx } from '@/server/db/client'
import { auditLog, libraryAdvisories, libraryReleases, type LibraryTranslations } from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { advisoryAuditView } from './advisories'
import { writeLibrary } from './changes'
import { releaseAuditView } from './releases'

/**
 * The support library's texts in the site's translation files (docs/decisions/045-translation-files-po.md, "The
 * support library"): a release's title, minimum requirements and notes, an advisory's title, text and what to do
 * instead. `msgctxt` is `library/release/{id}/{field}` (`notes.content.0.content.0.text` for a run of the notes),
 * `library/advisory/{id}/{field}`. Import checks every text against the rows as they are now and writes them all in
 * one transaction through the library's door (./changes.ts), one audit entry per item as an editor's save makes.
 */

type Locale = 'fa' | 'ps'
type ItemType = 'release' | 'advisory'

interface Item {
  type: ItemType
  id: number
  rowVersion: number
  label: string
  /** The English of each translatable field, by field name. */
  english: Record<string, unknown>
  translations: LibraryTranslations
}

const FIELDS: Record<ItemType, readonly string[]> = {
  release: ['title', 'requirements', 'notes'],
  advisory: ['title', 'body', 'instead'],
}
const MAX: Record<string, number> = {
  title: LIMITS.title,
  requirements: LIMITS.requirements,
  body: LIMITS.body,
  instead: LIMITS.instead,
}
/** Fields whose text is made of parts (rich text): placed only whole, as the content's bodies are. */
const RICH = new Set(['notes'])

const pathKey = (path: TextPath) => path.join('.')
const shapeOf = (value: unknown) =>
  textLeaves(value)
    .map((leaf) => pathKey(leaf.path))
    .join('|')

async function items(): Promise<Item[]> {
  const db = await getDb()
  const releases = await db.select().from(libraryReleases).orderBy(asc(libraryReleases.id))
  const advisories = await db.select().from(libraryAdvisories).orderBy(asc(libraryAdvisories.id))
  return [
    ...releases.map((r) => ({
      type: 'release' as const,
      id: r.id,
      rowVersion: r.rowVersion,
      label: `release "${r.title} ${r.version}"`,
      english: { title: r.title, requirements: r.requirements, notes: r.notes },
      translations: r.translations,
    })),
    ...advisories.map((a) => ({
      type: 'advisory' as const,
      id: a.id,
      rowVersion: a.rowVersion,
      label: `advisory "${a.title}"`,
      english: { title: a.title, body: a.body, instead: a.instead },
      translations: a.translations,
    })),
  ]
}

/** A field's translation when it can stand over the English (rich text: the same parts). */
function usable(item: Item, field: string, locale: Locale): unknown {
  const value = item.translations[locale]?.[field]
  if (textLeaves(value).length === 0) return undefined
  if (RICH.has(field) && shapeOf(value) !== shapeOf(item.english[field])) return undefined
  return value
}

/** A field's English as the audit log records it (./releases.ts, ./advisories.ts: the notes as plain text). */
const asAudited = (field: string, value: unknown) =>
  RICH.has(field) ? (value ? richTextToPlain(value as RichDoc) : '') : (value ?? '')

/**
 * Per item and field (`release/12/title`): its English when its translation into `locale` last changed, replayed
 * from the audit log, where every save of the library records what it changed, whole. The library keeps no
 * revisions of its own; this is what tells a translation made for an English that has changed since.
 */
async function englishAtTranslation(locale: Locale): Promise<Map<string, unknown>> {
  const db = await getDb()
  const rows = await db
    .select({ type: auditLog.entityType, id: auditLog.entityId, changes: auditLog.changes })
    .from(auditLog)
    .where(inArray(auditLog.entityType, ['library-release', 'library-advisory']))
    .orderBy(asc(auditLog.id))
  const state = new Map<string, Record<string, unknown>>()
  const at = new Map<string, unknown>()
  // Translated while the English was not on record yet (an item first written without an audit entry, such as the
  // seed library's): the English then is the `before` of the first later change of that field, if any.
  const unknown = new Set<string>()
  for (const row of rows) {
    const key = `${row.type.replace('library-', '')}/${row.id}`
    const before = state.get(key) ?? {}
    const after = { ...before }
    for (const change of row.changes) {
      if (unknown.delete(`${key}/${change.field}`)) at.set(`${key}/${change.field}`, change.before)
      after[change.field] = change.after
    }
    const was = (before.translations as LibraryTranslations | undefined)?.[locale] ?? {}
    const now = (after.translations as LibraryTranslations | undefined)?.[locale] ?? {}
    for (const field of FIELDS[key.startsWith('release/') ? 'release' : 'advisory']) {
      if (JSON.stringify(was[field] ?? null) === JSON.stringify(now[field] ?? null)) continue
      if (after[field] === undefined) {
        at.delete(`${key}/${field}`)
        unknown.add(`${key}/${field}`)
      } else at.set(`${key}/${field}`, after[field])
    }
    state.set(key, after)
  }
  return at
}

function messages(all: Item[], locale: Locale, previous: Map<string, unknown>): PoSourceMessage[] {
  const out: PoSourceMessage[] = []
  for (const item of all) {
    for (const field of FIELDS[item.type]) {
      const english = item.english[field]
      const translated = usable(item, field, locale)
      const key = `${item.type}/${item.id}/${field}`
      // Translated for an English that has changed since: offered again, marked fuzzy, the old translation kept.
      const changed = translated !== undefined && previous.has(key) && previous.get(key) !== asAudited(field, english)
      const theirs = new Map(textLeaves(translated).map((leaf) => [pathKey(leaf.path), leaf.text]))
      for (const leaf of textLeaves(english)) {
        out.push({
          context: `library/${item.type}/${item.id}/${[field, ...leaf.path].join('.')}`,
          english: leaf.text,
          translated: theirs.get(pathKey(leaf.path)),
          todo: translated === undefined || changed,
          fuzzy: changed,
          comment: `${item.label}: ${field}`,
        })
      }
    }
  }
  return out
}

function setAt(target: unknown, path: TextPath, text: string): unknown {
  if (path.length === 0) return text
  const [head, ...rest] = path
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, unknown>
  copy[head!] = setAt(copy[head!], rest, text)
  return copy
}

interface Planned {
  item: Item
  translation: Record<string, string | RichDoc | undefined>
}

function place(all: Item[], locale: Locale, given: Map<string, PoGivenText>): PoSourcePlacement {
  const byKey = new Map(all.map((item) => [`${item.type}/${item.id}`, item]))
  const problems: string[] = []
  const fields = new Map<Item, Map<string, Map<string, string>>>()
  for (const [context, { english, text, where }] of given) {
    const [, type, id, path = ''] = context.split('/', 4)
    const item = byKey.get(`${type}/${id}`)
    if (!item) {
      problems.push(
        `${where}: the library has no ${type ?? 'item'} ${id ?? ''}; it was deleted, or the file is not ours.`,
      )
      continue
    }
    const [field, ...rest] = path.split('.')
    const leaf = FIELDS[item.type].includes(field!)
      ? textLeaves(item.english[field!]).find((l) => pathKey(l.path) === rest.join('.'))
      : undefined
    if (!leaf) {
      problems.push(`${where}: ${item.label} has no text at ${path || 'this place'}.`)
      continue
    }
    if (leaf.text !== english) {
      problems.push(`${where}: the English of ${item.label} has changed since this file was made; export again.`)
      continue
    }
    const byField = fields.get(item) ?? new Map<string, Map<string, string>>()
    byField.set(field!, (byField.get(field!) ?? new Map()).set(rest.join('.'), text))
    fields.set(item, byField)
  }
  const planned: Planned[] = []
  for (const [item, byField] of fields) {
    const translation = { ...(item.translations[locale] ?? {}) }
    for (const [field, leaves] of byField) {
      if (!RICH.has(field)) {
        const text = leaves.get('')!
        if (text.length > MAX[field]!) problems.push(`${item.label}: ${field}: at most ${MAX[field]} characters.`)
        translation[field] = text
        continue
      }
      const english = item.english[field]
      const current = usable(item, field, locale)
      const all = textLeaves(english)
      const missing = all.filter((leaf) => !leaves.has(pathKey(leaf.path))).length
      if (current === undefined && missing > 0) {
        problems.push(
          `${item.label}: ${field}: ${missing} of its ${all.length} texts are missing; ` +
            'a text made of several parts is placed only whole.',
        )
        continue
      }
      let value: unknown = current ?? english
      for (const leaf of all) {
        const text = leaves.get(pathKey(leaf.path))
        if (text !== undefined) value = setAt(value, leaf.path, text)
      }
      translation[field] = value as RichDoc
    }
    planned.push({ item, translation })
  }
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    texts: given.size,
    items: planned.length,
    write: (actor) => writeTranslations(planned, locale, actor),
  }
}

class Stale extends Error {
  constructor(readonly label: string) {
    super(`${label} changed meanwhile`)
  }
}

/** All the planned translations in one transaction, each item still at the version they were checked against. */
async function writeTranslations(
  planned: Planned[],
  locale: Locale,
  actor: StaffUser,
): Promise<{ ok: true } | { ok: false; problem: string }> {
  try {
    await writeLibrary(async (tx) => {
      for (const { item, translation } of planned) await writeOne(tx, item, locale, translation, actor)
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof Stale)
      return { ok: false, problem: `${error.label} was saved by someone else meanwhile; import again.` }
    throw error
  }
}

async function writeOne(tx: Tx, item: Item, locale: Locale, translation: Planned['translation'], actor: StaffUser) {
  const table = item.type === 'release' ? libraryReleases : libraryAdvisories
  const auditView = item.type === 'release' ? releaseAuditView : advisoryAuditView
  const [row] = await tx.select().from(table).where(eq(table.id, item.id)).for('update')
  if (!row || row.rowVersion !== item.rowVersion) throw new Stale(item.label)
  const before = await auditView(tx, item.id)
  await tx
    .update(table)
    .set({
      translations: { ...row.translations, [locale]: translation },
      rowVersion: row.rowVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(table.id, item.id))
  await recordAudit(tx, {
    actor,
    entityType: `library-${item.type}`,
    entityId: String(item.id),
    action: `translation import (${locale})`,
    before,
    after: await auditView(tx, item.id),
  })
}

/** The library as a source of the translation files (src/server/content/po-sources.ts). */
export const libraryPoSource: PoSource = {
  prefix: 'library',
  messages: async (locale) => messages(await items(), locale, await englishAtTranslation(locale)),
  place: async (locale, given) => place(await items(), locale, given),
}
