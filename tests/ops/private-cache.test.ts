/**
 * The private page cache on real servers (docs/decisions/113-private-page-cache.md): two production servers sharing
 * one PostgreSQL database, as two instances behind a proxy (TRUST_PROXY_HOPS=1, so each visitor's address is its
 * X-Forwarded-For). A request's status page by its private link and the warranty check by serial come from the kept
 * copy on the second visit, with the private page's headers; a service write committed by a third process (this one,
 * through the service desk's own modules) reaches both instances as a NOTIFY, and the next request on each renders
 * the page anew and shows the change; an unknown link is never kept; the per-address rate limits count every kept
 * copy (the windows are rows of rate_limit_hits on PostgreSQL, read here).
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serviceStatusNames, warrantyCheck } from '@/content/service'
import { resetEnvCache } from '@/env'
import { publicOffices } from '@/server/content/offices'
import { openDatabase, setDbHandle, type DbHandle } from '@/server/db/client'
import { products, rateLimitHits } from '@/server/db/schema'
import { STATUS_LINK_RATE_LIMIT } from '@/server/service/status-link'
import { moveServiceRequest } from '@/server/service/status'
import { submitServiceRequest } from '@/server/service/submit'
import { createUnit } from '@/server/service/units'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { canRunPostgres, health, startApp, startPostgres, waitUntil, type AppProcess, type Postgres } from './support'

interface Page {
  status: number
  cache: string | null
  headers: Headers
  html: string
}

let visitor = 0
/** A visitor of its own (an address nobody used), unless one is given. */
const newAddress = () => `10.9.${(++visitor >> 8) & 255}.${visitor & 255}`

async function page(app: AppProcess, path: string, from = newAddress()): Promise<Page> {
  const res = await fetch(`${app.baseURL}${path}`, {
    headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': from },
    redirect: 'manual',
  })
  return { status: res.status, cache: res.headers.get('x-page-cache'), headers: res.headers, html: await res.text() }
}

