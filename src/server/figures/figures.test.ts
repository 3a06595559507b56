import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { figureDaily, figureEvents, figureSalts } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { siteDay } from './classify.mjs'
import { countResponse, drainFigures, figuresBuffer } from './counter.mjs'
import { PAUSE_FILE, watchCountingPause } from './pause.mjs'
import { readFigures } from './read'
import { BOT_VIEWS_PER_DAY, daysBefore, rollUp, rollUpAndExpire, rollUpDay } from './rollup'
import { writeFigures } from './writer'

const ADDRESS = '203.0.113.7'
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const HUMAN = { 'user-agent': BROWSER, 'accept-language': 'fa-AF,fa;q=0.9' }

let db: TestDatabase
let server: Server
let origin: string
/** The address the counter is told the client has, per request (a header of this test's own making). */
const addressOf = (req: IncomingMessage) => String(req.headers['x-test-address'] ?? ADDRESS)

beforeAll(async () => {
  db = await useTestDatabase()
  // A real HTTP server that answers like the site's (a page, a datasheet, the WhatsApp redirect, an error) and counts
  // each response as scripts/server.mjs does when it closes.
  server = createServer((req, res) => {
    // As scripts/server.mjs does first: a header set with setHeader keeps those given to writeHead readable.
    res.setHeader('X-Request-Id', 'test')
    res.once('close', () => countResponse(req, res, () => addressOf(req)))
    const path = (req.url ?? '/').split('?')[0]!
    if (path === '/go/whatsapp') return res.writeHead(302, { Location: 'https://wa.me/1' }).end()
    if (path.endsWith('.pdf')) return res.writeHead(req.headers.range ? 206 : 200).end('%PDF-')
    if (path === '/missing') return res.writeHead(404, { 'Content-Type': 'text/html' }).end('no')
    if (path.startsWith('/api/')) return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>page</p>')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await db.dispose()
})
beforeEach(async () => {
  drainFigures()
  await db.handle.db.delete(figureEvents)
  await db.handle.db.delete(figureDaily)
})

async function get(path: string, headers: Record<string, string> = HUMAN) {
  const res = await fetch(`${origin}${path}`, { headers, redirect: 'manual' })
  await res.arrayBuffer()
  // The close listener runs after the response is sent: give it its turn.
  await new Promise((r) => setTimeout(r, 20))
}

const buffered = () => [...figuresBuffer().events.values()]

describe('the counter', () => {
  it('counts a public page view with its language, device, referrer and campaign', async () => {
    await get('/fa/product/k8-gnss-module?utm_source=Newsletter&utm_campaign=spring', {
      ...HUMAN,
      referer: 'https://www.google.com/',
      'save-data': 'on',
    })
    expect(buffered()).toEqual([
      expect.objectContaining({
        kind: 'view',
        path: '/product/k8-gnss-module',
        pageKind: 'product',
        subject: 'k8-gnss-module',
        locale: 'fa',
        device: 'desktop',
        referrer: 'google.com',
        utmSource: 'newsletter',
        utmCampaign: 'spring',
        saveData: true,
        count: 1,
      }),
    ])
  })

  it('counts nothing of a visitor who asks not to be tracked (DNT or GPC)', async () => {
    await get('/products', { ...HUMAN, dnt: '1' })
    await get('/products', { ...HUMAN, 'sec-gpc': '1' })
    expect(buffered()).toEqual([])
    expect(figuresBuffer().bots.size).toBe(0)
  })

  it('counts bots (a known crawler, or no Accept-Language) only as a number per day', async () => {
    await get('/products', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await get('/products', { 'user-agent': BROWSER })
    expect(buffered()).toEqual([])
    expect(figuresBuffer().bots.get(siteDay())).toBe(2)
  })

  it('leaves out prefetches, the API, errors, staff pages and HEAD requests', async () => {
    await get('/products', { ...HUMAN, 'next-router-prefetch': '1' })
    await get('/api/public/products')
    await get('/missing')
    await get('/admin/figures')
    await fetch(`${origin}/products`, { method: 'HEAD', headers: HUMAN })
    await new Promise((r) => setTimeout(r, 20))
    expect(buffered()).toEqual([])
  })

  it('counts a datasheet once (not again for a resumed range), and a WhatsApp click with its page', async () => {
    await get('/ps/product/k8-gnss-module/datasheet.pdf')
    await get('/ps/product/k8-gnss-module/datasheet.pdf', { ...HUMAN, range: 'bytes=1000-' })
    await get('/go/whatsapp?text=hi', { ...HUMAN, referer: `${origin}/fa/product/k8-gnss-module` })
    expect(buffered().map((e) => [e.kind, e.subject, e.locale, e.path])).toEqual([
      ['download', 'k8-gnss-module', 'ps', null],
      ['whatsapp', null, 'fa', '/product/k8-gnss-module'],
    ])
  })

  it('counts nothing while the data directory holds the pause file, and counts again once it is removed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-pause-'))
    const said: string[] = []
    const stop = watchCountingPause(dataDir, { info: (_fields, msg) => said.push(msg) }, { everyMs: 10 })
    try {
      writeFileSync(path.join(dataDir, PAUSE_FILE), '')
      await new Promise((r) => setTimeout(r, 50))
      await get('/products')
      expect(buffered()).toEqual([])
      rmSync(path.join(dataDir, PAUSE_FILE))
      await new Promise((r) => setTimeout(r, 50))
      await get('/products')
      expect(buffered().map((e) => [e.pageKind, e.count])).toEqual([['products', 1]])
      expect(said.map((msg) => msg.split(' (')[0])).toEqual(['counting paused', 'counting resumed'])
    } finally {
      stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it("keeps a visitor's view of a page before the site's midnight apart from the same view after it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // 23:59:59 and 00:00:01 in Kabul (UTC+4:30).
      vi.setSystemTime(new Date('2026-12-06T19:29:59Z'))
      await get('/products')
      vi.setSystemTime(new Date('2026-12-06T19:30:01Z'))
      await get('/products')
      await get('/products')
    } finally {
      vi.useRealTimers()
    }
    expect(buffered().map((e) => [e.day, e.count])).toEqual([
      ['2026-12-06', 1],
      ['2026-12-07', 2],
    ])
  })

  it('keeps identical events of one visitor within a write as one entry with a count', async () => {
    for (let i = 0; i < 3; i++) await get('/products')
    expect(buffered().map((e) => e.count)).toEqual([3])
  })

  it('keeps apart another browser at the same address, a campaign, data saver; not a landing query', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36'
    await get('/products')
    await get('/products', { ...HUMAN, 'user-agent': phone })
    await get('/products', { ...HUMAN, 'user-agent': phone })
    await get('/products?utm_source=whatsapp')
    await get('/products?page=2')
    await get('/products', { ...HUMAN, 'save-data': 'on' })
    expect(buffered().map((e) => [e.device, e.utmSource, e.saveData, e.count])).toEqual([
      ['desktop', null, false, 2],
      ['mobile', null, false, 2],
      ['desktop', 'whatsapp', false, 1],
      ['desktop', null, true, 1],
    ])
  })
})

