import 'server-only'

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { Unzip, UnzipInflate, zipSync, type Zippable } from 'fflate'

import { catalogueFileSchema, type CatalogueFile } from '@/lib/catalogue/file-format'
import { getDb, type Db } from '@/server/db/client'
import type { CompanyDetails } from '@/server/documents-company'
import { catalogueChanged } from '../changes'
import { catalogueAsFile } from '../export'
import {
  CatalogueValidationError,
  importCatalogue,
  validateCatalogueFile,
  type ImportIssue,
  type ImportResult,
} from '../import'
import { contentHash } from '../media'
import { TRANSFER_LIMITS } from './transfer-limits'
import type { EditorContext } from './types'

export { TRANSFER_LIMITS }

/**
 * Import and export from the staff panel (issue 10): the catalogue as a zip in the CLI's export format; an uploaded
 * zip is unpacked into a staging folder, validated by the import's own code, compared with the database (the dry
 * run), and applied by the import's own code inside this server process (so PGlite needs no stop), with an audit
 * entry in the import's transaction and the change shown on every instance at once.
 */

/** Staged uploads not applied within this time are removed by the next upload. */
const STAGING_TTL_MS = 60 * 60_000

export class TransferError extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 404 | 409 | 413,
    public readonly issues: ImportIssue[] = [],
  ) {
    super(message)
    this.name = 'TransferError'
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Export

/** Media that is already compressed is stored, not deflated again. */
const STORED = /\.(png|jpe?g|webp|avif|pdf|zip)$/i

export async function exportArchive(options: { db?: Db; dataDir: string }): Promise<{ zip: Uint8Array; name: string }> {
  const db = options.db ?? (await getDb())
  const { file, files } = await catalogueAsFile({ db, dataDir: options.dataDir })
  const entries: Zippable = { 'catalogue.json': [Buffer.from(`${JSON.stringify(file, null, 2)}\n`), { level: 6 }] }
  for (const { from, relative } of files)
    entries[relative] = [readFileSync(from), { level: STORED.test(relative) ? 0 : 6 }]
  const date = new Date().toISOString().slice(0, 10)
  return { zip: zipSync(entries), name: `catalogue-${date}.zip` }
}

// ---------------------------------------------------------------------------------------------------------------
// Unpacking an upload

/**
 * Whether a zip entry name is a plain relative path that stays inside the folder: no absolute paths, drive letters,
 * backslashes, `..` or `.` segments, control characters. One bad name refuses the whole archive (an archive built
 * to escape its folder is not a catalogue someone exported).
 */
export function safeEntryName(name: string): boolean {
  if (!name || name.length > 300) return false
  if (name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name)) return false
  if (/[\u0000-\u001f\u007f]/.test(name)) return false
  const parts = name.replace(/\/$/, '').split('/')
  return parts.every((p) => p !== '' && p !== '.' && p !== '..')
}

/**
 * Unpacks a zip into `dir`, refusing traversal, too many entries, and more than the unpacked limit: sizes are
 * counted while inflating, so an archive that lies about its sizes (a zip bomb) is stopped at the limit.
 */
