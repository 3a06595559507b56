/**
 * The pages a subscriber's e-mail links to (src/server/library/subscription-pages.ts), on a real database: opening a
 * link changes nothing (mail scanners open links), its button's POST confirms or unsubscribes, a mail client's
 * RFC 8058 one-click POST unsubscribes with no page, in the subscription's language; a wrong token is a 404.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { librarySubscriptions, products } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { subscriptionPage } from './subscription-pages'

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345'
let db: TestDatabase

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  const [product] = await db.handle.db.select().from(products).where(eq(products.slug, 'a2-handheld'))
  await db.handle.db.insert(librarySubscriptions).values({
    email: 'crew@herat-survey.af',
    productId: product!.id,
    locale: 'fa',
    token: TOKEN,
  })
})
afterAll(async () => db?.dispose())

const subscription = async () =>
  (await (await getDb()).select().from(librarySubscriptions).where(eq(librarySubscriptions.token, TOKEN)))[0]!
const link = (action: string) => `https://meridiangeo.af/subscriptions/${TOKEN}/${action}`

describe("a subscriber's links", () => {
  it('shows the confirm button in Dari without confirming; its POST confirms', async () => {
    const page = await subscriptionPage(new Request(link('confirm')), TOKEN, 'confirm')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-language')).toBe('fa')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('<html lang="fa-AF" dir="rtl">')
    expect(html).toContain(`<form method="post" action="/subscriptions/${TOKEN}/confirm">`)
    expect((await subscription()).confirmedAt).toBeNull()

    const done = await subscriptionPage(new Request(link('confirm'), { method: 'POST' }), TOKEN, 'confirm')
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('/fa/support/products/a2-handheld')
    expect((await subscription()).confirmedAt).toBeInstanceOf(Date)
  })

  it("unsubscribes on a mail client's one-click POST, not on opening the link", async () => {
    await subscriptionPage(new Request(link('unsubscribe')), TOKEN, 'unsubscribe')
    expect((await subscription()).unsubscribedAt).toBeNull()
    const oneClick = new Request(link('unsubscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect((await subscriptionPage(oneClick, TOKEN, 'unsubscribe')).status).toBe(200)
    expect((await subscription()).unsubscribedAt).toBeInstanceOf(Date)
  })

  it('answers 404 in the browser\u2019s language to a token that is not one', async () => {
    const wrong = 'x'.repeat(32)
    const headers = { 'Accept-Language': 'ps-AF,ps;q=0.9' }
    const page = await subscriptionPage(new Request(link('confirm'), { method: 'POST', headers }), wrong, 'confirm')
    expect(page.status).toBe(404)
    expect(page.headers.get('content-language')).toBe('ps')
  })
})
