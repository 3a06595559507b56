/**
 * Range requests as RFC 9110 says (docs/decisions/091-download-ranges.md): one range, several, malformed, suffix and
 * open-ended, unsatisfiable, If-Range with the current and an older validator, conditional GETs, and the digest
 * headers. Against a file held in memory; the storage drivers' ranged reads have their own contract test.
 */
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { attachment, MAX_PARTS, parseRange, reprDigest, serveBuffer } from './ranges'

const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))
const sha = createHash('sha256').update(data).digest('hex')
const modified = new Date('2026-03-01T10:00:00Z')

function get(headers: Record<string, string> = {}, method = 'GET') {
  return serveBuffer(new Request('http://site.test/f.bin', { method, headers }), data, {
    lastModified: modified,
    contentType: 'application/octet-stream',
    fileName: 'f.bin',
    cacheControl: 'public, no-cache',
  })
}

const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer())

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', [{ start: 0, end: 99 }]],
    ['bytes=900-', [{ start: 900, end: 999 }]],
    ['bytes=-100', [{ start: 900, end: 999 }]],
    ['bytes=-5000', [{ start: 0, end: 999 }]],
    ['bytes=990-5000', [{ start: 990, end: 999 }]],
    [
      'bytes= 0-9 , 20-29',
      [
        { start: 0, end: 9 },
        { start: 20, end: 29 },
      ],
    ],
    [
      'bytes=20-29,0-9',
      [
        { start: 0, end: 9 },
        { start: 20, end: 29 },
      ],
    ],
    ['bytes=0-9,10-19,5-12', [{ start: 0, end: 19 }]],
    ['Bytes=0-0', [{ start: 0, end: 0 }]],
  ])('%s', (header, ranges) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'ranges', ranges })
  })

  it.each(['items=0-9', 'bytes=9-0', 'bytes=abc', 'bytes=0-9-', 'bytes=--1', 'bytes 0-9', 'bytes=1.5-2'])(
    'ignores the malformed %s',
    (header) => expect(parseRange(header, 1000)).toEqual({ kind: 'ignored' }),
  )

  it('finds nothing satisfiable past the end, in a suffix of zero, or in an empty file', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
    // One satisfiable range among unsatisfiable ones is served.
    expect(parseRange('bytes=2000-3000,0-1', 1000)).toEqual({ kind: 'ranges', ranges: [{ start: 0, end: 1 }] })
  })

  it('ignores a Range of more separate pieces than it serves', () => {
    const many = Array.from({ length: MAX_PARTS + 1 }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',')
    expect(parseRange(`bytes=${many}`, 1000)).toEqual({ kind: 'ignored' })
  })
})

describe('serveBuffer', () => {
  it('sends the whole file with its length, strong ETag, Repr-Digest and Accept-Ranges', async () => {
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-length')).toBe('1000')
    expect(response.headers.get('etag')).toBe(`"${sha}"`)
    expect(response.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(sha, 'hex').toString('base64')}:`)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="f.bin"')
    expect(
      createHash('sha256')
        .update(await bytes(response))
        .digest('hex'),
    ).toBe(sha)
  })

  it("answers one range with 206 and Content-Range, the same Repr-Digest (the whole file's)", async () => {
    const response = await get({ range: 'bytes=800-' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 800-999/1000')
    expect(response.headers.get('content-length')).toBe('200')
    expect(response.headers.get('repr-digest')).toBe(reprDigest(sha))
    expect(await bytes(response)).toEqual(data.subarray(800))
  })

  it('answers several ranges as multipart/byteranges, each part with its Content-Range', async () => {
    const response = await get({ range: 'bytes=0-9,500-509' })
    expect(response.status).toBe(206)
    const type = response.headers.get('content-type')!
    const boundary = /boundary=(\S+)/.exec(type)![1]!
    expect(type).toMatch(/^multipart\/byteranges; boundary=/)
    const body = await bytes(response)
    expect(response.headers.get('content-length')).toBe(String(body.length))
    const text = body.toString('latin1')
    expect(text).toContain(`--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes 0-9/1000`)
    expect(text).toContain('Content-Range: bytes 500-509/1000\r\n\r\n')
    expect(text.endsWith(`\r\n--${boundary}--\r\n`)).toBe(true)
    const second = body.indexOf('\r\n\r\n', text.indexOf('bytes 500-509')) + 4
    expect(body.subarray(second, second + 10)).toEqual(data.subarray(500, 510))
  })

  it('answers 416 with bytes */size when nothing asked for exists', async () => {
    const response = await get({ range: 'bytes=1000-2000' })
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe('bytes */1000')
  })

  it('ignores a malformed Range and sends the whole file', async () => {
    const response = await get({ range: 'bytes=oops' })
    expect(response.status).toBe(200)
    expect((await bytes(response)).length).toBe(1000)
  })

  it('honours If-Range with the current ETag or date, and sends everything after a change', async () => {
    expect((await get({ range: 'bytes=0-9', 'if-range': `"${sha}"` })).status).toBe(206)
    expect((await get({ range: 'bytes=0-9', 'if-range': modified.toUTCString() })).status).toBe(206)
    const older = await get({ range: 'bytes=0-9', 'if-range': `"${'0'.repeat(64)}"` })
    expect(older.status).toBe(200)
    expect((await bytes(older)).length).toBe(1000)
    // A weak validator never matches (strong comparison).
    expect((await get({ range: 'bytes=0-9', 'if-range': `W/"${sha}"` })).status).toBe(200)
  })

  it('answers 304 to a matching If-None-Match or a later If-Modified-Since', async () => {
    expect((await get({ 'if-none-match': `"${sha}"` })).status).toBe(304)
    expect((await get({ 'if-none-match': `"other", W/"${sha}"` })).status).toBe(304)
    expect((await get({ 'if-modified-since': new Date(modified.getTime() + 5000).toUTCString() })).status).toBe(304)
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('describes the whole file to HEAD, whatever the Range', async () => {
    const response = await get({ range: 'bytes=0-9' }, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('1000')
    expect(await response.text()).toBe('')
  })
})

describe('attachment', () => {
  it('names a Dari file in filename* and keeps an ASCII fallback', () => {
    expect(attachment('fw-2.1.bin')).toBe('attachment; filename="fw-2.1.bin"')
    expect(attachment('راهنما.pdf')).toBe(
      `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('راهنما.pdf')}`,
    )
  })
})