/** Reads a page until it comes from the cache (a render is kept just after its answer, once compressed). */
async function keptPage(app: AppProcess, path: string): Promise<Page> {
  for (let i = 0; ; i++) {
    const got = await page(app, path)
    if (got.cache === 'hit' || i === 20) return got
    expect(got.cache, path).toBe('miss')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.skipIf(!canRunPostgres())('private page cache, two instances sharing PostgreSQL', () => {
  let db: Postgres
  let a: AppProcess
  let b: AppProcess
  let handle: DbHandle
  let tech: StaffUser
  let token = ''
  let requestId = 0
  beforeAll(async () => {
    db = await startPostgres()
    const env = { DATABASE_URL: db.url, TRUST_PROXY_HOPS: '1' }
    a = await startApp({ env })
    await waitUntil(async () => (await health(a.baseURL)).status === 200, 'the first instance', 90_000)
    b = await startApp({ env })
    await waitUntil(async () => (await health(b.baseURL)).status === 200, 'the second instance', 90_000)
    process.env.DATABASE_URL = db.url
    process.env.DATA_DIR = a.dataDir
    resetEnvCache()
    handle = await openDatabase({ databaseUrl: db.url })
    setDbHandle(handle)
    tech = await createStaffAccount(
      { email: 'bench@meridian.test', displayName: 'Bench Tech', role: 'service', password: 'plumb line tripod 42' },
      null,
    )
    const [product] = await handle.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1)
    const saved = await createUnit(
      { productId: String(product!.id), serial: 'PC-0001', saleDate: '2026-03-01', warrantyMonths: '24', notes: '' },
      tech,
    )
    expect(saved.kind).toBe('saved')
    const filed = await submitServiceRequest(
      {
        kind: 'repair',
        product: product!.slug,
        otherModel: '',
        serial: 'PC-0001',
        fault: 'The compensator error stays on after levelling.',
        purchaseDate: '',
        purchasePlace: '',
        office: (await publicOffices('en'))[0]!.slug,
        pickupAddress: '',
        name: 'Mirwais Karimi',
        phone: '070 555 0101',
        email: '',
        language: 'en',
        whatsapp: '',
      },
      [],
    )
    if (filed.kind !== 'created') throw new Error(`the request was not filed: ${filed.kind}`)
    token = filed.token
    requestId = filed.id
  })
  afterAll(async () => {
    setDbHandle(undefined)
    await handle?.close()
    await a?.dispose()
    await b?.dispose()
    db?.dispose()
  })

  it('sends the status page and the warranty check from the kept copy, with the private headers', async () => {
    for (const app of [a, b]) {
      for (const path of [`/service/status/${token}`, `/fa/service/status/${token}`, '/warranty?serial=PC-0001']) {
        const rendered = await page(app, path)
        expect(rendered.cache, path).toBe('miss')
        const hit = await keptPage(app, path)
        expect(hit.cache, path).toBe('hit')
        expect(hit.status).toBe(200)
        // The render's own headers: no-store, never a shared cache's.
        for (const name of ['cache-control', 'referrer-policy', 'x-frame-options'])
          expect(hit.headers.get(name), `${path} ${name}`).toBe(rendered.headers.get(name))
        expect(hit.headers.get('cache-control'), path).toMatch(/no-store/)
        expect(hit.headers.get('cache-control'), path).not.toMatch(/s-maxage|public/)
        if (!path.includes('/service/status/')) continue
        expect(hit.html, path).toMatch(/<meta name="robots" content="noindex/)
        expect(hit.html, path).toContain('<meta name="referrer" content="no-referrer"/>')
      }
      expect((await keptPage(app, `/service/status/${token}`)).html).toContain(serviceStatusNames.received.description)
      // The same serial however the form sent it.
      expect((await page(app, '/warranty?serial=PC%2D0001')).cache).toBe('hit')
      // The link as the form's redirect opens it is rendered, never kept.
      const fresh = await page(app, `/service/status/${token}?new=1`)
      expect(fresh.status).toBe(200)
      expect(fresh.cache).toBeNull()
    }
  })

  it('shows a service write on the next request on both instances, though each was sending the kept copy', async () => {
    for (const app of [a, b]) expect((await keptPage(app, `/service/status/${token}`)).cache).toBe('hit')
    const moved = await moveServiceRequest(requestId, 'diagnosing', tech)
    expect(moved.kind).toBe('moved')
    const diagnosing = serviceStatusNames.diagnosing.description
    for (const app of [a, b]) {
      // The NOTIFY reaches each instance a moment after the commit; without it the kept copy ("received") would be
      // sent for up to a minute, and this wait would run out.
      let first: Page | undefined
      await waitUntil(
        async () => {
          const got = await page(app, `/service/status/${token}`)
          if (got.html.includes(diagnosing)) first = got
          return first !== undefined
        },
        'the service notice',
        5_000,
      )
      expect(first!.cache, app.baseURL).toBe('miss')
      const again = await keptPage(app, `/service/status/${token}`)
      expect(again.cache).toBe('hit')
      expect(again.html).toContain(diagnosing)
    }
  })

  it('never keeps an unknown link: every guess reaches the page and its rate limit', async () => {
    const from = newAddress()
    for (let i = 0; i < 3; i++) {
      const guess = await page(a, '/service/status/not-a-real-token-at-all', from)
      expect(guess.status).toBe(307)
      expect(guess.cache).not.toBe('hit')
    }
    expect(await hitsOf('service-status', from)).toBe(3)
  })

  it('counts every kept copy against the visitor; over the limit the page answers as it does uncached', async () => {
    const path = `/service/status/${token}`
    await keptPage(a, path)
    const from = newAddress()
    for (let i = 0; i < STATUS_LINK_RATE_LIMIT.limit; i++) expect((await page(a, path, from)).cache).toBe('hit')
    expect(await hitsOf('service-status', from)).toBe(STATUS_LINK_RATE_LIMIT.limit)
    const over = await page(a, path, from)
    expect(over.status).toBe(307)
    expect(over.headers.get('location')).toMatch(/\/service\/status\?error=too-many$/)
    // The warranty check: a kept answer counts too, and the limited answer ("wait") is not kept for others.
    await keptPage(b, '/warranty?serial=PC-0001')
    const checker = newAddress()
    for (let i = 0; i < 30; i++) expect((await page(b, '/warranty?serial=PC-0001', checker)).cache).toBe('hit')
    expect(await hitsOf('warranty', checker)).toBe(30)
    const limited = await page(b, '/warranty?serial=PC-0001', checker)
    expect(limited.cache).toBeNull()
    expect(limited.html).toContain(warrantyCheck.tooMany)
    expect(limited.html).not.toContain('Under warranty until')
    const other = await page(b, '/warranty?serial=PC-0001')
    expect(other.cache).toBe('hit')
    expect(other.html).toContain('Under warranty until')
  })

  async function hitsOf(bucket: string, key: string): Promise<number> {
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)))
    return Number(row!.n)
  }
})
