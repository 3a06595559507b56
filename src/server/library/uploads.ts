import 'server-only'

import { createHash, randomBytes, type Hash } from 'node:crypto'
import path from 'node:path'
import { pipeline, Transform, type Readable } from 'node:stream'

import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import { Server } from '@tus/server'
import type { DataStore, Upload } from '@tus/utils'
import { and, eq, inArray, lt } from 'drizzle-orm'

import { getEnv, type Env } from '@/env'
import { contentMatchesName, fileNameProblem, fileTypeOf } from '@/lib/library/file-types'
import { getDb } from '@/server/db/client'
import { libraryFiles, libraryUploads, type LibraryUploadRow } from '@/server/db/schema'
import { errorMessage, logger } from '@/server/log/log'
import { sha256OfStream } from '@/server/http/ranges'
import { mediaRoot, mediaStorage, S3_MEDIA_PREFIX, s3OptionsFromEnv, type Storage } from '@/server/storage'

/**
 * Large uploads for the support library (docs/decisions/090-resumable-uploads.md): the tus protocol, with tus's own
 * maintained server (@tus/server) in front of its local-folder or S3 store, writing straight into the media store as
 * the bytes arrive (the folder DATA_DIR/uploads/library, or the bucket's uploads/library/ as an S3 multipart upload),
 * never holding a file in memory. A dropped connection keeps what arrived; the browser's tus client asks how much and
 * sends the rest.
 *
 * Each upload has a row in `library_uploads` from its creation. When its last byte arrives, its SHA-256 is taken (fed
 * as the bytes passed, when they all passed through this process in order; read back from the store otherwise) and
 * its first bytes are checked against its name's type. A release's save attaches finished uploads (the row becomes a
 * `library_files` row, the bytes stay where they are); anything unattached after LIBRARY_UPLOAD_EXPIRY_HOURS is
 * swept, bytes included. Nothing here is ever served: downloads read `library_files` only.
 */

export const UPLOADS_PATH = '/api/admin/library/uploads'
/** Where the library's bytes live in the media store. */
export const LIBRARY_PREFIX = 'library/'
/** The header the route handler sets (after checking the session) to say who uploads; a client's own is removed. */
export const UPLOADER_HEADER = 'x-library-uploader'

const UPLOAD_ID = /^[0-9a-f]{32}$/
const log = logger('library')

export const maxUploadBytes = (env: Env = getEnv()) => env.LIBRARY_MAX_FILE_MB * 1_000_000
export const uploadExpiryMs = (env: Env = getEnv()) => env.LIBRARY_UPLOAD_EXPIRY_HOURS * 3_600_000

/** An upload id's key in the media store. */
export const storageKeyOf = (id: string) => `${LIBRARY_PREFIX}${id}`

/** SHA-256s being fed as bytes arrive, by tus id; `at` is how many bytes each has seen. */
interface Running {
  hash: Hash
  at: number
}
const g = globalThis as unknown as { __libraryHashes?: Map<string, Running>; __libraryTus?: Map<string, Server> }
const running = (g.__libraryHashes ??= new Map())

/**
 * Feeds the bytes of each write to the upload's running hash when they continue exactly where it stopped; any gap
 * (a resume on another instance, a restart, a write that failed half-way) drops it, and the digest is then read back
 * from the store when the upload finishes.
 */
async function hashedWrite(
  write: (readable: Readable, id: string, offset: number) => Promise<number>,
  readable: Readable,
  id: string,
  offset: number,
): Promise<number> {
  const state = running.get(id)
  const usable = state !== undefined && state.at === offset
  let counted = 0
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (usable) state.hash.update(chunk)
      counted += chunk.length
      callback(null, chunk)
    },
  })
  const tapped = pipeline(readable, tap, () => undefined) as unknown as Readable
  let next: number
  try {
    next = await write(tapped, id, offset)
  } catch (err) {
    running.delete(id)
    throw err
  }
  if (usable && next - offset === counted) state.at = next
  else running.delete(id)
  return next
}

class HashingFileStore extends FileStore {
  override async create(upload: Upload) {
    running.set(upload.id, { hash: createHash('sha256'), at: 0 })
    return super.create(upload)
  }
  override write(readable: Readable, id: string, offset: number) {
    return hashedWrite((r, i, o) => super.write(r, i, o), readable, id, offset)
  }
}

class HashingS3Store extends S3Store {
  override async create(upload: Upload) {
    running.set(upload.id, { hash: createHash('sha256'), at: 0 })
    return super.create(upload)
  }
  override write(readable: Readable, id: string, offset: number) {
    return hashedWrite((r, i, o) => super.write(r, i, o), readable, id, offset)
  }
}

