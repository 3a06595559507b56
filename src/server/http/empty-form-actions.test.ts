import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stripEmptyActions, withoutEmptyFormActions } from './empty-form-actions.mjs'

describe('empty form actions', () => {
  it('drops action="" and formAction="" from tags, nothing else', () => {
    const html = '<form action="" encType="multipart/form-data" method="POST"><button formAction="">Go</button></form>'
    expect(stripEmptyActions(html).join('')).toBe(
      '<form encType="multipart/form-data" method="POST"><button>Go</button></form>',
    )
    const kept = '<form action="/search"><p>action=&quot;&quot; and \\"action=\\"\\"</p></form>'
    expect(stripEmptyActions(kept).join('')).toBe(kept)
  })

  // A real server and client: the attribute split across every possible pair of chunks still goes.
  let server: Server
  let base = ''
  const page = '<!doctype html><html><body><form action="" method="POST"><p>Hi</p></form></body></html>'
  beforeAll(async () => {
    server = createServer((req, res) => {
      const cut = Number(new URL(req.url!, 'http://x').searchParams.get('cut'))
      res.setHeader('Content-Type', req.url!.startsWith('/json') ? 'application/json' : 'text/html; charset=utf-8')
      res.setHeader('Content-Length', Buffer.byteLength(page))
      withoutEmptyFormActions(res)
      res.write(page.slice(0, cut))
      res.end(Buffer.from(page.slice(cut)))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      request(`${base}${path}`, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve(body))
      })
        .on('error', reject)
        .end()
    })

  it('in an HTML response, wherever the chunks split', async () => {
    for (let cut = 30; cut < 60; cut++) expect(await get(`/page?cut=${cut}`)).toBe(page.replace(' action=""', ''))
  })

  it('leaves other responses alone', async () => {
    expect(await get('/json?cut=40')).toBe(page)
  })
})