export function unpackArchive(data: Uint8Array, dir: string): void {
  const files = new Map<string, Uint8Array[]>()
  let total = 0
  let count = 0
  let failure: TransferError | undefined
  const fail = (error: TransferError) => {
    failure ??= error
  }
  const unzip = new Unzip((entry) => {
    if (failure) return
    if (++count > TRANSFER_LIMITS.entries)
      return fail(new TransferError(`The archive has more than ${TRANSFER_LIMITS.entries} entries.`, 413))
    if (!safeEntryName(entry.name)) {
      return fail(
        new TransferError(
          `The archive contains a path that leaves its folder: ${JSON.stringify(entry.name.slice(0, 120))}.`,
          400,
        ),
      )
    }
    if (entry.name.endsWith('/')) return
    const chunks: Uint8Array[] = []
    files.set(entry.name, chunks)
    entry.ondata = (err, chunk, final) => {
      if (failure) return
      if (err) return fail(new TransferError('The archive is damaged and cannot be unpacked.', 400))
      total += chunk.length
      if (total > TRANSFER_LIMITS.unpackedBytes) {
        entry.terminate()
        return fail(
          new TransferError(`The archive unpacks to more than ${TRANSFER_LIMITS.unpackedBytes / 1024 / 1024} MB.`, 413),
        )
      }
      chunks.push(chunk)
      void final
    }
    entry.start()
  })
  unzip.register(UnzipInflate)
  try {
    // In slices, so a bomb's first entry is cut off long before its whole output exists in memory.
    const SLICE = 64 * 1024
    for (let at = 0; at < data.length && !failure; at += SLICE)
      unzip.push(data.subarray(at, Math.min(at + SLICE, data.length)), at + SLICE >= data.length)
  } catch {
    fail(new TransferError('This file is not a zip archive (or it is damaged).', 400))
  }
  if (failure) throw failure
  if (count === 0) throw new TransferError('This file is not a zip archive, or it is empty.', 400)
  const root = path.resolve(dir)
  for (const [name, chunks] of files) {
    const target = path.resolve(root, name)
    // Belt and braces: safeEntryName already guarantees this.
    if (!target.startsWith(root + path.sep))
      throw new TransferError('The archive contains a path that leaves its folder.', 400)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, Buffer.concat(chunks))
  }
}

