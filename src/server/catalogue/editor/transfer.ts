import 'server-only'

import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'

import sharp from 'sharp'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

import type { CatalogueFile } from '@/lib/catalogue/file-format'
import { backupBeforeImport } from '@/server/backups'
import { getDb, getDbHandle, type Db } from '@/server/db/client'
import type { CompanyDetails } from '@/server/documents/company'
import { catalogueChanged } from '../changes'
import { catalogueJson, readOriginal } from '../export'
import { CatalogueValidationError, importCatalogue, validateCatalogueFile, type ImportResult } from '../import'
import { MAX_IMAGE_PIXELS, mediaStore } from '../media'
import { diffCatalogue, type CatalogueDiff, type WrittenEntry } from './transfer-diff'
import { TransferError } from './transfer-error'
import { TRANSFER_LIMITS } from './transfer-limits'
import {
  enforceQuotas,
  makeStagingDir,
  newStagingDir,
  readMeta,
  stagingRoot,
  sweepStaging,
  writeMeta,
} from './transfer-staging'
import { unpackArchive } from './transfer-unpack'
import type { EditorContext } from './types'
import { MAX_IMAGE_BYTES } from './uploads'

export { TRANSFER_LIMITS, TransferError }
export { safeEntryName } from './transfer-unpack'
export type { CatalogueDiff, ChangedEntry, DiffEntry, EntityDiff, WrittenEntry } from './transfer-diff'

/**
 * Import and export from the staff panel (docs/decisions/017-product-editor.md): the catalogue as a zip in the CLI's
 * export format; an uploaded zip is unpacked into a staging folder (src/server/catalogue/editor/transfer-staging.ts),
 * validated by the import's own code, compared with the database (the dry run), and applied by the import's own code
 * inside this server process (so PGlite needs no stop): exactly the entries the dry run listed, with an audit entry
 * in the import's transaction that records each one, and the change shown on every instance at once.
 */

// ---------------------------------------------------------------------------------------------------------------
// Export

/** Media that is already compressed is stored, not deflated again. */
const STORED = /\.(png|jpe?g|webp|avif|pdf|zip)$/i

export interface ExportedArchive {
  /** The zip, read from a temporary file that is removed once the stream ends or is cancelled. */
  stream: ReadableStream<Uint8Array>
  size: number
  name: string
}

/**
 * The catalogue as a zip, made entry by entry (fflate's streaming `Zip`) into a temporary file: catalogue.json as it
 * is written from the database a page at a time, then each original read one at a time. A temporary file rather
 * than straight into the response, so a failure is still an error response, not a truncated download sent as 200.
 */
export async function exportArchive(options: { db?: Db; dataDir: string }): Promise<ExportedArchive> {
  const db = options.db ?? (await getDb())
  const dir = await mkdtemp(path.join(tmpdir(), 'catalogue-export-'))
  const target = path.join(dir, 'catalogue.zip')
  try {
    await writeZip(target, db, options.dataDir)
    const { size } = await stat(target)
    const file = createReadStream(target)
    const removeDir = () => void rm(dir, { recursive: true, force: true })
    file.once('close', removeDir)
    const date = new Date().toISOString().slice(0, 10)
    return { stream: Readable.toWeb(file) as ReadableStream<Uint8Array>, size, name: `catalogue-${date}.zip` }
  } catch (err) {
    await rm(dir, { recursive: true, force: true })
    throw err
  }
}

