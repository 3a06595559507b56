/**
 * Quote requests (decision 030) through the contact form's door, against a real database: the lead and its line items
 * are stored together, replays store nothing new, a changed list under the same id is refused, a product that left the
 * catalogue is named, and staff read the items (inbox, detail, export) and the e-mail lists them.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { formatLeadItems, getLead, listLeads } from '@/server/sales/leads'
import { invalidateCatalogueCache } from '@/server/catalogue'
import { products } from '@/server/db/schema'
import { buildLeadEmail } from '@/server/contact/lead-email'
import { getQuoteRequest } from '@/server/quote/quote-list'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { contactRateLimiter, submitContactMessage } from './submit'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
  await db.handle.db.insert(products).values([
    { slug: 'k8-gnss-module', name: 'K8 GNSS Module', title: 'K8' },
    { slug: 'r12-rover', name: 'R12 RTK Rover', title: 'R12' },
    { slug: 'old-rover', name: 'Old Rover', title: 'Old', isActive: false },
  ])
  invalidateCatalogueCache()
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(() => contactRateLimiter.reset())

const meta = { clientAddress: '203.0.113.9' }
const quote = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: 'Farid Ahmadi',
  email: 'farid@survey.af',
  company: null,
  phone: null,
  subject: 'quote-request',
  message: 'Please send a quotation for the 2 products listed.',
  sourcePage: '/quote',
  items: [
    { product: 'r12-rover', quantity: 2 },
    { product: 'k8-gnss-module', quantity: 1 },
  ],
  ...overrides,
})

async function itemRows(submissionId: string) {
  const result = await db.handle.db.execute(sql`
    SELECT i.position, i.product_slug, i.product_name, i.quantity
    FROM contact_message_items i JOIN contact_messages m ON m.id = i.message_id
    WHERE m.submission_id = ${submissionId} ORDER BY i.position`)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}

describe('a quote request', () => {
  it('is stored as one lead with its items, in order, names as they were', async () => {
    const body = quote()
    const outcome = await submitContactMessage(body, meta)
    expect(outcome).toMatchObject({ kind: 'stored', replay: false })
    expect(await itemRows(body.submissionId)).toEqual([
      { position: 0, product_slug: 'r12-rover', product_name: 'R12 RTK Rover', quantity: 2 },
      { position: 1, product_slug: 'k8-gnss-module', product_name: 'K8 GNSS Module', quantity: 1 },
    ])

    // A replay stores nothing more; the same id with another list is refused.
    expect(await submitContactMessage(body, meta)).toMatchObject({ kind: 'stored', replay: true })
    expect(await itemRows(body.submissionId)).toHaveLength(2)
    const changed = { ...body, items: [{ product: 'r12-rover', quantity: 3 }] }
    expect(await submitContactMessage(changed, meta)).toEqual({ kind: 'conflict' })

    const request = await getQuoteRequest(body.submissionId)
    expect(request?.reference).toBe(`Q-${body.submissionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`)
    expect(request?.items.map((i) => i.quantity)).toEqual([2, 1])
    expect(await getQuoteRequest(randomUUID())).toBeUndefined()
    expect(await getQuoteRequest('not-a-uuid')).toBeUndefined()
  })

  it('refuses a product no longer in the catalogue (by name), bad quantities, duplicates; stores nothing', async () => {
    const gone = quote({ items: [{ product: 'old-rover', quantity: 1 }] })
    expect(await submitContactMessage(gone, meta)).toEqual({
      kind: 'invalid',
      issues: [{ path: 'items', message: '“old-rover” is no longer available.' }],
    })
    for (const items of [
      [],
      [{ product: 'r12-rover', quantity: 0 }],
      [{ product: 'r12-rover', quantity: 1000 }],
      [{ product: 'r12-rover', quantity: 1.5 }],
      [
        { product: 'r12-rover', quantity: 1 },
        { product: 'r12-rover', quantity: 2 },
      ],
      Array.from({ length: 31 }, (_, i) => ({ product: `p${i}`, quantity: 1 })),
    ]) {
      const outcome = await submitContactMessage(quote({ items }), meta)
      expect(outcome.kind, JSON.stringify(items).slice(0, 80)).toBe('invalid')
    }
    const names = (await listLeads()).leads.map((l) => l.submissionId)
    expect(names).not.toContain(gone.submissionId)
  })

  it('staff see the items in the inbox, on the lead and in the export line; the e-mail lists them', async () => {
    const body = quote({ name: 'Inbox Reader' })
    await submitContactMessage(body, meta)
    const listed = (await listLeads()).leads.find((l) => l.submissionId === body.submissionId)!
    expect(listed.items).toEqual([
      { slug: 'r12-rover', name: 'R12 RTK Rover', quantity: 2 },
      { slug: 'k8-gnss-module', name: 'K8 GNSS Module', quantity: 1 },
    ])
    expect(formatLeadItems(listed.items)).toBe('2 × R12 RTK Rover (r12-rover); 1 × K8 GNSS Module (k8-gnss-module)')
    expect((await getLead(listed.id))?.items).toHaveLength(2)

    const plain = await submitContactMessage(quote({ items: undefined, subject: 'other' }), meta)
    expect(plain.kind).toBe('stored')
    expect((await listLeads()).leads.find((l) => l.subject === 'other')?.items).toEqual([])

    const mail = buildLeadEmail(
      {
        id: listed.id,
        submission_id: body.submissionId,
        name: body.name,
        email: body.email,
        company: null,
        phone: null,
        subject: 'quote-request',
        message: body.message,
        product_slug: null,
        product_name: null,
        source_page: '/quote',
        created_at: new Date('2026-11-25T10:00:00Z'),
        items: listed.items,
      },
      'https://meridiangeo.af',
    )
    expect(mail.text).toContain('Quote list (2 products):')
    expect(mail.text).toContain('  2 × R12 RTK Rover  https://meridiangeo.af/product/r12-rover')
  })

  it('each lead shows its own e-mail state, also when outbox ids and lead ids differ', async () => {
    // Regression: the inbox's correlated subqueries compared the outbox row's message id with its own id.
    const leads = (await listLeads()).leads
    const target = leads[leads.length - 1]!
    await db.handle.db.execute(sql`INSERT INTO mail_outbox (message_id, status) VALUES (${target.id}, 'failed')`)
    const after = (await listLeads()).leads
    expect(after.find((l) => l.id === target.id)?.emailStatus).toBe('failed')
    expect(after.filter((l) => l.id !== target.id).every((l) => l.emailStatus === null)).toBe(true)
    expect((await getLead(target.id))?.emailStatus).toBe('failed')
  })
})