/** catalogue.json at the archive's root, or inside its single top-level folder (a zipped export folder). */
function findCatalogueJson(dir: string): string | undefined {
  const atRoot = path.join(dir, 'catalogue.json')
  if (existsSync(atRoot)) return atRoot
  const entries = readdirSync(dir, { withFileTypes: true })
  if (entries.length === 1 && entries[0]!.isDirectory()) {
    const nested = path.join(dir, entries[0]!.name, 'catalogue.json')
    if (existsSync(nested)) return nested
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------------------------
// The dry run: what applying the file would do

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

function diffEntities<T extends { slug: string; name: string; is_active: boolean }>(
  incoming: T[],
  current: T[],
  ignore: (field: string, incomingEntry: T) => boolean = () => false,
): EntityDiff {
  const currentBySlug = new Map(current.map((c) => [c.slug, c]))
  const inFile = new Set(incoming.map((e) => e.slug))
  const diff: EntityDiff = { created: [], changed: [], unchanged: 0, notInFile: [] }
  for (const entry of incoming) {
    const was = currentBySlug.get(entry.slug)
    if (!was) {
      diff.created.push({ slug: entry.slug, name: entry.name })
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
    if (fields.length === 0) diff.unchanged++
    else
      diff.changed.push({ slug: entry.slug, name: entry.name, fields, deactivated: was.is_active && !entry.is_active })
  }
  for (const c of current) if (!inFile.has(c.slug)) diff.notInFile.push({ slug: c.slug, name: c.name })
  return diff
}

/** Compares a validated catalogue file (files under `baseDir`) with the database. Writes nothing. */
export async function diffCatalogue(
  data: CatalogueFile,
  baseDir: string,
  options: { db: Db; dataDir: string },
): Promise<CatalogueDiff> {
  const { file: currentInput } = await catalogueAsFile(options)
  // Through the schema, so defaults are filled in on both sides alike.
  const current = catalogueFileSchema.parse(currentInput)
  const hashed = new Map<string, string>()
  const incomingName = (file: string) => {
    let name = hashed.get(file)
    if (!name) {
      name = `${contentHash(readFileSync(path.resolve(baseDir, file))).slice(0, 24)}${path.extname(file).toLowerCase()}`
      hashed.set(file, name)
    }
    return name
  }
  const incoming = withoutEmptyTranslations(normaliseFiles(data, incomingName))
  const stored = withoutEmptyTranslations(normaliseFiles(current, (file) => path.basename(file)))
  return {
    categories: diffEntities(incoming.categories, stored.categories),
    // A file without created_at keeps the product's date (the import only sets it when given).
    products: diffEntities(
      incoming.products,
      stored.products,
      (field, entry) => field === 'created_at' && entry.created_at === undefined,
    ),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Staging: upload → dry run → apply

export interface StagedImport {
  token: string
  diff: CatalogueDiff
  counts: { categories: number; products: number }
}

function stagingRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'staging')
}

function removeStale(root: string, now: number): void {
  if (!existsSync(root)) return
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name)
    try {
      if (now - statSync(dir).mtimeMs > STAGING_TTL_MS) rmSync(dir, { recursive: true, force: true })
    } catch {
      // Removed by a concurrent request: nothing to do.
    }
  }
}

/**
 * Unpacks and validates an uploaded archive and computes its diff. Nothing is written to the database; the files
 * stay staged under a random token until applied or an hour old. Validation problems throw TransferError with the
 * import's paths (`products[3].price: …`).
 */
export async function stageImport(archive: Uint8Array, options: { db?: Db; dataDir: string }): Promise<StagedImport> {
  if (archive.length > TRANSFER_LIMITS.archiveBytes)
    throw new TransferError(`The archive is larger than ${TRANSFER_LIMITS.archiveBytes / 1024 / 1024} MB.`, 413)
  const root = stagingRoot(options.dataDir)
  removeStale(root, Date.now())
  const token = randomBytes(16).toString('hex')
  const dir = path.join(root, token)
  mkdirSync(dir, { recursive: true })
  try {
    unpackArchive(archive, dir)
    const json = findCatalogueJson(dir)
    if (!json)
      throw new TransferError('The archive has no catalogue.json (export one to see the expected layout).', 400)
    const { data, baseDir } = validateFile(json)
    const diff = await diffCatalogue(data, baseDir, { db: options.db ?? (await getDb()), dataDir: options.dataDir })
    writeFileSync(path.join(dir, '.catalogue-path'), path.relative(dir, json))
    return { token, diff, counts: { categories: data.categories.length, products: data.products.length } }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    throw err
  }
}

function validateFile(json: string): ReturnType<typeof validateCatalogueFile> {
  try {
    return validateCatalogueFile(json)
  } catch (err) {
    if (err instanceof CatalogueValidationError)
      throw new TransferError(
        `The catalogue file has ${err.issues.length} problem(s); nothing was written.`,
        400,
        err.issues,
      )
    throw err
  }
}

// One import at a time per process: two applies at once would only race each other's identical work.
const running = globalThis as unknown as { __catalogueImportRunning?: boolean }

/** Applies a staged upload with the import's own code, audited in its transaction, visible everywhere at once. */
export async function applyImport(
  token: string,
  ctx: EditorContext & { dataDir: string; company: CompanyDetails },
): Promise<ImportResult> {
  if (!/^[0-9a-f]{32}$/.test(token)) throw new TransferError('Unknown upload.', 400)
  const dir = path.join(stagingRoot(ctx.dataDir), token)
  const marker = path.join(dir, '.catalogue-path')
  if (!existsSync(marker))
    throw new TransferError('This upload has expired or was already applied; upload the file again.', 404)
  if (running.__catalogueImportRunning)
    throw new TransferError('Another import is running; try again in a moment.', 409)
  running.__catalogueImportRunning = true
  try {
    const json = path.join(dir, readFileSync(marker, 'utf8'))
    validateFile(json)
    const db = ctx.db ?? (await getDb())
    const result = await importCatalogue(json, {
      db,
      dataDir: ctx.dataDir,
      company: ctx.company,
      inTransaction: (tx, counts) =>
        ctx.audit(tx, {
          actor: ctx.actor,
          entityType: 'catalogue-import',
          entityId: token.slice(0, 12),
          action: 'import',
          before: null,
          after: counts,
        }),
    })
    // The import bumped the revision in its transaction; this instance reloads now.
    await catalogueChanged({ bumped: true })
    rmSync(dir, { recursive: true, force: true })
    return result
  } finally {
    running.__catalogueImportRunning = false
  }
}
