import 'server-only'

import { createHash } from 'node:crypto'

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

export interface Representation {
  size: number
  /** The whole file's SHA-256, 64 hex digits. */
  sha256: string
  lastModified: Date
  contentType: string
  /** Sent as an attachment under this name; absent: shown inline (images). */
  fileName?: string
  cacheControl: string
  /** Added to every answer but 304 (Content-Language, Link…). */
  headers?: Record<string, string>
}

/** Reads bytes `start`..`end` (inclusive) as a stream; null when the file vanished meanwhile. */
export type RangeReader = (start: number, end: number) => Promise<ReadableStream<Uint8Array> | null>

export interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

/** More pieces than this after merging: the whole file instead (RFC 9110 §14.2, ranges that ask for many). */
export const MAX_PARTS = 8

export type RangeRequest =
  { kind: 'none' } | { kind: 'ignored' } | { kind: 'unsatisfiable' } | { kind: 'ranges'; ranges: ByteRange[] }

const SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/

/**
 * A Range header against a file of `size` bytes (RFC 9110 §14.1.2, §14.2): the ranges to send, sorted and with
 * overlapping or adjacent ones merged, or why none are.
 */
export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (header === null || header === undefined) return { kind: 'none' }
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header)
  if (!match) return { kind: 'ignored' }
  const specs = match[1]!.split(',').map((s) => s.trim())
  if (specs.length === 0 || specs.length > 100) return { kind: 'ignored' }
  const ranges: ByteRange[] = []
  for (const spec of specs) {
    // An empty element between commas is allowed by the list rule (RFC 9110 §5.6.1).
    if (spec === '') continue
    const m = SPEC.exec(spec)
    if (!m) return { kind: 'ignored' }
    if (m[3] !== undefined) {
      const suffix = Number(m[3])
      if (!Number.isSafeInteger(suffix)) return { kind: 'ignored' }
      if (suffix > 0 && size > 0) ranges.push({ start: Math.max(0, size - suffix), end: size - 1 })
      continue
    }
    const first = Number(m[1])
    const last = m[2] === '' ? Infinity : Number(m[2])
    if (!Number.isSafeInteger(first) || (last !== Infinity && !Number.isSafeInteger(last))) return { kind: 'ignored' }
    if (last < first) return { kind: 'ignored' }
    if (first < size) ranges.push({ start: first, end: Math.min(last, size - 1) })
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' }
  ranges.sort((a, b) => a.start - b.start)
  const merged: ByteRange[] = [ranges[0]!]
  for (const range of ranges.slice(1)) {
    const last = merged[merged.length - 1]!
    if (range.start <= last.end + 1) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  if (merged.length > MAX_PARTS) return { kind: 'ignored' }
  return { kind: 'ranges', ranges: merged }
}

/** The strong ETag of a representation: its SHA-256. */
export const strongEtag = (sha256: string) => `"${sha256}"`

/** RFC 9530 `Repr-Digest`: the SHA-256 as a structured-field byte sequence. */
export const reprDigest = (sha256: string) => `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`

/** `attachment; filename="…"` with an RFC 8187 `filename*` when the name is not plain ASCII (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const plain = ascii === fileName
  return `attachment; filename="${ascii}"${plain ? '' : `; filename*=UTF-8''${encodeURIComponent(fileName)}`}`
}

/** Whether any entity-tag of an If-None-Match list matches ours (weak comparison, RFC 9110 §13.1.2). */
function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/** Whether If-Range lets the Range apply: our strong ETag exactly, or exactly our Last-Modified date. */
function ifRangeHolds(header: string | null, etag: string, lastModified: Date): boolean {
  if (header === null) return true
  const value = header.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag
  const date = Date.parse(value)
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) === Math.floor(date / 1000)
}

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
 * The answer to a GET or HEAD of a file (see the top of this file). `read` is called only for the bytes sent; null
 * from it (the file vanished between the look-up and the read) answers 404.
 */
export async function serveRepresentation(request: Request, rep: Representation, read: RangeReader): Promise<Response> {
  const etag = strongEtag(rep.sha256)
  const common: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': rep.lastModified.toUTCString(),
    'Cache-Control': rep.cacheControl,
    'Repr-Digest': reprDigest(rep.sha256),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-site',
  }
  const ifNoneMatch = request.headers.get('if-none-match')
  const ifModifiedSince = request.headers.get('if-modified-since')
  const notModified =
    ifNoneMatch !== null
      ? noneMatch(ifNoneMatch, etag)
      : ifModifiedSince !== null &&
        Number.isFinite(Date.parse(ifModifiedSince)) &&
        Math.floor(rep.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000)
  if (notModified) return new Response(null, { status: 304, headers: common })

  const headers: Record<string, string> = {
    ...common,
    ...rep.headers,
    'Content-Type': rep.contentType,
    ...(rep.fileName ? { 'Content-Disposition': attachment(rep.fileName) } : {}),
  }
  const head = request.method === 'HEAD'
  // Ranges are defined for GET only (RFC 9110 §14.2); a HEAD describes the whole file.
  // An If-Range that does not hold: the file changed since the first part arrived, so the whole of it (§13.1.5).
  const applies = !head && ifRangeHolds(request.headers.get('if-range'), etag, rep.lastModified)
  const range = applies ? parseRange(request.headers.get('range'), rep.size) : ({ kind: 'none' } as const)
  if (range.kind === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...common, 'Content-Range': `bytes */${rep.size}`, 'Content-Length': '0' },
    })
  }
  if (range.kind === 'ranges' && range.ranges.length === 1) {
    const { start, end } = range.ranges[0]!
    const body = await read(start, end)
    if (!body) return gone()
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${rep.size}`,
        'Content-Length': String(end - start + 1),
      },
    })
  }
  if (range.kind === 'ranges') {
    const { body, length, boundary } = multipartBody(range.ranges, rep.size, rep.contentType, read)
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Type': `multipart/byteranges; boundary=${boundary}`,
        'Content-Length': String(length),
      },
    })
  }
  if (head) return new Response(null, { headers: { ...headers, 'Content-Length': String(rep.size) } })
  const body = rep.size === 0 ? null : await read(0, rep.size - 1)
  if (!body && rep.size > 0) return gone()
  return new Response(body, { headers: { ...headers, 'Content-Length': String(rep.size) } })
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