describe('the writer and the roll-up', () => {
  it('writes the visitor as a hash: neither the address nor the user agent reaches the database', async () => {
    await get('/products')
    await get('/products', { ...HUMAN, 'x-test-address': '198.51.100.9' })
    expect(await writeFigures(db.handle.db)).toBe(2)
    const text = JSON.stringify(await db.handle.db.execute(sql`select row_to_json(e)::text from figure_events e`))
    expect(text).not.toContain(ADDRESS)
    expect(text).not.toContain('198.51.100.9')
    expect(text).not.toContain('Chrome/131')
    const visitors = await db.handle.db.selectDistinct({ v: figureEvents.visitor }).from(figureEvents)
    expect(visitors.map((v) => v.v)).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{16}$/)]))
    expect(visitors).toHaveLength(2)
  })

  it("discards the salts of past days, so a visitor's hash changes from one day to the next", async () => {
    const yesterday = daysBefore(siteDay(), 1)
    await db.handle.db.insert(figureSalts).values({ day: yesterday, salt: 'old' }).onConflictDoNothing()
    await get('/products')
    await writeFigures(db.handle.db)
    const salts = await db.handle.db.select().from(figureSalts)
    expect(salts.map((s) => s.day)).toEqual([siteDay()])
  })

  it('rolls a day up to the same totals as its raw events, and again to the same after more are written', async () => {
    const day = siteDay()
    await get('/products')
    await get('/product/k8-gnss-module', { ...HUMAN, 'x-test-address': '198.51.100.9' })
    await get('/product/k8-gnss-module/datasheet.pdf', { ...HUMAN, 'x-test-address': '198.51.100.9' })
    await writeFigures(db.handle.db)
    await rollUpDay(db.handle.db, day)
    // A second instance's events of the same day, written into the same database, then rolled up by it.
    await get('/fa', { ...HUMAN, 'x-test-address': '192.0.2.44' })
    await writeFigures(db.handle.db)
    await rollUpDay(db.handle.db, day)
    await rollUpDay(db.handle.db, day)
    const raw = await db.handle.db.execute(sql`
      select sum(count) filter (where kind = 'view')::int as views,
             count(distinct visitor) filter (where kind = 'view')::int as visitors,
             sum(count) filter (where kind = 'download')::int as downloads
      from figure_events where day = ${day}`)
    const figures = await readFigures(db.handle.db, day, day)
    const [expected] = (raw as unknown as { rows: { views: number; visitors: number; downloads: number }[] }).rows
    expect(expected).toEqual({ views: 3, visitors: 3, downloads: 1 })
    expect(figures.totals).toMatchObject(expected!)
    expect(figures.tables.product).toEqual([{ key: 'k8-gnss-module', value: 1 }])
    expect(figures.tables.download).toEqual([{ key: 'k8-gnss-module|en', value: 1 }])
    expect(figures.tables.locale).toEqual([
      { key: 'en', value: 2 },
      { key: 'fa', value: 1 },
    ])
  })

  it('ends a visit after 30 minutes of silence, and leaves a scripted "visitor" out as a bot', () => {
    const at = (min: number) => new Date(Date.parse('2026-12-06T08:00:00Z') + min * 60_000)
    const view = (visitor: string, min: number, count = 1) =>
      ({
        visitor,
        at: at(min),
        kind: 'view',
        count,
        path: '/',
        pageKind: 'home',
        locale: 'en',
        device: 'desktop',
      }) as never
    const counts = rollUp([
      view('a', 0),
      view('a', 10),
      view('a', 41),
      view('b', 5),
      view('s', 1, BOT_VIEWS_PER_DAY + 1),
    ])
    expect(counts.get('total')?.get('visits')).toBe(3)
    expect(counts.get('total')?.get('visitors')).toBe(2)
    expect(counts.get('total')?.get('views')).toBe(4)
    expect(counts.get('bots')?.get('behaviour')).toBe(BOT_VIEWS_PER_DAY + 1)
  })

  it('deletes raw events past the retention, after rolling their day up; the daily totals stay', async () => {
    const now = Date.now()
    const old = daysBefore(siteDay(now), 31)
    const kept = daysBefore(siteDay(now), 29)
    const event = {
      kind: 'view',
      visitor: 'abcdef0123456789',
      path: '/',
      pageKind: 'home',
      locale: 'en',
      device: 'desktop',
    }
    await db.handle.db.insert(figureEvents).values([
      { ...event, day: old, at: new Date(Date.parse(`${old}T06:00:00Z`)) },
      { ...event, day: kept, at: new Date(Date.parse(`${kept}T06:00:00Z`)) },
    ])
    const { days, deleted } = await rollUpAndExpire(db.handle.db, 30, now)
    expect(days).toEqual(expect.arrayContaining([old, kept]))
    expect(deleted).toBe(1)
    const left = await db.handle.db.select({ day: figureEvents.day }).from(figureEvents)
    expect(left.map((r) => r.day)).toEqual([kept])
    expect((await readFigures(db.handle.db, old, old)).totals.views).toBe(1)
    expect((await readFigures(db.handle.db, kept, kept)).previous.views).toBe(0)
  })
})
