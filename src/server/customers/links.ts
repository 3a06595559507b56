import 'server-only'

import { and, eq, inArray } from 'drizzle-orm'

import { getDb, type Tx } from '@/server/db/client'
import { contactMessages, customers, serviceRequests, units } from '@/server/db/schema'
import { recordAudit, type AuditActor } from '@/server/staff/audit'
import { createCustomer } from './customers'

/**
 * Which customer a lead, a service request or a unit belongs to (docs/decisions/104-customer-matching.md). The
 * `customer_id` of those three tables is written here and nowhere else (merges too, ./merge.ts, through
 * `moveLinks`), so a link always leaves its entry in the history of the thing it was set on.
 */

export type LinkedKind = 'lead' | 'request' | 'unit'

const TABLES = { lead: contactMessages, request: serviceRequests, unit: units } as const
const ENTITY = { lead: 'lead', request: 'service-request', unit: 'unit' } as const

async function nameOf(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null
  const [row] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, id))
  return row?.name ?? null
}

/** Sets (or clears, with null) the customer of one lead, request or unit. 'missing': no such item or customer. */
export async function linkToCustomer(
  kind: LinkedKind,
  id: number,
  customerId: number | null,
  actor: AuditActor,
  given?: Tx,
): Promise<'linked' | 'unchanged' | 'missing'> {
  if (!Number.isSafeInteger(id) || id < 1) return 'missing'
  const table = TABLES[kind]
  const run = async (tx: Tx) => {
    const [row] = await tx.select({ customerId: table.customerId }).from(table).where(eq(table.id, id)).for('update')
    if (!row) return 'missing' as const
    if (customerId !== null) {
      const [target] = await tx
        .select({ mergedInto: customers.mergedInto })
        .from(customers)
        .where(eq(customers.id, customerId))
      if (!target || target.mergedInto !== null) return 'missing' as const
    }
    if (row.customerId === customerId) return 'unchanged' as const
    await tx.update(table).set({ customerId }).where(eq(table.id, id))
    await recordAudit(tx, {
      actor,
      entityType: ENTITY[kind],
      entityId: String(id),
      action: 'customer',
      before: { customer: await nameOf(tx, row.customerId) },
      after: { customer: await nameOf(tx, customerId) },
    })
    return 'linked' as const
  }
  return given ? run(given) : (await getDb()).transaction(run)
}

/** The record a lead or a request belongs to (its name, for a link), if staff confirmed one. */
export async function customerOf(
  kind: Exclude<LinkedKind, 'unit'>,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const table = TABLES[kind]
  const db = await getDb()
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(table)
    .innerJoin(customers, eq(customers.id, table.customerId))
    .where(eq(table.id, id))
  return row
}

/** What a new record is made from: a lead's or a request's own name and ways to reach them. */
export interface NewCustomerSource {
  name: string
  company?: string | null
  email?: string | null
  phone?: string | null
}

/**
 * A new customer record from a lead's or a request's details, linked to it in the same transaction: a company (named
 * after it, the person as its contact) when a company was given, else a person. Undefined when the item is gone.
 */
export async function createCustomerFor(
  kind: Exclude<LinkedKind, 'unit'>,
  id: number,
  source: NewCustomerSource,
  actor: AuditActor,
): Promise<number | undefined> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const table = TABLES[kind]
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update')
    if (!row) return undefined
    const company = source.company?.trim()
    const created = await createCustomer(
      {
        kind: company ? 'company' : 'person',
        name: company || source.name,
        notes: '',
        contacts: [{ name: source.name, email: source.email ?? '', phone: source.phone ?? '' }],
      },
      actor,
      tx,
    )
    if (created.kind !== 'saved') return undefined
    await linkToCustomer(kind, id, created.id, actor, tx)
    return created.id
  })
}

/** The ids of the leads, requests and units a record holds. */
export async function linkedIds(tx: Tx, customerId: number): Promise<Record<LinkedKind, number[]>> {
  const ids = async (kind: LinkedKind) => {
    const table = TABLES[kind]
    const rows = await tx.select({ id: table.id }).from(table).where(eq(table.customerId, customerId))
    return rows.map((r) => r.id).sort((a, b) => a - b)
  }
  return { lead: await ids('lead'), request: await ids('request'), unit: await ids('unit') }
}

/**
 * Moves these items from one record to another, those still on `from` only (a merge and its undo: ./merge.ts, whose
 * one history entry lists them all).
 */
export async function moveLinks(tx: Tx, kind: LinkedKind, ids: readonly number[], from: number, to: number) {
  const table = TABLES[kind]
  if (ids.length === 0) return
  await tx
    .update(table)
    .set({ customerId: to })
    .where(and(inArray(table.id, [...ids]), eq(table.customerId, from)))
}
