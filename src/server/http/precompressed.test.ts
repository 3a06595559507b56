import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptsBrotli, precompressedStatic } from './precompressed.mjs'

describe('acceptsBrotli', () => {
  it('reads the Accept-Encoding header as browsers send it, choosing as the compression middleware does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('br')).toBe(true)
    expect(acceptsBrotli('*')).toBe(true)
    // The client's highest q wins: pages come as gzip here, and so do the scripts.
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(false)
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})

describe('precompressedStatic, on a real HTTP server', () => {
  let dist: string
  let server: Server
  let origin: string
  const script = 'globalThis.answer = 42;'.repeat(100)

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), script)
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.js.br'), brotliCompressSync(script))
    writeFileSync(path.join(dist, 'static', 'chunks', 'plain.js'), script)
    writeFileSync(path.join(dist, 'secret.js.br'), brotliCompressSync('secret'))
    const serve = precompressedStatic(dist, { 'X-Content-Type-Options': 'nosniff' })
    server = createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(299).end('passed on')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dist, { recursive: true, force: true })
  })

  function fetchRaw(urlPath: string, acceptEncoding: string) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${origin}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
  }

  it('sends the Brotli copy, with the type, a year of caching and the headers it was given', async () => {
    const { status, headers, body } = await fetchRaw('/_next/static/chunks/a.js?v=1', 'gzip, br')
    expect(status).toBe(200)
    expect(headers['content-encoding']).toBe('br')
    expect(headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headers['vary']).toBe('Accept-Encoding')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('passes on what it cannot answer: no Brotli, no copy, a path outside the static files', async () => {
    expect((await fetchRaw('/_next/static/chunks/a.js', 'gzip')).status).toBe(299)
    expect((await fetchRaw('/_next/static/chunks/plain.js', 'br')).status).toBe(299)
    expect((await fetchRaw('/_next/static/../secret.js', 'br')).status).toBe(299)
    expect((await fetchRaw('/_next/static/chunks/missing.js', 'br')).status).toBe(299)
    expect((await fetchRaw('/somewhere/a.js', 'br')).status).toBe(299)
  })

  it('does not remember a path it had no copy for (made-up names would pile up in memory)', async () => {
    expect((await fetchRaw('/_next/static/chunks/late.js', 'br')).status).toBe(299)
    writeFileSync(path.join(dist, 'static', 'chunks', 'late.js.br'), brotliCompressSync(script))
    const later = await fetchRaw('/_next/static/chunks/late.js', 'br')
    expect(later.status).toBe(200)
    expect(brotliDecompressSync(later.body).toString()).toBe(script)
  })
})
