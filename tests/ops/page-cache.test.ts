/**
 * The page cache on real servers (docs/decisions/052-page-cache.md, docs/scaling-out.md): two production servers
 * sharing one PostgreSQL database, as two instances behind a load balancer. A price saved through the editor's
 * server module (the one the staff panel's action calls), and an edit of the about page through the content module,
 * show on the first request after the change of every page that shows them, in every locale, on both instances,
 * although each of those pages was being sent from the cache a moment before. And, on one instance: a request with a
 * staff session cookie is never answered from the cache, Save-Data and the cached-stylesheet cookie get copies of
 * their own, and every copy goes out with its own nonce, the same in the CSP header and in the page.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { formatPrice } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { getEditorProduct, updateProduct } from '@/server/catalogue/editor/products'
import { contentEntryBySlug, draftOf, saveContentEntry } from '@/server/content/entries'
import { openDatabase, setDbHandle, type DbHandle } from '@/server/db/client'
import { products } from '@/server/db/schema'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { canRunPostgres, health, startApp, startPostgres, waitUntil, type AppProcess, type Postgres } from './support'

const PREFIXES: [Locale, string][] = [
  ['en', ''],
  ['fa', '/fa'],
  ['ps', '/ps'],
]
/**
 * Every page that shows the R12's price: its own, its category's, the products index. The home page shows no
 * prices (its featured products come from the home page's content); the about test covers a content change.
 */
const PRICE_PAGES = ['/product/r12-rover', '/products/category/rtk-rovers', '/products']

interface Page {
  status: number
  cache: string | null
  html: string
  csp: string
}

