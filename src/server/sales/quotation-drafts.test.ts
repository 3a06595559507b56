/**
 * A quotation draft meeting the world while it is open (docs/decisions/051-quotations.md), against a real database:
 * a catalogue product deleted meanwhile, and a validity date that passes between the save and the send.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { products, quotationLines, quotations } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount, submitLead } from '../../../tests/support/leads'
import { sendQuotation } from './quotation-send'
import { createQuotationForLead, getQuotation, saveQuotation } from './quotations'

let db: TestDatabase
let sales: StaffUser
/** Sunday 29 November 2026, 10:30 in Kabul. */
const NOW = new Date('2026-11-29T06:00:00Z')

beforeAll(async () => {
  db = await useTestDatabase()
  await db.handle.db.insert(products).values([
    { slug: 'k8-gnss-module', name: 'K8 GNSS Module', title: 'K8 module', series: 'K8', price: '249.50' },
    { slug: 'old-radio', name: 'Old Radio', title: 'A radio about to leave the catalogue', price: '900.00' },
  ])
  sales = await staffAccount('sana@meridian.test', 'Sana', 'sales')
})
afterAll(async () => {
  await db?.dispose()
})

async function draftFor(items: { product: string; quantity: number }[]) {
  const leadId = await submitLead({ subject: 'quote-request', items }, NOW)
  const id = (await createQuotationForLead(leadId, sales, NOW))!
  return (await getQuotation(id))!
}

describe('an open quotation draft', () => {
  it('keeps the line of a product deleted from the catalogue meanwhile, as a free line', async () => {
    const q = await draftFor([
      { product: 'k8-gnss-module', quantity: 1 },
      { product: 'old-radio', quantity: 2 },
    ])
    expect(q.draft.lines.every((l) => l.productId !== '')).toBe(true)
    const d = await getDb()
    await d.delete(products).where(eq(products.slug, 'old-radio'))
    // The editor still holds the deleted product's id: the save keeps the line, without the reference.
    const saved = await saveQuotation(q.id, q.version, { ...q.draft, warranty: 'Two years' }, sales, NOW)
    expect(saved).toEqual({ kind: 'saved', version: q.version + 1 })
    const lines = await d.select().from(quotationLines).where(eq(quotationLines.quotationId, q.id))
    const radio = lines.find((l) => l.name === 'Old Radio')!
    expect(radio).toMatchObject({ productId: null, quantity: 2, unitCents: 90_000 })
    expect(lines.find((l) => l.name === 'K8 GNSS Module')!.productId).not.toBeNull()
  })

  it('refuses a product id no database column can hold, naming the line', async () => {
    const q = await draftFor([{ product: 'k8-gnss-module', quantity: 1 }])
    const lines = [{ ...q.draft.lines[0]!, productId: '99999999999999999999' }]
    const refused = await saveQuotation(q.id, q.version, { ...q.draft, lines }, sales, NOW)
    expect(refused).toMatchObject({ kind: 'invalid', issues: [{ path: 'lines.0.productId' }] })
  })

  it('is not sent once its validity date has passed, though it was valid when saved', async () => {
    const q = await draftFor([{ product: 'k8-gnss-module', quantity: 1 }])
    const saved = await saveQuotation(q.id, q.version, { ...q.draft, validUntil: '2026-11-30' }, sales, NOW)
    expect(saved.kind).toBe('saved')
    // Tuesday 1 December in Kabul: the last valid day was yesterday.
    const late = new Date('2026-12-01T05:00:00Z')
    const outcome = await sendQuotation(q.id, q.version + 1, sales, late)
    expect(outcome).toEqual({
      kind: 'invalid',
      issues: [{ path: 'validUntil', message: 'The validity date has passed: choose today or a later day.' }],
    })
    const [row] = await (await getDb()).select().from(quotations).where(eq(quotations.id, q.id))
    expect(row).toMatchObject({ status: 'draft', tokenHash: null, sentAt: null })
    // On its last day it still goes (the day is Kabul's: 23:00 there is 18:30 UTC).
    expect((await sendQuotation(q.id, q.version + 1, sales, new Date('2026-11-30T18:30:00Z'))).kind).toBe('sent')
  })
})