async function writeZip(target: string, db: Db, dataDir: string): Promise<void> {
  const out = createWriteStream(target)
  const failed = new Promise<never>((_, reject) => out.once('error', reject))
  failed.catch(() => undefined)
  let pending: Promise<void> = Promise.resolve()
  const zip = new Zip((err, data, final) => {
    if (err) pending = Promise.reject(err)
    // Waits for the disk when its buffer is full, so the zip never runs ahead of it.
    else if (!out.write(data)) pending = Promise.race([once(out, 'drain').then(() => undefined), failed])
    if (final) out.end()
  })
  const push = async (entry: ZipPassThrough | ZipDeflate, chunk: Uint8Array, last = false) => {
    entry.push(chunk, last)
    await pending
  }
  const json = new ZipDeflate('catalogue.json', { level: 6 })
  zip.add(json)
  const { chunks, done } = catalogueJson({ db, dataDir })
  for await (const text of chunks) await push(json, Buffer.from(text))
  await push(json, new Uint8Array(), true)
  const store = mediaStore(dataDir)
  for (const { from, relative } of done().files) {
    const entry = STORED.test(relative) ? new ZipPassThrough(relative) : new ZipDeflate(relative, { level: 6 })
    zip.add(entry)
    await push(entry, await readOriginal(store, from), true)
  }
  zip.end()
  await finished(out)
}

// ---------------------------------------------------------------------------------------------------------------
// Staging: upload → dry run → apply

export interface StagedImport {
  token: string
  diff: CatalogueDiff
  counts: { categories: number; products: number }
}

/** catalogue.json at the archive's root, or inside its single top-level folder (a zipped export folder). */
async function findCatalogueJson(dir: string): Promise<string | undefined> {
  const atRoot = path.join(dir, 'catalogue.json')
  if (existsSync(atRoot)) return atRoot
  const entries = await readdir(dir, { withFileTypes: true })
  if (entries.length === 1 && entries[0]!.isDirectory()) {
    const nested = path.join(dir, entries[0]!.name, 'catalogue.json')
    if (existsSync(nested)) return nested
  }
  return undefined
}

/** The images a catalogue names, with the path of the field that names each (for the refusal's issues). */
function imageRefs(data: CatalogueFile): { path: string; file: string }[] {
  const refs: { path: string; file: string }[] = []
  data.categories.forEach((c, i) => c.image && refs.push({ path: `categories[${i}].image.file`, file: c.image.file }))
  data.products.forEach((p, i) => {
    p.images.forEach((img, j) => refs.push({ path: `products[${i}].images[${j}].file`, file: img.file }))
    p.gallery.forEach((g, j) => refs.push({ path: `products[${i}].gallery[${j}].image.file`, file: g.image.file }))
  })
  return refs
}

/**
 * The product editor's caps apply to imported images too (src/server/catalogue/editor/uploads.ts): at most
 * MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS. Checked in the dry run from the file's size and header, before any decode.
 */
async function checkImages(data: CatalogueFile, baseDir: string): Promise<void> {
  const issues = []
  for (const ref of imageRefs(data)) {
    const file = path.resolve(baseDir, ref.file)
    const { size } = await stat(file)
    if (size > MAX_IMAGE_BYTES) {
      issues.push({
        path: ref.path,
        message: `${ref.file} is ${Math.round(size / 1024 / 1024)} MB; the limit is 10 MB`,
      })
      continue
    }
    const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: false })
      .metadata()
      .catch(() => ({ width: 0, height: 0 }))
    if (width * height > MAX_IMAGE_PIXELS)
      issues.push({ path: ref.path, message: `${ref.file} is ${width}×${height} pixels; the limit is 40 megapixels` })
  }
  if (issues.length)
    throw new TransferError(`${issues.length} image(s) are over the size limits; nothing was written.`, 413, issues)
}

/** The dry run's result for the catalogue file staged in `dir`. */
async function dryRun(json: string, options: { db: Db; dataDir: string }) {
  const { data, baseDir } = await validateFile(json)
  await checkImages(data, baseDir)
  const { diff, written } = await diffCatalogue(data, baseDir, options)
  return { data, diff, written }
}

/**
 * Unpacks and validates an uploaded archive and computes its diff. Nothing is written to the database; the files
 * stay staged under a random token until applied, an hour old, or dropped by the quotas. Validation problems throw
 * TransferError with the import's paths (`products[3].price: …`).
 */
