/**
 * The customer's link as the browser meets it (docs/decisions/051-quotations.md), through the route handler against
 * a real database: the rate limit per address, an answer from another site refused, an accept posted twice taken
 * as one, and who hears of the answer.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { siteUrl } from '@/env'
import { getDb } from '@/server/db/client'
import { auditLog, mailOutbox, products, staffUsers } from '@/server/db/schema'
import { QUOTATION_LINK_RATE_LIMIT, quotationLinkLimiter } from '@/server/sales/quotation-link'
import { sendQuotation } from '@/server/sales/quotation-send'
import { createQuotationForLead } from '@/server/sales/quotation-create'
import { getQuotation } from '@/server/sales/quotations'
import type { StaffUser } from '@/server/staff/auth'
import { setStaffLanguage } from '@/server/staff/accounts'
import { setLeadOwner } from '@/server/sales/lead-owners'
import { getLead } from '@/server/sales/leads'
import { useTestDatabase, type TestDatabase } from '../../../../tests/support/db'
import { staffAccount, submitLead } from '../../../../tests/support/leads'
import { GET, POST } from './route'

let db: TestDatabase
let sales: StaffUser
let owner: StaffUser

beforeAll(async () => {
  db = await useTestDatabase()
  await db.handle.db
    .insert(products)
    .values({ slug: 'k8-gnss-module', name: 'K8 GNSS Module', title: 'K8 module', price: '249.50' })
  sales = await staffAccount('sana@meridian.test', 'Sana', 'sales')
  owner = await staffAccount('omid@meridian.test', 'Omid', 'owner')
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await quotationLinkLimiter.reset()
})

/** A lead with one quotation line, sent by sales now; returns the lead and the customer's token. */
async function sentQuotation(): Promise<{ leadId: number; token: string }> {
  const leadId = await submitLead({
    name: 'Farid Ahmadi',
    email: 'farid@balkh.af',
    subject: 'quote-request',
    items: [{ product: 'k8-gnss-module', quantity: 2 }],
  })
  const id = (await createQuotationForLead(leadId, sales))!
  expect((await sendQuotation(id, (await getQuotation(id))!.version, sales)).kind).toBe('sent')
  const [mail] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.quotationId, id))
  return { leadId, token: /\/q\/([A-Za-z0-9_-]{43})/.exec(mail!.body!)![1]! }
}

const HOST = 'localhost:3000'
const params = (token: string) => ({ params: Promise.resolve({ token }) })
const get = (token: string, address = '203.0.113.9') =>
  GET(new Request(`http://${HOST}/q/${token}`, { headers: { host: HOST, 'x-peer-address': address } }), params(token))
const post = (token: string, form: Record<string, string>, origin = `http://${HOST}`) =>
  POST(
    new Request(`http://${HOST}/q/${token}`, {
      method: 'POST',
      headers: {
        host: HOST,
        origin,
        'x-peer-address': '203.0.113.9',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    }),
    params(token),
  )

async function noticesTo(leadId: number) {
  const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.kind, 'notice'))
  // The lead's link is the notice's last line, bare (no bidi controls around it in any language).
  return rows.filter((n) => n.body?.endsWith(`\n${siteUrl()}/admin/leads/${leadId}`))
}

describe('/q/{token}', () => {
  it('answers a forged link 404, and past the limit per address 429 with Retry-After, forged or not', async () => {
    const { token } = await sentQuotation()
    const forged = 'A'.repeat(43)
    const first = await get(forged)
    expect(first.status).toBe(404)
    expect(await first.text()).toContain('This quotation link does not work')
    for (let i = 1; i < QUOTATION_LINK_RATE_LIMIT.limit; i++) expect((await get(forged)).status).toBe(404)
    // The 61st request in the window, now for the real link: refused before the token is looked at.
    const limited = await get(token)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.text()).toContain('Too many requests from your connection')
    // Another address is not held back.
    const other = await get(token, '198.51.100.4')
    expect(other.status).toBe(200)
    expect(await other.text()).toContain('Accept the quotation')
  })

  it('refuses an answer posted from another site and changes nothing', async () => {
    const { leadId, token } = await sentQuotation()
    const refused = await post(token, { answer: 'accept' }, 'https://evil.example')
    expect(refused.status).toBe(403)
    expect((await getLead(leadId))!.status).toBe('quoted')
    expect(await noticesTo(leadId)).toHaveLength(0)
  })

  it('takes an accept posted twice as one: both say accepted, the lead is Won once, one notice', async () => {
    const { leadId, token } = await sentQuotation()
    await setLeadOwner(leadId, owner.id, owner)
    const answers = [await post(token, { answer: 'accept' }), await post(token, { answer: 'accept' })]
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(`/q/${token}?done=accepted`)
    }
    const page = await GET(
      new Request(`http://${HOST}/q/${token}?done=accepted`, {
        headers: { host: HOST, 'x-peer-address': '192.0.2.1' },
      }),
      params(token),
    )
    const html = await page.text()
    expect(html).toContain('you accepted this quotation')
    expect(html).not.toContain('<form')
    expect((await getLead(leadId))!.status).toBe('won')
    const history = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(leadId)))
    expect(history.filter((h) => h.action === 'quotation-accept')).toHaveLength(1)
    const notices = await noticesTo(leadId)
    expect(notices.map((n) => n.recipient)).toEqual([owner.email])
    // The notice's link opens the lead in the panel from the e-mail: a whole URL, not a path.
    expect(notices[0]!.body).toContain(`${siteUrl()}/admin/leads/${leadId}`)
  })

  it('tells whoever sent it when nobody owns the lead, or its owner can no longer sign in', async () => {
    const unowned = await sentQuotation()
    expect((await getLead(unowned.leadId))!.ownerId).toBeNull()
    expect((await post(unowned.token, { answer: 'changes', message: 'Three, please.' })).status).toBe(303)
    expect((await getLead(unowned.leadId))!.status).toBe('contacted')
    const [notice] = await noticesTo(unowned.leadId)
    expect(notice).toMatchObject({ recipient: sales.email, subject: expect.stringContaining('asked for changes') })
    expect(notice!.body).toContain('Three, please.')

    const gone = await sentQuotation()
    const leaver = await staffAccount('leaver@meridian.test', 'Leaver', 'sales')
    await setLeadOwner(gone.leadId, leaver.id, owner)
    await (await getDb()).update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, leaver.id))
    expect((await post(gone.token, { answer: 'accept' })).status).toBe(303)
    expect((await noticesTo(gone.leadId)).map((n) => n.recipient)).toEqual([sales.email])
  })

  it('tells the owner in the language set on their account', async () => {
    const { leadId, token } = await sentQuotation()
    const gul = await staffAccount('gul@meridian.test', 'ګل', 'sales')
    await setStaffLanguage(gul.id, 'ps', owner)
    await setLeadOwner(leadId, gul.id, owner)
    expect((await post(token, { answer: 'changes', message: 'Three, please.' })).status).toBe(303)
    const [notice] = await noticesTo(leadId)
    // (The copy isolates each left-to-right run for right-to-left mail readers; left out to compare.)
    const words = (text: string) => text.replace(/[\u2066-\u2069]/g, '')
    expect(notice!.recipient).toBe('gul@meridian.test')
    expect(words(notice!.subject!)).toMatch(/^Farid Ahmadi د بیې وړاندیز Q-\d{4}-\d{4} کې بدلون وغوښت$/)
    expect(words(notice!.body!)).toContain('د هغه پیغام:\nThree, please.')
    expect(words(notice!.body!)).toContain('«Contacted» دی:')
  })
})
