import 'server-only'

import path from 'node:path'

import { getEnv } from '@/env'
import { mediaStorage, StorageUnavailable, type Storage, type StoredObjectInfo } from '@/server/storage'
import { logger } from '@/server/log/log'
import { serveRepresentation, sha256OfStream } from './ranges'

/**
 * Serves files from the media store (the uploads folder or the bucket, decision 050), and nothing else. The name
 * must be a plain file name (no separators, no "..", no NUL, no absolute path, no backslash) of an allowed type; the
 * store refuses anything else again, and the local driver refuses a file whose real path leaves its folder (a
 * symlink planted there cannot lead out). Every answer takes Range requests and carries the file's SHA-256
 * (./ranges.ts, docs/decisions/091-download-ranges.md).
 */
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,199}$/i

export const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
}
export const FILE_TYPES: Record<string, string> = { '.pdf': 'application/pdf' }

export function isSafeUploadName(name: string, types: Record<string, string>): boolean {
  return SAFE_NAME.test(name) && !name.includes('..') && path.extname(name).toLowerCase() in types
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=60',
    },
  })

export async function serveUpload(
  kind: 'images' | 'files',
  name: string,
  options: { method?: string; request?: Request } = {},
): Promise<Response> {
  const types = kind === 'images' ? IMAGE_TYPES : FILE_TYPES
  if (!isSafeUploadName(name, types)) return notFound()
  const env = getEnv()
  const store = mediaStorage()
  const key = `${kind}/${name}`
  // A bucket that is public at MEDIA_BASE_URL (or a CDN in front of it) serves media itself: old links and links
  // written before it was set are sent there. Not with the local driver, where a CDN at MEDIA_BASE_URL pulls
  // /uploads/* from this very route and a redirect would loop.
  if (env.STORAGE_DRIVER === 's3' && env.MEDIA_BASE_URL)
    return new Response(null, {
      status: 302,
      headers: { Location: store.publicUrl(key), 'Cache-Control': 'public, max-age=86400' },
    })

  let found: StoredObjectInfo | null
  let sha256: string
  try {
    found = await store.head(key)
    if (!found) return notFound()
    sha256 = await storedDigest(store, found)
  } catch (err) {
    if (!(err instanceof StorageUnavailable)) throw err
    logger('uploads').error({ err: err.message }, 'media storage unreachable')
    return new Response('Media storage is unavailable; try again shortly.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
    })
  }
  const request = options.request ?? new Request('http://localhost/', { method: options.method ?? 'GET' })
  return serveRepresentation(
    request,
    {
      size: found.size,
      sha256,
      lastModified: found.lastModified,
      // The type is the route's, by extension, never what the store says: a bucket object's type is set by whoever
      // wrote it.
      contentType: types[path.extname(name).toLowerCase()]!,
      ...(kind === 'files' ? { fileName: name } : {}),
      // File names carry a content hash: a changed file gets a new name, so these can be cached for a year.
      cacheControl: 'public, max-age=31536000, immutable',
    },
    async (start, end) => (await store.getRange(key, start, end))?.body ?? null,
  )
}

/** Digests of stored objects already read, by key, size and date: each object is hashed once per process. */
const digests = new Map<string, Promise<string>>()
const MAX_DIGESTS = 20_000

/**
 * The SHA-256 of a stored object (for ETag and Repr-Digest), read once and remembered while the object is the same
 * (its size and date). Exported for the support library, whose files' digests are in the database.
 */
export function storedDigest(store: Storage, info: StoredObjectInfo): Promise<string> {
  const id = `${store.location} ${info.key} ${info.size} ${info.lastModified.getTime()}`
  let digest = digests.get(id)
  if (!digest) {
    digest = store.get(info.key).then((object) => {
      if (!object) throw new Error(`${info.key} vanished while it was being read`)
      return sha256OfStream(object.body)
    })
    digests.set(id, digest)
    digest.catch(() => digests.delete(id))
    if (digests.size > MAX_DIGESTS) digests.delete(digests.keys().next().value!)
  }
  return digest
}
