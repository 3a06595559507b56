import 'server-only'

import { Readable } from 'node:stream'

import { isLocale, type Locale } from '@/lib/i18n/locales'
import { logger } from '@/server/log/log'
import { requestNow } from '@/server/page/request-now'
import { StorageUnavailable } from '@/server/storage'
import { fieldPack } from './field-pack'

/**
 * The HTTP side of a field pack (docs/decisions/092-field-pack.md): 304 when the browser holds the same contents
 * (ETag), else the zip streamed with its length, revalidated on every use so a pack follows the library at once.
 */

const NAME = /^([a-z0-9][a-z0-9-]{0,199})(?:\.(fa|ps))?\.zip$/

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  })

export async function fieldPackResponse(request: Request, file: string): Promise<Response> {
  const match = NAME.exec(file)
  if (!match) return notFound()
  const locale: Locale = isLocale(match[2]) ? match[2] : 'en'
  let pack
  try {
    pack = await fieldPack(match[1]!, locale, await requestNow())
  } catch (err) {
    if (!(err instanceof StorageUnavailable)) throw err
    logger('library').error({ err: err.message }, 'media storage unreachable')
    return new Response('The file storage is unavailable; try again shortly.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
    })
  }
  if (!pack) return notFound()
  const headers: Record<string, string> = {
    ETag: pack.etag,
    'Cache-Control': 'public, no-cache, no-transform',
  }
  const held = request.headers.get('if-none-match')
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === pack.etag))
    return new Response(null, { status: 304, headers })
  const { body, size } = pack.stream()
  const length = await size
  return new Response(request.method === 'HEAD' ? null : (Readable.toWeb(body) as ReadableStream<Uint8Array>), {
    headers: {
      ...headers,
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${pack.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      ...(length > 0 ? { 'Content-Length': String(length) } : {}),
    },
  })
}
