import 'server-only'

/**
 * One door to the files the site keeps: uploaded images and documents, their renditions and the generated PDFs
 * (docs/decisions/050-object-storage.md). Two drivers implement it: a local directory (the default, as the site has
 * always stored them) and any S3-compatible bucket, so several app instances can share one set of media.
 *
 * Keys are relative, slash-separated paths such as `images/x-3f2a-640.webp`. Every segment is a plain file name:
 * no `..`, no leading dot, no backslash or NUL. A key that breaks the rule is refused by every driver (never
 * normalised), so a crafted name cannot reach outside the store whatever the driver.
 */

export interface StoredObjectInfo {
  key: string
  size: number
  contentType: string
  lastModified: Date
  /** The store's own checksum of the object where it keeps one (an S3 ETag); a local folder has none. */
  etag?: string
}

export interface StoredObject extends StoredObjectInfo {
  body: ReadableStream<Uint8Array>
}

export interface PutOptions {
  contentType: string
  /** Sent with the object where the driver keeps headers (S3), so a bucket served directly caches like the site. */
  cacheControl?: string
}

export interface Storage {
  readonly driver: 'local' | 's3'
  /** Where this store writes, for messages and logs (a folder, or endpoint and bucket). */
  readonly location: string
  put(key: string, data: Buffer, options: PutOptions): Promise<void>
  /** Stores a file from disk, streamed (backups: too large to hold in memory). */
  putFile(key: string, file: string, options: PutOptions): Promise<void>
  /** The object as a stream with its metadata, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /**
   * Bytes `start` to `end` (both included, within the object) as a stream, with the whole object's metadata (`size`
   * is the object's); null when there is none. What a download's Range request reads (src/server/http/ranges.ts): the
   * rest of the object is never read.
   */
  getRange(key: string, start: number, end: number): Promise<StoredObject | null>
  /**
   * The object's file on this machine (the local driver only; a bucket has none): what the HTTP server sends known
   * library files from (src/server/http/known-downloads.mjs). Null when there is no such file.
   */
  localFile?(key: string): Promise<string | null>
  /** The whole object in memory, or null (for image processing and PDFs, which need the bytes). */
  read(key: string): Promise<Buffer | null>
  head(key: string): Promise<StoredObjectInfo | null>
  exists(key: string): Promise<boolean>
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>
  /** Every key under `prefix` ('' for all), in no promised order. */
  list(prefix: string): Promise<StoredObjectInfo[]>
  /** The URL a browser fetches the object from. */
  publicUrl(key: string): string
}

/** A key that is not a plain relative path: refused before any driver touches it. */
export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 200))}: keys are plain relative paths of file names.`)
    this.name = 'InvalidStorageKey'
  }
}

/**
 * The store could not be reached or refused the operation. The message says what failed where, in words staff can
 * pass on; nothing was written when a put fails with it.
 */
export class StorageUnavailable extends Error {
  constructor(
    public readonly operation: string,
    public readonly key: string,
    public readonly location: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause)
    // An S3 answer without a body (HEAD) carries no message: its status says e.g. 403, wrong credentials.
    const status = (cause as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode
    const answered = status ? ` (HTTP ${status})` : ''
    super(`The media storage (${location}) could not ${operation} "${key}": ${reason}${answered}`, { cause })
    this.name = 'StorageUnavailable'
  }
}

/** What staff read when a save or an upload could not store its files: what failed, and that nothing was kept. */
export function notStoredMessage(err: StorageUnavailable): string {
  return `Not saved: ${err.message}. Nothing was changed; your input is still here, try again in a minute.`
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,199}$/i

export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false
  return key.split('/').every((s) => SEGMENT.test(s) && !s.includes('..'))
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidStorageKey(key)
  return key
}

/** A list prefix: '' or a valid key, optionally ending with '/'. */
export function assertPrefix(prefix: string): string {
  if (prefix === '' || isValidKey(prefix.replace(/\/$/, ''))) return prefix
  throw new InvalidStorageKey(prefix)
}

/** Content types by extension: what the local driver answers (a folder keeps no metadata) and the media writes. */
export const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.md': 'text/markdown; charset=utf-8',
  '.zip': 'application/zip',
}

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.')
  return (dot > key.lastIndexOf('/') && CONTENT_TYPES[key.slice(dot).toLowerCase()]) || 'application/octet-stream'
}