async function page(app: AppProcess, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${app.baseURL}${path || '/'}`, { headers: { 'accept-encoding': 'gzip', ...headers } })
  return {
    status: res.status,
    cache: res.headers.get('x-page-cache'),
    html: await res.text(),
    csp: res.headers.get('content-security-policy') ?? '',
  }
}

/**
 * Reads a page until it comes from the cache: a render is kept once it is sent and compressed, a few milliseconds
 * after its answer, so the request right after it may still miss.
 */
async function cachedPage(app: AppProcess, path: string, headers: Record<string, string> = {}): Promise<Page> {
  for (let i = 0; ; i++) {
    const got = await page(app, path, headers)
    if (got.cache === 'hit' || i === 20) return got
    expect(got.cache, path).toBe('miss')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Whether a page shows `price`: formatted in the page's language, or in the data its client components draw from (the
 * products index draws its cards from the list in the RSC payload).
 */
const showsPrice = (html: string, price: number, locale: Locale) =>
  html.includes(formatPrice(price, locale)) || html.includes(`\\"price\\":${price},`)

/** The public API's answer for the R12, read until it comes from the API cache (kept once sent and compressed). */
async function cachedProductAnswer(app: AppProcess) {
  for (let i = 0; ; i++) {
    const res = await fetch(`${app.baseURL}/api/public/products/slug/r12-rover`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    const got = {
      cache: res.headers.get('x-api-cache'),
      etag: res.headers.get('etag') ?? '',
      price: ((await res.json()) as { product: { price: number } }).product.price,
    }
    if (got.cache === 'hit' || i === 20) return got
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''

describe.skipIf(!canRunPostgres())('page cache, two instances sharing PostgreSQL', () => {
  let db: Postgres
  let a: AppProcess
  let b: AppProcess
  let handle: DbHandle
  let actor: StaffUser
  beforeAll(async () => {
    db = await startPostgres()
    a = await startApp({ env: { DATABASE_URL: db.url } })
    // The first instance has seeded the database before the second starts (as in a rolling deployment).
    await waitUntil(async () => (await health(a.baseURL)).status === 200, 'the first instance', 90_000)
    b = await startApp({ env: { DATABASE_URL: db.url } })
    await waitUntil(async () => (await health(b.baseURL)).status === 200, 'the second instance', 90_000)
    // This process writes as the staff panel would, to the same database (the product's images are in a's folder).
    process.env.DATABASE_URL = db.url
    process.env.DATA_DIR = a.dataDir
    resetEnvCache()
    handle = await openDatabase({ databaseUrl: db.url })
    setDbHandle(handle)
    actor = await createStaffAccount(
      {
        email: 'cache@meridian.test',
        displayName: 'Cache Check',
        role: 'editor',
        password: 'granite survey benchmark',
      },
      null,
    )
  })
  afterAll(async () => {
    setDbHandle(undefined)
    await handle?.close()
    await a?.dispose()
    await b?.dispose()
    db?.dispose()
  })

  /** Reads every page twice on both instances: the second answer must come from the cache and show `text(locale)`. */
  async function expectCached(paths: string[], shows: (html: string, locale: Locale) => boolean) {
    for (const app of [a, b]) {
      for (const [locale, prefix] of PREFIXES) {
        for (const path of paths) {
          const again = await cachedPage(app, `${prefix}${path}`)
          expect(again.status, `${prefix}${path}`).toBe(200)
          expect(again.cache, `${prefix}${path}`).toBe('hit')
          expect(shows(again.html, locale), `${app.baseURL}${prefix}${path}`).toBe(true)
        }
      }
    }
  }

  it('shows a saved price on the next request of every page that shows it, on both instances', async () => {
    const [row] = await handle.db.select().from(products).where(eq(products.slug, 'r12-rover'))
    const before = await getEditorProduct(row!.id)
    const oldPrice = before!.data.price!
    await expectCached(PRICE_PAGES, (html, locale) => showsPrice(html, oldPrice, locale))
    const answers = await Promise.all([a, b].map(cachedProductAnswer))
    for (const answer of answers) expect(answer).toMatchObject({ cache: 'hit', price: oldPrice })

    const newPrice = 13_579.25
    const saved = await updateProduct(before!.id, before!.version, { ...before!.data, price: newPrice }, actor)
    expect(saved.ok).toBe(true)
    // The change reaches each instance as a NOTIFY: wait for it on one page, then every other page's first request
    // must be rendered anew and show the new price.
    for (const app of [a, b]) {
      await waitUntil(
        async () => showsPrice((await page(app, '/product/r12-rover')).html, newPrice, 'en'),
        'the change notification',
        5_000,
      )
      for (const [locale, prefix] of PREFIXES) {
        for (const path of PRICE_PAGES) {
          if (`${prefix}${path}` === '/product/r12-rover') continue
          const first = await page(app, `${prefix}${path}`)
          expect(first.cache, `${app.baseURL} ${prefix}${path}`).toBe('miss')
          expect(showsPrice(first.html, newPrice, locale), `${app.baseURL} ${prefix}${path}`).toBe(true)
          expect(showsPrice(first.html, oldPrice, locale), `${app.baseURL} ${prefix}${path}`).toBe(false)
        }
      }
    }
    await expectCached(PRICE_PAGES, (html, locale) => showsPrice(html, newPrice, locale))
    // The API's answers too: the kept one is not sent again, nor a 304 for its ETag.
    for (const [i, app] of [a, b].entries()) {
      const res = await fetch(`${app.baseURL}/api/public/products/slug/r12-rover`, {
        headers: { 'if-none-match': answers[i]!.etag },
      })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { product: { price: number } }).product.price).toBe(newPrice)
      expect(await cachedProductAnswer(app)).toMatchObject({ cache: 'hit', price: newPrice })
    }
  })

  it('shows an edited about page on the next request, on both instances', async () => {
    const about = await contentEntryBySlug('page', 'about')
    const fields = about!.fields as { hero: { intro: string } }
    for (const app of [a, b]) expect((await cachedPage(app, '/about')).cache).toBe('hit')
    const intro = `Calibrated in Kabul since 2012 (${Date.now()}).`
    const draft = draftOf(about!)
    const saved = await saveContentEntry(
      about!.id,
      about!.version,
      {
        ...draft,
        fields: { ...draft.fields, hero: { ...fields.hero, intro } },
      },
      actor,
    )
    expect(saved.ok).toBe(true)
    for (const app of [a, b]) {
      await waitUntil(async () => (await page(app, '/about')).html.includes(intro), 'the change notification', 5_000)
      const again = await cachedPage(app, '/about')
      expect(again.cache).toBe('hit')
      expect(again.html).toContain(intro)
    }
  })

  it('never sends a staff session a copy; Save-Data and the stylesheet cookie get copies of their own', async () => {
    const plain = await cachedPage(a, '/solutions')
    expect(plain.cache).toBe('hit')
    const staff = await page(a, '/solutions', { cookie: '__Host-mg_admin=not-a-real-session' })
    expect(staff.status).toBe(200)
    expect(staff.cache).toBeNull()
    expect(nonceOf(staff.csp)).not.toBe(nonceOf(plain.csp))

    // Save-Data: the page is drawn without the web fonts' warm-up (docs/decisions/024-data-saver.md).
    expect((await page(a, '/solutions', { 'save-data': 'on' })).cache).toBe('miss')
    const saving = await cachedPage(a, '/solutions', { 'save-data': 'on' })
    expect(saving.cache).toBe('hit')
    expect(saving.html).not.toBe(plain.html.split(nonceOf(plain.csp)).join(nonceOf(saving.csp)))

    // The stylesheet cookie: the page links the build's stylesheet instead of inlining it.
    const sheet = /\/_next\/static\/chunks\/([\w-]+)\.css/.exec(plain.html)?.[1]
    expect(sheet).toBeTruthy()
    const cookie = { cookie: `mg-cached=${sheet}` }
    expect((await page(a, '/solutions', cookie)).cache).toBe('miss')
    const linked = await cachedPage(a, '/solutions', cookie)
    expect(linked.cache).toBe('hit')
    expect(linked.html).toMatch(new RegExp(`<link rel="stylesheet" href="/_next/static/chunks/${sheet}\\.css"`))
    expect(plain.html).not.toMatch(/<link rel="stylesheet"/)
    // The copies stay apart.
    expect((await page(a, '/solutions')).html).not.toMatch(/<link rel="stylesheet"/)
  })

  it('sends each copy with a nonce of its own, the same in the CSP header and every tag that carries one', async () => {
    await cachedPage(b, '/fa/products')
    const seen = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const hit = await page(b, '/fa/products', { 'accept-encoding': i === 1 ? 'identity' : 'gzip, br' })
      expect(hit.cache).toBe('hit')
      const nonce = nonceOf(hit.csp)
      expect(seen.has(nonce)).toBe(false)
      seen.add(nonce)
      expect(hit.csp).toContain("'strict-dynamic'")
      const inPage = [...hit.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
      expect(inPage.length).toBeGreaterThan(3)
      expect(new Set(inPage)).toEqual(new Set([nonce]))
    }
  })
})
