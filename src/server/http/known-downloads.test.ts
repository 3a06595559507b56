/**
 * Library files answered by the HTTP server itself once Next.js has looked them up (./known-downloads.mjs): over a
 * real socket, the same answers as ./ranges.ts gives (range, whole, HEAD, 304, 416, If-Range), several ranges and
 * unknown paths left to Next.js, and nothing sent from the table once the site's generation has moved, while it polls,
 * or when the file is gone.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bumpSiteGeneration, setRevisionPolling, siteGeneration } from '../revision/site-generation.mjs'
import { rememberDownload, serveKnownDownload } from './known-downloads.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-known-'))
const file = path.join(dir, 'vireo-fw-2.1.bin')
// Several 64 KiB reads per whole answer (./shared-file.mjs reads a chunk at a time).
const data = randomBytes(300_000)
const sha256 = createHash('sha256').update(data).digest('hex')
const PATH = '/downloads/7/vireo-fw-2.1.bin'
const rep = {
  size: data.length,
  sha256,
  lastModified: new Date('2026-11-02T08:00:00Z'),
  contentType: 'application/octet-stream',
  fileName: 'vireo-fw-2.1.bin',
  cacheControl: 'public, no-cache, no-transform',
}

let server: Server
let origin: string
beforeAll(async () => {
  writeFileSync(file, data)
  // What scripts/server.mjs does: the table first, Next.js (here: a plain 404 naming it) when it declines.
  server = createServer((req, res) => {
    const next = () => res.writeHead(404, { 'X-Answered-By': 'next' }).end('next')
    if (!serveKnownDownload(req, res, { 'X-Frame-Options': 'DENY' }, next)) next()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  setRevisionPolling(false)
  rememberDownload(PATH, { generation: siteGeneration(), file, rep })
})

const get = (headers: Record<string, string> = {}, method = 'GET', at = PATH) =>
  fetch(`${origin}${at}`, { method, headers })

describe('a known library file, answered before Next.js', () => {
  it('sends one range as 206 with its digest, ETag and the base headers', async () => {
    const res = await get({ range: 'bytes=1000-1999' })
    expect(res.status).toBe(206)
    expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(1000, 2000))).toBe(true)
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${data.length}`)
    expect(res.headers.get('content-length')).toBe('1000')
    expect(res.headers.get('etag')).toBe(`"${sha256}"`)
    expect(res.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`)
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="vireo-fw-2.1.bin"')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('sends the whole file, describes it to HEAD, answers 304, 416 and stale If-Range as ranges.ts does', async () => {
    const whole = await get()
    expect(whole.status).toBe(200)
    expect(
      createHash('sha256')
        .update(Buffer.from(await whole.arrayBuffer()))
        .digest('hex'),
    ).toBe(sha256)
    const head = await get({}, 'HEAD')
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '300000', ''])
    expect((await get({ 'if-none-match': `"${sha256}"` })).status).toBe(304)
    const beyond = await get({ range: 'bytes=400000-' })
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, 'bytes */300000'])
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"another-version"' })
    expect([stale.status, (await stale.arrayBuffer()).byteLength]).toEqual([200, data.length])
  })

  it('leaves several ranges and unknown paths to Next.js', async () => {
    expect((await get({ range: 'bytes=0-9,500-509' })).headers.get('x-answered-by')).toBe('next')
    expect((await get({}, 'GET', '/downloads/8/other.bin')).headers.get('x-answered-by')).toBe('next')
  })

  it('sends nothing from the table once the generation moves (a withdrawal, any library change)', async () => {
    expect((await get({ range: 'bytes=0-9' })).status).toBe(206)
    bumpSiteGeneration()
    expect((await get({ range: 'bytes=0-9' })).headers.get('x-answered-by')).toBe('next')
  })

  it('sends nothing from the table while the instance polls for other instances’ changes', async () => {
    setRevisionPolling(true)
    expect((await get()).headers.get('x-answered-by')).toBe('next')
  })

  it('hands a vanished file to Next.js instead of failing', async () => {
    const gone = path.join(dir, 'gone.bin')
    rememberDownload('/downloads/9/gone.bin', { generation: siteGeneration(), file: gone, rep })
    expect((await get({}, 'GET', '/downloads/9/gone.bin')).headers.get('x-answered-by')).toBe('next')
  })

  it('opens the file once for many ranges at once, and closes it once the library changes', async () => {
    const starts = Array.from({ length: 32 }, (_, i) => i * 9_000)
    const answers = await Promise.all(starts.map((at) => get({ range: `bytes=${at}-${at + 8_999}` })))
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(206)
      expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(starts[i], starts[i]! + 9_000))).toBe(true)
    }
    expect(descriptorsOf(file)).toBe(1)
    bumpSiteGeneration()
    await get({ range: 'bytes=0-9' })
    await until(() => descriptorsOf(file) === 0)
  })

  it('lets go of the file when a client leaves halfway through a large answer', async () => {
    const large = path.join(dir, 'large.bin')
    writeFileSync(large, randomBytes(32 * 1024 * 1024))
    const at = '/downloads/10/large.bin'
    rememberDownload(at, { generation: siteGeneration(), file: large, rep: { ...rep, size: 32 * 1024 * 1024 } })
    const cut = new AbortController()
    const res = await fetch(`${origin}${at}`, { signal: cut.signal })
    expect(res.status).toBe(200)
    await res.body!.getReader().read()
    cut.abort()
    // Once the table forgets the file (any library change), nothing holds it open: the aborted answer released it.
    bumpSiteGeneration()
    expect((await get({}, 'GET', at)).headers.get('x-answered-by')).toBe('next')
    await until(() => descriptorsOf(large) === 0)
  })

  it('reads a file in a bucket with a ranged read, and hands a missing or unreachable one to Next.js', async () => {
    // The S3 driver's getRange, reduced to what the table is given: a reader of a byte range (here: from the file).
    const asked: string[] = []
    const read = async (start: number, end: number) => {
      asked.push(`${start}-${end}`)
      return Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>
    }
    rememberDownload('/downloads/11/in-bucket.bin', { generation: siteGeneration(), read, rep })
    const res = await get({ range: 'bytes=70000-169999' }, 'GET', '/downloads/11/in-bucket.bin')
    expect([res.status, res.headers.get('content-range'), res.headers.get('etag')]).toEqual([
      206,
      `bytes 70000-169999/${data.length}`,
      `"${sha256}"`,
    ])
    expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(70000, 170000))).toBe(true)
    expect(asked).toEqual(['70000-169999'])

    rememberDownload('/downloads/12/gone.bin', { generation: siteGeneration(), read: async () => null, rep })
    expect((await get({}, 'GET', '/downloads/12/gone.bin')).headers.get('x-answered-by')).toBe('next')
    const down = async () => {
      throw new Error('the bucket cannot be reached')
    }
    rememberDownload('/downloads/13/down.bin', { generation: siteGeneration(), read: down, rep })
    expect((await get({}, 'GET', '/downloads/13/down.bin')).headers.get('x-answered-by')).toBe('next')
  })
})

/** How many of this process's open descriptors are `file` (Linux's /proc). */
function descriptorsOf(target: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === target
    } catch {
      return false
    }
  }).length
}

/** Waits for `check` to hold (a descriptor is closed on libuv's threads, a moment after the answer). */
async function until(check: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('still not true after ' + timeoutMs + ' ms')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