/** The tus id of an upload in its store: the store's own key (the bucket's keys carry the media prefix). */
function tusIdPrefix(env: Env): string {
  return env.STORAGE_DRIVER === 's3' ? `${S3_MEDIA_PREFIX}${LIBRARY_PREFIX}` : LIBRARY_PREFIX
}

function makeStore(env: Env): DataStore {
  if (env.STORAGE_DRIVER === 's3') {
    const s3 = s3OptionsFromEnv(env)
    return new HashingS3Store({
      // 16 MiB parts: the browser sends chunks of this size, so each is one part (S3's minimum is 5 MiB).
      partSize: 16 * 1024 * 1024,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  }
  return new HashingFileStore({ directory: mediaRoot(undefined, env) })
}

/** Where an upload stands, for the editor. */
export interface UploadState {
  id: string
  fileName: string
  bytes: number
  status: 'uploading' | 'complete' | 'refused'
  sha256: string | null
  problem: string | null
}

export const uploadState = (row: LibraryUploadRow): UploadState => ({
  id: row.id,
  fileName: row.fileName,
  bytes: row.bytes,
  status: row.status as UploadState['status'],
  sha256: row.sha256,
  problem: row.problem,
})

/** A refusal tus sends as the answer (its hooks throw `{ status_code, body }`). */
const refuse = (status_code: number, body: string) => ({ status_code, body })

/** The one tus server of this process and configuration. */
export function libraryTusServer(env: Env = getEnv()): Server {
  const prefix = tusIdPrefix(env)
  const id = `${env.STORAGE_DRIVER} ${mediaRoot(undefined, env)} ${env.S3_BUCKET ?? ''} ${maxUploadBytes(env)}`
  const servers = (g.__libraryTus ??= new Map())
  const existing = servers.get(id)
  if (existing) return existing
  const store = makeStore(env)
  const options: ConstructorParameters<typeof Server>[0] = {
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: maxUploadBytes(env),
    relativeLocation: true,
    namingFunction: () => `${prefix}${randomBytes(16).toString('hex')}`,
    // The URL carries only the 32 hex digits; the store's key is the prefix and them.
    generateUrl: (_req, { path: base, id: tusId }) => `${base}/${tusId.slice(prefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UPLOAD_ID.test(lastPath) ? `${prefix}${lastPath}` : undefined,
    disableTerminationForFinishedUploads: false,
    async onUploadCreate(req, upload) {
      const uploader = Number(req.headers.get(UPLOADER_HEADER))
      if (!Number.isSafeInteger(uploader) || uploader <= 0) throw refuse(401, 'Sign in again to upload.\n')
      const name = upload.metadata?.filename ?? ''
      const problem = fileNameProblem(name)
      if (problem) throw refuse(415, `${problem}\n`)
      if (upload.size === undefined) throw refuse(400, 'Upload-Length is required: say how large the file is.\n')
      const hex = upload.id.slice(prefix.length)
      await (
        await getDb()
      )
        .insert(libraryUploads)
        .values({ id: hex, storageKey: storageKeyOf(hex), fileName: name, bytes: upload.size, createdBy: uploader })
      return {}
    },
    async onUploadFinish(_req, upload) {
      const state = await finishUpload(upload.id.slice(prefix.length), upload.id)
      return { headers: { 'Library-Upload-Status': state?.status ?? 'missing' } }
    },
  }
  const server = new Server(options)
  servers.set(id, server)
  return server
}

/**
 * The last byte arrived: the SHA-256 (from the running hash, or read back) and the type check, recorded on the row. A
 * file whose content does not match its name is refused and its bytes deleted.
 */
export async function finishUpload(hex: string, tusId: string, store: Storage = mediaStorage()) {
  const db = await getDb()
  const [row] = await db.select().from(libraryUploads).where(eq(libraryUploads.id, hex))
  if (!row) return undefined
  const key = storageKeyOf(hex)
  const fed = running.get(tusId)
  running.delete(tusId)
  let sha256: string
  if (fed && fed.at === row.bytes) sha256 = fed.hash.digest('hex')
  else {
    const object = await store.get(key)
    if (!object) return undefined
    sha256 = await sha256OfStream(object.body)
  }
  const head = row.bytes > 0 ? await store.getRange(key, 0, Math.min(row.bytes, 4096) - 1) : null
  const first = head ? new Uint8Array(await new Response(head.body).arrayBuffer()) : new Uint8Array()
  const type = fileTypeOf(row.fileName)
  const matches = row.bytes > 0 && contentMatchesName(row.fileName, first)
  const problem = matches
    ? null
    : row.bytes === 0
      ? `"${row.fileName}" is empty.`
      : `"${row.fileName}" is not what its name says: its content does not start like a .${path
          .extname(row.fileName)
          .slice(1)
          .toLowerCase()} file. Check you chose the right file, or name it for what it is.`
  const [updated] = await db
    .update(libraryUploads)
    .set({
      status: problem ? 'refused' : 'complete',
      sha256,
      contentType: type?.contentType ?? 'application/octet-stream',
      problem,
      completedAt: new Date(),
    })
    .where(eq(libraryUploads.id, hex))
    .returning()
  if (problem) await removeUploadBytes(hex, store)
  return updated ? uploadState(updated) : undefined
}

/** Deletes an upload's bytes and the tus store's own record of it, wherever they are (missing parts are fine). */
export async function removeUploadBytes(hex: string, store: Storage = mediaStorage()): Promise<void> {
  const key = storageKeyOf(hex)
  for (const k of [key, `${key}.json`, `${key}.info`, `${key}.part`]) {
    await store.delete(k).catch((err: unknown) => log.warn({ key: k, err: errorMessage(err) }, 'could not delete'))
  }
}

/** The tus store's record of an upload, no longer needed once the upload is a release's file. */
export async function forgetUploadRecord(hex: string, store: Storage = mediaStorage()): Promise<void> {
  const key = storageKeyOf(hex)
  for (const k of [`${key}.json`, `${key}.info`]) await store.delete(k).catch(() => undefined)
}

/** The uploads of these ids (any state), for the editor and the release's save. */
export async function uploadsByIds(ids: readonly string[]): Promise<LibraryUploadRow[]> {
  const valid = ids.filter((id) => UPLOAD_ID.test(id))
  if (!valid.length) return []
  return (await getDb()).select().from(libraryUploads).where(inArray(libraryUploads.id, valid))
}

/**
 * Deletes uploads older than the expiry that no release took (unfinished, finished, or refused), with their bytes,
 * and stray objects under library/ that belong to no upload and no file. Returns how many uploads went.
 */
export async function sweepAbandonedUploads(
  now: Date = new Date(),
  store: Storage = mediaStorage(),
  env: Env = getEnv(),
): Promise<number> {
  const db = await getDb()
  const before = new Date(now.getTime() - uploadExpiryMs(env))
  const stale = await db.select().from(libraryUploads).where(lt(libraryUploads.createdAt, before))
  for (const row of stale) {
    await removeUploadBytes(row.id, store)
    await db.delete(libraryUploads).where(and(eq(libraryUploads.id, row.id), lt(libraryUploads.createdAt, before)))
    running.delete(`${tusIdPrefix(env)}${row.id}`)
  }
  // Objects of uploads whose row never was (a creation that failed half-way) or is gone.
  const objects = await store.list(LIBRARY_PREFIX)
  const [files, uploads] = await Promise.all([
    db.select({ key: libraryFiles.storageKey }).from(libraryFiles),
    db.select({ key: libraryUploads.storageKey }).from(libraryUploads),
  ])
  const known = new Set([...files, ...uploads].map((r) => r.key))
  for (const object of objects) {
    const base = object.key.replace(/\.(json|info|part)$/, '')
    if (known.has(base) || object.lastModified > before) continue
    await store.delete(object.key).catch(() => undefined)
  }
  if (stale.length) log.info({ swept: stale.length }, `swept ${stale.length} abandoned library uploads`)
  return stale.length
}

const SWEEP_EVERY_MS = 3_600_000
const sweeper = globalThis as unknown as { __librarySweeper?: NodeJS.Timeout }

/** Sweeps now and every hour (idempotent; start-up calls it). */
export function startUploadSweeper(): void {
  if (sweeper.__librarySweeper) return
  const run = () =>
    void sweepAbandonedUploads().catch((err: unknown) =>
      log.error({ err: errorMessage(err) }, 'sweeping abandoned library uploads failed'),
    )
  sweeper.__librarySweeper = setInterval(run, SWEEP_EVERY_MS)
  sweeper.__librarySweeper.unref()
  run()
}

export function stopUploadSweeper(): void {
  if (sweeper.__librarySweeper) clearInterval(sweeper.__librarySweeper)
  sweeper.__librarySweeper = undefined
}

/** How many bytes of an upload have arrived (its size in the store), for the editor's list after a reload. */
export async function uploadedBytes(hex: string, store: Storage = mediaStorage()): Promise<number> {
  return (await store.head(storageKeyOf(hex)))?.size ?? 0
}
