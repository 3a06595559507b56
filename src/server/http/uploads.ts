import 'server-only'

import { realpath, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { getEnv } from '@/env'
import { mediaDirs } from '@/server/catalogue/media'

/**
 * Serves files from the uploads directory, and nothing else. The name must be a plain file name (no separators,
 * no "..", no NUL, no absolute path, no backslash) of an allowed type, and the resolved real path must still lie
 * inside the directory (a symlink planted there cannot lead out).
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
  const dir = mediaDirs(getEnv().DATA_DIR)[kind]
  const candidate = path.join(dir, name)
  let real: string
  let realDir: string
  try {
    ;[real, realDir] = await Promise.all([realpath(candidate), realpath(dir)])
  } catch {
    return notFound()
  }
  if (path.dirname(real) !== realDir) return notFound()
  const info = await stat(real)
  if (!info.isFile()) return notFound()

  const headers: Record<string, string> = {
    'Content-Type': types[path.extname(name).toLowerCase()]!,
    'Content-Length': String(info.size),
    // File names carry a content hash: a changed file gets a new name, so these can be cached for a year.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-site',
  }
  if (kind === 'files') headers['Content-Disposition'] = `attachment; filename="${name}"`
  if (options.method === 'HEAD') return new Response(null, { headers })
  return new Response(new Uint8Array(await readFile(real)), { headers })
}
