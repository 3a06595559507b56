import 'server-only'

import path from 'node:path'

import { getEnv } from '@/env'
import { mediaStorage, StorageUnavailable, type StoredObject, type StoredObjectInfo } from '@/server/storage'
import { logger } from '@/server/log/log'

/**
 * Serves files from the media store (the uploads folder or the bucket, decision 050), and nothing else. The name
 * must be a plain file name (no separators, no "..", no NUL, no absolute path, no backslash) of an allowed type; the
 * store refuses anything else again, and the local driver refuses a file whose real path leaves its folder (a
 * symlink planted there cannot lead out).
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
  options: { method?: string } = {},
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

  let found: StoredObject | StoredObjectInfo | null
  try {
    found = options.method === 'HEAD' ? await store.head(key) : await store.get(key)
  } catch (err) {
    if (!(err instanceof StorageUnavailable)) throw err
    logger('uploads').error({ err: err.message }, 'media storage unreachable')
    return new Response('Media storage is unavailable; try again shortly.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
    })
  }
  if (!found) return notFound()

  const headers: Record<string, string> = {
    // The type is the route's, by extension, never what the store says: a bucket object's type is set by whoever
    // wrote it.
    'Content-Type': types[path.extname(name).toLowerCase()]!,
    'Content-Length': String(found.size),
    // File names carry a content hash: a changed file gets a new name, so these can be cached for a year.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Last-Modified': found.lastModified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-site',
  }
  if (kind === 'files') headers['Content-Disposition'] = `attachment; filename="${name}"`
  const body = 'body' in found ? (found as StoredObject).body : null
  return new Response(body, { headers })
}