export async function stageImport(
  archive: Uint8Array,
  options: { db?: Db; dataDir: string; owner?: number },
): Promise<StagedImport> {
  if (archive.length > TRANSFER_LIMITS.archiveBytes)
    throw new TransferError(`The archive is larger than ${TRANSFER_LIMITS.archiveBytes / 1024 / 1024} MB.`, 413)
  await sweepStaging(options.dataDir)
  const { token, dir } = newStagingDir(options.dataDir)
  await makeStagingDir(dir)
  try {
    const bytes = await unpackArchive(archive, dir)
    const json = await findCatalogueJson(dir)
    if (!json)
      throw new TransferError('The archive has no catalogue.json (export one to see the expected layout).', 400)
    const db = options.db ?? (await getDb())
    const { data, diff } = await dryRun(json, { db, dataDir: options.dataDir })
    const meta = {
      token,
      owner: options.owner ?? null,
      createdAt: Date.now(),
      bytes,
      catalogue: path.relative(dir, json),
    }
    await writeMeta(dir, { ...meta, diff: summary(diff) })
    await enforceQuotas(options.dataDir, meta)
    return { token, diff, counts: { categories: data.categories.length, products: data.products.length } }
  } catch (err) {
    await rm(dir, { recursive: true, force: true })
    throw err
  }
}

/** What the dry run showed, to compare with the database at apply time: slugs and fields, not values. */
function summary(diff: CatalogueDiff): string {
  const side = (d: CatalogueDiff['products']) => ({
    created: d.created.map((e) => e.slug),
    changed: d.changed.map((e) => [e.slug, e.fields]),
  })
  return JSON.stringify({ categories: side(diff.categories), products: side(diff.products) })
}

async function validateFile(json: string): ReturnType<typeof validateCatalogueFile> {
  try {
    return await validateCatalogueFile(json)
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

/**
 * Applies a staged upload with the import's own code: exactly the entries its dry run listed (the unchanged ones are
 * skipped), audited in the import's transaction entry by entry, visible everywhere at once. When the catalogue
 * changed since the dry run (another editor saved), nothing is written: the dry run must be made again (409).
 */
export async function applyImport(
  token: string,
  ctx: EditorContext & { dataDir: string; company: CompanyDetails },
): Promise<ImportResult> {
  if (!/^[0-9a-f]{32}$/.test(token)) throw new TransferError('Unknown upload.', 400)
  const dir = path.join(stagingRoot(ctx.dataDir), token)
  const meta = await readMeta(dir)
  if (!meta) throw new TransferError('This upload has expired or was already applied; upload the file again.', 404)
  if (running.__catalogueImportRunning)
    throw new TransferError('Another import is running; try again in a moment.', 409)
  running.__catalogueImportRunning = true
  try {
    const json = path.join(dir, meta.catalogue)
    const db = ctx.db ?? (await getDb())
    const { diff, written } = await dryRun(json, { db, dataDir: ctx.dataDir })
    if (summary(diff) !== meta.diff)
      throw new TransferError(
        'The catalogue changed since this dry run; nothing was written. Upload the file again to see the changes.',
        409,
      )
    const only = (type: WrittenEntry['type']) => new Set(written.filter((w) => w.type === type).map((w) => w.slug))
    // A backup before the apply, so a mistaken import can be undone by restoring it (docs/operations-backups.md); an
    // import whose backup failed is refused.
    if (written.length) {
      try {
        await backupBeforeImport(await getDbHandle(), ctx.actor.displayName)
      } catch (err) {
        throw new TransferError(`${err instanceof Error ? err.message : String(err)} Nothing was written.`, 409)
      }
    }
    const result = await importCatalogue(json, {
      db,
      dataDir: ctx.dataDir,
      company: ctx.company,
      only: { categories: only('category'), products: only('product') },
      inTransaction: (tx, counts) =>
        ctx.audit(tx, {
          actor: ctx.actor,
          entityType: 'catalogue-import',
          entityId: token.slice(0, 12),
          action: 'import',
          before: null,
          after: { ...counts, written },
        }),
    })
    // The import bumped the revision in its transaction; this instance reloads now.
    if (written.length) await catalogueChanged({ bumped: true })
    await rm(dir, { recursive: true, force: true })
    return result
  } finally {
    running.__catalogueImportRunning = false
  }
}
