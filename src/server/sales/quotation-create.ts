import 'server-only'

import { asc, eq, inArray, sql } from 'drizzle-orm'

import { kabulDate } from '@/lib/content/schedule'
import { MONEY_LIMITS, parseDecimal, quotationNumber } from '@/lib/sales/money'
import { getDb, type DbOrTx, type Tx } from '@/server/db/client'
import { contactMessageItems, contactMessages, products, quotationLines, quotations } from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { writeService } from '@/server/revision/service-write'

/**
 * Starting a quotation (docs/decisions/051-quotations.md, 048-money-and-numbering.md): the year's next number,
 * taken in the database, and a first draft from the lead's quote request at catalogue prices, in the lead's
 * language. Editing, revising and reading it are in ./quotations.ts.
 */

/** 30 days: a common validity for instrument quotations; staff change it in the editor. */
const DEFAULT_VALIDITY_DAYS = 30

const validId = (id: number) => Number.isSafeInteger(id) && id > 0

/** Takes the year's next number: one statement, so concurrent creations on any instance never share one. */
export async function takeQuotationNumber(db: DbOrTx, year: number): Promise<string> {
  const result = await db.execute(sql`
    INSERT INTO quotation_counters (year, last_sequence) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_sequence = quotation_counters.last_sequence + 1
    RETURNING last_sequence`)
  const row = (result as unknown as { rows: { last_sequence: number }[] }).rows[0]!
  return quotationNumber(year, Number(row.last_sequence))
}

/** The catalogue price as cents (the column is numeric text; read digit by digit, never as a float). */
function priceCents(price: string | null): number {
  if (price === null) return 0
  const read = parseDecimal(price, 2, MONEY_LIMITS.maxUnitCents)
  return read.ok ? read.value : 0
}

/** A quotation's line as stored (amounts in cents, decision 048). */
export interface NewQuotationLine {
  productId: number | null
  name: string
  model: string
  quantity: number
  unitCents: number
  discountBasisPoints: number
}

/**
 * Inserts revision 1 of a new quotation, a draft numbered in `tx`, for a lead or a service request (its repair
 * quotation), valid for 30 days. The caller writes the history entry in the same transaction.
 */
export async function insertQuotation(
  tx: Tx,
  owner: { leadId: number } | { serviceRequestId: number },
  values: { language: string; actor: StaffUser; now: Date; lines: readonly NewQuotationLine[]; warranty?: string },
): Promise<{ id: number; number: string }> {
  const year = Number(kabulDate(values.now).slice(0, 4))
  const number = await takeQuotationNumber(tx, year)
  const validUntil = kabulDate(new Date(values.now.getTime() + DEFAULT_VALIDITY_DAYS * 86_400_000))
  const [created] = await tx
    .insert(quotations)
    .values({
      ...owner,
      number,
      validUntil,
      language: values.language,
      warranty: values.warranty ?? '',
      createdBy: values.actor.id,
      updatedBy: values.actor.id,
    })
    .returning({ id: quotations.id })
  if (values.lines.length) {
    await tx
      .insert(quotationLines)
      .values(values.lines.map((line, position) => ({ ...line, quotationId: created!.id, position })))
  }
  return { id: created!.id, number }
}

/**
 * A new quotation for a lead: a fresh number, lines from its quote request (or the product it was sent from) at
 * catalogue prices, the lead's language, valid for 30 days. Returns its id, or undefined when there is no lead.
 */
export async function createQuotationForLead(
  leadId: number,
  actor: StaffUser,
  now = new Date(),
): Promise<number | undefined> {
  if (!validId(leadId)) return undefined
  const db = await getDb()
  return writeService(db, async (tx) => {
    const [lead] = await tx.select().from(contactMessages).where(eq(contactMessages.id, leadId)).for('update')
    if (!lead) return undefined
    const items = await tx
      .select()
      .from(contactMessageItems)
      .where(eq(contactMessageItems.messageId, leadId))
      .orderBy(asc(contactMessageItems.position))
    const wanted =
      items.length > 0
        ? items.map((i) => ({ slug: i.productSlug, name: i.productName, quantity: i.quantity }))
        : lead.productSlug
          ? [{ slug: lead.productSlug, name: lead.productName ?? lead.productSlug, quantity: 1 }]
          : []
    const found = wanted.length
      ? await tx
          .select({
            id: products.id,
            slug: products.slug,
            name: products.name,
            translations: products.translations,
            series: products.series,
            price: products.price,
          })
          .from(products)
          .where(
            inArray(
              products.slug,
              wanted.map((w) => w.slug),
            ),
          )
      : []
    const bySlug = new Map(found.map((p) => [p.slug, p]))
    const lines = wanted.map((w): NewQuotationLine => {
      const product = bySlug.get(w.slug)
      return {
        productId: product?.id ?? null,
        // The catalogue's name in the lead's language where it has one (staff may still change it).
        name:
          (lead.locale === 'fa' || lead.locale === 'ps' ? product?.translations[lead.locale]?.name : null) ??
          product?.name ??
          w.name,
        model: product?.series ?? '',
        quantity: Math.max(1, w.quantity),
        unitCents: priceCents(product?.price ?? null),
        discountBasisPoints: 0,
      }
    })
    const created = await insertQuotation(tx, { leadId }, { language: lead.locale, actor, now, lines })
    const number = created.number
    await recordAudit(tx, {
      actor,
      entityType: 'lead',
      entityId: String(leadId),
      action: 'quotation-create',
      before: null,
      after: { quotation: number, lines: lines.length },
    })
    return created.id
  })
}
