/**
 * A quotation draft meeting the world while it is open (docs/decisions/051-quotations.md), against a real database:
 * a catalogue product deleted meanwhile, a validity date that passes between the save and the send; and a Dari
 * quotation in the customer's words, from its lines to the PDF and the page of the link.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { mailOutbox, products, quotationLines, quotations } from '@/server/db/schema'
import { comparable, hasPdftotext, pdfText } from '@/server/documents/pdf-test-utils'
import { listAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount, submitLead } from '../../../tests/support/leads'
import { openQuotationLink } from './quotation-link'
import { quotationPage } from './quotation-page'
import { sendQuotation } from './quotation-send'
import { createQuotationForLead } from './quotation-create'
import { getQuotation, saveQuotation } from './quotations'

let db: TestDatabase
let sales: StaffUser
/** Sunday 29 November 2026, 10:30 in Kabul. */
const NOW = new Date('2026-11-29T06:00:00Z')

beforeAll(async () => {
  db = await useTestDatabase()
  await db.handle.db.insert(products).values([
    {
      slug: 'k8-gnss-module',
      name: 'K8 GNSS Module',
      title: 'K8 module',
      series: 'K8',
      price: '249.50',
      specifications: [{ group: 'GNSS', rows: [{ label: 'Channels', value: '1,408' }] }],
      translations: { fa: { name: 'ماژول GNSS مدل K8', specifications: { labels: { Channels: 'کانال‌ها' } } } },
    },
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
    // The lead's history names what changed as the editor labels it: the warranty, and the lines (the deleted
    // product's reference was already gone from the stored line).
    const { entries } = await listAudit({ entityType: 'lead', entityId: String(q.leadId) })
    expect(entries[0]).toMatchObject({ action: 'quotation-save' })
    expect(entries[0]!.changes).toContainEqual({ field: 'changed', before: null, after: 'Lines, Warranty' })
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

describe('a Dari quotation', () => {
  it('names its products, labels their specifications and dates itself in Dari, amounts left to right', async () => {
    const leadId = await submitLead(
      { subject: 'quote-request', locale: 'fa', items: [{ product: 'k8-gnss-module', quantity: 4 }] },
      NOW,
    )
    const id = (await createQuotationForLead(leadId, sales, NOW))!
    const q = (await getQuotation(id))!
    // The catalogue's Dari name, as the customer's page and PDF print it.
    expect(q.draft.lines.map((l) => l.name)).toEqual(['ماژول GNSS مدل K8'])
    const lines = [{ ...q.draft.lines[0]!, discount: '10' }]
    expect((await saveQuotation(id, q.version, { ...q.draft, lines }, sales, NOW)).kind).toBe('saved')
    expect((await sendQuotation(id, q.version + 1, sales, NOW)).kind).toBe('sent')
    const [row] = await (await getDb()).select().from(quotations).where(eq(quotations.id, id))
    if (hasPdftotext) {
      const text = comparable(pdfText(row!.pdf!))
      expect(text).toContain(comparable('کانال‌ها'))
      expect(text).not.toContain('Channels')
    }
    const [mail] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.quotationId, id))
    // The e-mail names the company as configured and gives the validity in both calendars.
    // (The copy puts each value in a bidi isolate, left out here.)
    const words = (text: string) => text.replace(/[\u2066-\u2069]/g, '')
    expect(words(mail!.subject!)).toBe(`پیشنهاد قیمت ${q.number} از Meridian Geosystems`)
    expect(words(mail!.body!)).toContain('تا ۸ جدی ۱۴۰۵ (۲۹ دسمبر ۲۰۲۶) معتبر است')
    // The link alone on its line, without the bidi controls around the rest of the Dari text.
    expect(mail!.body).toMatch(/^https?:\/\/[^\s\u2066-\u2069]+\/q\/[A-Za-z0-9_-]{43}$/m)
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(mail!.body!)![1]!
    const open = await openQuotationLink(token, NOW)
    expect(open.kind).toBe('open')
    if (open.kind !== 'open') return
    const html = quotationPage(open, token, null).html
    // Who it is from, the validity in both calendars, the discount's sign inside the amount's isolate.
    expect(html).toContain('<header class="brand"><p>Meridian Geosystems</p></header>')
    expect(html).toContain('۸ جدی ۱۴۰۵ (۲۹ دسمبر ۲۰۲۶)')
    expect(html).toContain('<bdi dir="ltr">−$۹۹٫۸۰</bdi>')
  })
})
