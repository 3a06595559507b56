import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { catalogueFileSchema, type CatalogueFile } from '@/lib/catalogue/file-format'
import type { Db } from '@/server/db/client'
import { catalogueAsFile } from '../export'
import { contentHash } from '../media'

/**
 * The dry run: what applying a catalogue file would change, entry by entry and field by field. Applying writes
 * exactly the entries listed here (src/server/catalogue/editor/transfer.ts), and its audit entry records each one's
 * fields before and after.
 */

export interface DiffEntry {
  slug: string
  name: string
}
export interface ChangedEntry extends DiffEntry {
  /** Catalogue file field names that differ, e.g. ["name", "price", "specifications"]. */
  fields: string[]
  /** The entry goes from active to inactive. */
  deactivated: boolean
}
export interface EntityDiff {
  created: DiffEntry[]
  changed: ChangedEntry[]
  unchanged: number
  /** In the database but not in the file: the import leaves them as they are (set is_active false to withdraw). */
  notInFile: DiffEntry[]
}
export interface CatalogueDiff {
  categories: EntityDiff
  products: EntityDiff
}

/** One written entry as the audit records it: which, what, each changed field before → after. */
export interface WrittenEntry {
  type: 'category' | 'product'
  slug: string
  action: 'created' | 'changed'
  fields?: string[]
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

/** JSON with sorted object keys: two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  )
}

/**
 * Replaces each file reference by the name the import stores it under (its content hash + extension), so the same
 * picture compares equal whatever it is called in either archive.
 */
function normaliseFiles<T>(value: T, nameOf: (file: string) => string): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key === 'file' && typeof v === 'string' ? nameOf(v) : v)),
  ) as T
}

/** `translations: {}` (or `{ fa: {} }`) and no translations at all are the same catalogue. */
function withoutEmptyTranslations(file: CatalogueFile): CatalogueFile {
  const clean = <T extends { translations?: object }>(entry: T): T => {
    const kept = Object.entries(entry.translations ?? {}).filter(([, t]) => t && Object.keys(t as object).length > 0)
    const { translations: _dropped, ...rest } = entry
    return (kept.length ? { ...rest, translations: Object.fromEntries(kept) } : rest) as T
  }
  return { ...file, categories: file.categories.map(clean), products: file.products.map(clean) }
}

type Entry = { slug: string; name: string; is_active: boolean }

function diffEntities<T extends Entry>(
  type: WrittenEntry['type'],
  incoming: T[],
  current: T[],
  written: WrittenEntry[],
  ignore: (field: string, incomingEntry: T) => boolean = () => false,
): EntityDiff {
  const currentBySlug = new Map(current.map((c) => [c.slug, c]))
  const inFile = new Set(incoming.map((e) => e.slug))
  const diff: EntityDiff = { created: [], changed: [], unchanged: 0, notInFile: [] }
  for (const entry of incoming) {
    const was = currentBySlug.get(entry.slug)
    if (!was) {
      diff.created.push({ slug: entry.slug, name: entry.name })
      written.push({ type, slug: entry.slug, action: 'created' })
      continue
    }
    // Both sides' fields: a file that leaves out `translations` removes the stored ones, and the dry run says so.
    const fields = [...new Set([...Object.keys(entry), ...Object.keys(was)])].filter((field) => {
      if (ignore(field, entry)) return false
      const a = (entry as Record<string, unknown>)[field]
      const b = (was as Record<string, unknown>)[field]
      // Dates compare as instants ("…T00:00:00Z" and "…T00:00:00.000Z" are the same time).
      if (field === 'created_at' && typeof a === 'string' && typeof b === 'string')
        return Date.parse(a) !== Date.parse(b)
      return canonical(a) !== canonical(b)
    })
    if (fields.length === 0) {
      diff.unchanged++
      continue
    }
    diff.changed.push({ slug: entry.slug, name: entry.name, fields, deactivated: was.is_active && !entry.is_active })
    const pick = (from: T) => Object.fromEntries(fields.map((f) => [f, (from as Record<string, unknown>)[f] ?? null]))
    written.push({ type, slug: entry.slug, action: 'changed', fields, before: pick(was), after: pick(entry) })
  }
  for (const c of current) if (!inFile.has(c.slug)) diff.notInFile.push({ slug: c.slug, name: c.name })
  return diff
}

/** Every file the catalogue names, relative to its folder. */
function fileRefs(data: CatalogueFile): string[] {
  const refs = new Set<string>()
  JSON.stringify(data, (key, v: unknown) => {
    if (key === 'file' && typeof v === 'string') refs.add(v)
    return v
  })
  return [...refs]
}

/**
 * Compares a validated catalogue file (files under `baseDir`) with the database. Writes nothing. `written` lists the
 * entries applying it would write, with each changed field's value before and after (for the audit).
 */
export async function diffCatalogue(
  data: CatalogueFile,
  baseDir: string,
  options: { db: Db; dataDir: string },
): Promise<{ diff: CatalogueDiff; written: WrittenEntry[] }> {
  const { file: currentInput } = await catalogueAsFile(options)
  // Through the schema, so defaults are filled in on both sides alike.
  const current = catalogueFileSchema.parse(currentInput)
  // The name each file is stored under (src/server/catalogue/media.ts contentHash): read asynchronously, one file at
  // a time, so hashing a large archive does not hold the event loop.
  const hashed = new Map<string, string>()
  for (const file of fileRefs(data)) {
    const hash = contentHash(await readFile(path.resolve(baseDir, file)))
    hashed.set(file, `${hash.slice(0, 24)}${path.extname(file).toLowerCase()}`)
  }
  const incoming = withoutEmptyTranslations(normaliseFiles(data, (file) => hashed.get(file) ?? file))
  const stored = withoutEmptyTranslations(normaliseFiles(current, (file) => path.basename(file)))
  const written: WrittenEntry[] = []
  const diff = {
    categories: diffEntities('category', incoming.categories, stored.categories, written),
    // A file without created_at keeps the product's date (the import only sets it when given).
    products: diffEntities(
      'product',
      incoming.products,
      stored.products,
      written,
      (field, entry) => field === 'created_at' && entry.created_at === undefined,
    ),
  }
  return { diff, written }
}
