import 'server-only'

import { BODY_LIMITS, sizeText } from '@/lib/http-limits.mjs'
import { isSameOrigin, readBodyLimited } from '@/server/http/guards'
import { jsonError } from '@/server/http/http'
import { TRANSFER_LIMITS, TransferError } from './transfer'

/**
 * Cross-site posts are refused with 403, like every staff API (the session cookie is SameSite, this is the second
 * lock on the door).
 */
export function checkSameOrigin(request: Request): void {
  if (!isSameOrigin(request.headers)) throw new TransferError('Cross-site requests are not accepted.', 403)
}

/**
 * The apply request's JSON, read up to its limit (src/lib/http-limits.mjs): a body past it is refused while
 * streaming, never held whole.
 */
export async function readApplyBody(request: Request): Promise<unknown> {
  const limit = BODY_LIMITS['import-apply'].bytes
  const body = await readBodyLimited(request, limit)
  if (!body.ok) throw new TransferError(`The request is too large: the limit is ${sizeText(limit)}.`, 413)
  try {
    return JSON.parse(body.text) as unknown
  } catch {
    return null
  }
}

/**
 * Reads the uploaded archive (the raw request body), refusing it as soon as it passes the size limit: a declared
 * Content-Length over it before reading, a chunked body while streaming.
 */
export async function readUpload(request: Request): Promise<Uint8Array> {
  checkSameOrigin(request)
  const limit = TRANSFER_LIMITS.archiveBytes
  const tooLarge = () => new TransferError(`The archive is larger than ${limit / 1024 / 1024} MB.`, 413)
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) throw tooLarge()
  if (!request.body) throw new TransferError('Choose a catalogue archive (.zip) to upload.', 400)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  if (size === 0) throw new TransferError('Choose a catalogue archive (.zip) to upload.', 400)
  return Buffer.concat(chunks)
}

/** A refusal becomes `{ error: { message, issues } }` with its status; anything else is a real failure. */
export function transferErrorResponse(err: unknown): Response {
  if (err instanceof TransferError)
    return jsonError(err.status, err.message, err.issues, { 'Cache-Control': 'no-store' })
  throw err
}
