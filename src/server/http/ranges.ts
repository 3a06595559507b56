import 'server-only'

import { createHash } from 'node:crypto'

import { planAnswer, type ByteRange, type Representation } from './ranges-core.mjs'

/**
 * Downloads that survive the network (docs/decisions/091-download-ranges.md): every file the site serves (the
 * support library's files, uploaded documents and images, datasheets, field packs) goes out through
 * `serveRepresentation`, which answers as RFC 9110 says:
 *
 * - `Range: bytes=…` on a GET: one range → 206 with `Content-Range`; several → 206 `multipart/byteranges` (at most
 *   MAX_PARTS after overlapping and adjacent ones are merged, else the whole file: §14.2 lets a server ignore a Range
 *   that asks for many small pieces); a malformed header or another unit → ignored, 200; nothing satisfiable → 416 with
 *   `Content-Range: bytes *\/size`;
 * - `If-Range` with the strong ETag (or the exact Last-Modified date) → the range; anything else → the whole file, so
 *   a resumed download never splices two versions;
 * - `If-None-Match` / `If-Modified-Since` → 304;
 * - always `Accept-Ranges: bytes`, a strong `ETag` (the SHA-256), `Content-Length`, and the whole file's SHA-256 in
 *   `Repr-Digest` (RFC 9530), so `sha256sum` of what arrived can be checked against the header.
 *
 * Only the bytes asked for are read from the store (`read(start, end)`), streamed, never held in memory.
 */

export { attachment, MAX_PARTS, parseRange, reprDigest, strongEtag } from './ranges-core.mjs'
export type { ByteRange, RangeRequest, Representation } from './ranges-core.mjs'

/** Reads bytes `start`..`end` (inclusive) as a stream; null when the file vanished meanwhile. */
export type RangeReader = (start: number, end: number) => Promise<ReadableStream<Uint8Array> | null>

const encoder = new TextEncoder()

/** One body made of several ranges, each behind its part header, streamed one after another. */
function multipartBody(
  ranges: ByteRange[],
  size: number,
  contentType: string,
  read: RangeReader,
): { body: ReadableStream<Uint8Array>; length: number; boundary: string } {
  const boundary = `mg-${crypto.randomUUID().replace(/-/g, '')}`
  const heads = ranges.map(
    (r, i) =>
      `${i === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Range: bytes ${r.start}-${r.end}/${size}\r\n\r\n`,
  )
  const tail = `\r\n--${boundary}--\r\n`
  const length =
    heads.reduce((n, h) => n + encoder.encode(h).length, 0) +
    ranges.reduce((n, r) => n + (r.end - r.start + 1), 0) +
    encoder.encode(tail).length
  let index = 0
  let current: ReadableStreamDefaultReader<Uint8Array> | null = null
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (current) {
          const { done, value } = await current.read()
          if (!done) return controller.enqueue(value)
          current = null
          index++
        }
        if (index >= ranges.length) {
          controller.enqueue(encoder.encode(tail))
          return controller.close()
        }
        const range = ranges[index]!
        const stream = await read(range.start, range.end)
        if (!stream) return controller.error(new Error('the file vanished while it was being sent'))
        controller.enqueue(encoder.encode(heads[index]!))
        current = stream.getReader()
        return
      }
    },
    async cancel(reason) {
      await current?.cancel(reason)
    },
  })
  return { body, length, boundary }
}

/**
 * The answer to a GET or HEAD of a file (see the top of this file; the decision is ./ranges-core.mjs's). `read` is
 * called only for the bytes sent; null from it (the file vanished between the look-up and the read) answers 404.
 */
export async function serveRepresentation(request: Request, rep: Representation, read: RangeReader): Promise<Response> {
  const plan = planAnswer(request.method, (name) => request.headers.get(name), rep)
  if (plan.parts) {
    const { body, length, boundary } = multipartBody(plan.parts, rep.size, rep.contentType, read)
    return new Response(body, {
      status: 206,
      headers: {
        ...plan.headers,
        'Content-Type': `multipart/byteranges; boundary=${boundary}`,
        'Content-Length': String(length),
      },
    })
  }
  if (!plan.read) return new Response(null, { status: plan.status, headers: plan.headers })
  const body = await read(plan.read.start, plan.read.end)
  if (!body) return gone()
  return new Response(body, { status: plan.status, headers: plan.headers })
}

function gone(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** A file held in memory (a generated PDF), served with the same rules. */
export function serveBuffer(
  request: Request,
  data: Buffer,
  rep: Omit<Representation, 'size' | 'sha256'> & { sha256?: string },
): Promise<Response> {
  const sha256 = rep.sha256 ?? sha256Hex(data)
  return serveRepresentation(request, { ...rep, size: data.length, sha256 }, async (start, end) => {
    const slice = data.subarray(start, end + 1)
    return new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(slice))
        controller.close()
      },
    })
  })
}

export function sha256Hex(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex')
}

/** The SHA-256 of a stream, read to its end. */
export async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) hash.update(chunk)
  return hash.digest('hex')
}
