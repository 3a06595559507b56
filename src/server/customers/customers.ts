import 'server-only'

import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'

import { customerSchema, type CustomerInput } from '@/lib/customers/customer-form'
import { phoneKey } from '@/lib/service/phone'
import { getDb, type DbOrTx, type Tx } from '@/server/db/client'
import { customerContacts, customers, type CustomerContactRow, type CustomerRow } from '@/server/db/schema'
import { recordAudit, type AuditActor } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'

/**
 * Customer records (docs/decisions/104-customer-matching.md): a company or a person with its contacts, created and
 * edited by staff, listed and searched by name, e-mail or phone. Every change is an entry of the customer's history
 * (the audit log, entity 'customer'). Which leads, requests and units belong to a record is ./links.ts; matching
 * new ones is ./matching.ts; merging duplicates is ./merge.ts.
 */

export interface CustomerContact {
  id: number
  name: string
  email: string | null
  phone: string | null
}

export interface CustomerDetail {
  id: number
  kind: 'company' | 'person'
  name: string
  notes: string
  mergedInto: number | null
  /** What the edit form posts back (./customers.ts, updateCustomer). */
  version: number
  contacts: CustomerContact[]
  createdAt: Date
  updatedAt: Date
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0

const contactOf = (c: CustomerContactRow): CustomerContact => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
})

function detailOf(row: CustomerRow, contacts: CustomerContactRow[]): CustomerDetail {
  return {
    id: row.id,
    kind: row.kind === 'company' ? 'company' : 'person',
    name: row.name,
    notes: row.notes,
    mergedInto: row.mergedInto,
    version: row.version,
    contacts: contacts.map(contactOf),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** What the history records of a record: its fields and its contacts as one readable line each. */
function auditView(c: Pick<CustomerDetail, 'kind' | 'name' | 'notes' | 'contacts'>) {
  return {
    kind: c.kind,
    name: c.name,
    notes: c.notes,
    contacts: c.contacts.map((x) => [x.name, x.email, x.phone].filter(Boolean).join(' · ')),
  }
}

export async function getCustomer(id: number, given?: DbOrTx): Promise<CustomerDetail | undefined> {
  if (!validId(id)) return undefined
  const db = given ?? (await getDb())
  const [row] = await db.select().from(customers).where(eq(customers.id, id))
  if (!row) return undefined
  const contacts = await db
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.customerId, id))
    .orderBy(asc(customerContacts.id))
  return detailOf(row, contacts)
}

async function writeContacts(tx: Tx, customerId: number, contacts: CustomerInput['contacts']): Promise<void> {
  await tx.delete(customerContacts).where(eq(customerContacts.customerId, customerId))
  if (contacts.length === 0) return
  await tx.insert(customerContacts).values(
    contacts.map((c) => ({
      customerId,
      name: c.name,
      email: c.email,
      phone: c.phone,
      phoneKey: c.phone ? (phoneKey(c.phone) ?? null) : null,
    })),
  )
}

export type CustomerSaveOutcome =
  | { kind: 'saved'; id: number }
  | { kind: 'invalid'; issues: { path: string; message: string }[] }
  | { kind: 'missing' }
  /** Someone else changed the record since the form showed it: what it holds now and which fields differ. */
  | { kind: 'conflict'; current: CustomerDetail; changed: string[] }

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))

/** A new record; `tx` when it is made inside another change (a lead's or request's "new customer"). */
export async function createCustomer(
  input: unknown,
  actor: AuditActor,
  given?: Tx,
): Promise<CustomerSaveOutcome & { kind: 'saved' | 'invalid' }> {
  const parsed = customerSchema.safeParse(input)
  if (!parsed.success) return { kind: 'invalid', issues: issuesOf(parsed.error) }
  const run = async (tx: Tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ kind: parsed.data.kind, name: parsed.data.name, notes: parsed.data.notes })
      .returning({ id: customers.id })
    await writeContacts(tx, row!.id, parsed.data.contacts)
    await recordAudit(tx, {
      actor,
      entityType: 'customer',
      entityId: String(row!.id),
      action: 'create',
      before: null,
      after: auditView({ ...parsed.data, contacts: parsed.data.contacts.map((c) => ({ id: 0, ...c })) }),
    })
    return { kind: 'saved' as const, id: row!.id }
  }
  return given ? run(given) : (await getDb()).transaction(run)
}

/**
 * Saves a record's fields and its whole list of contacts, if it is still at `version` (what the form showed); a
 * merged record is not edited (its undo restores it from the history).
 */
export async function updateCustomer(
  id: number,
  version: number,
  input: unknown,
  actor: StaffUser,
): Promise<CustomerSaveOutcome> {
  if (!validId(id)) return { kind: 'missing' }
  const parsed = customerSchema.safeParse(input)
  if (!parsed.success) return { kind: 'invalid', issues: issuesOf(parsed.error) }
  const db = await getDb()
  return db.transaction(async (tx): Promise<CustomerSaveOutcome> => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update')
    if (!row || row.mergedInto !== null) return { kind: 'missing' }
    const before = (await getCustomer(id, tx))!
    if (row.version !== version) {
      const theirs = auditView(before)
      const mine = auditView({ ...parsed.data, contacts: parsed.data.contacts.map((c) => ({ id: 0, ...c })) })
      const changed = (Object.keys(theirs) as (keyof typeof theirs)[]).filter(
        (k) => JSON.stringify(theirs[k]) !== JSON.stringify(mine[k]),
      )
      return { kind: 'conflict', current: before, changed }
    }
    await tx
      .update(customers)
      .set({
        kind: parsed.data.kind,
        name: parsed.data.name,
        notes: parsed.data.notes,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, id))
    await writeContacts(tx, id, parsed.data.contacts)
    await recordAudit(tx, {
      actor,
      entityType: 'customer',
      entityId: String(id),
      action: 'update',
      before: auditView(before),
      after: auditView({ ...parsed.data, contacts: parsed.data.contacts.map((c) => ({ id: 0, ...c })) }),
    })
    return { kind: 'saved', id }
  })
}

export const CUSTOMERS_PAGE_SIZE = 30

export interface CustomerListItem {
  id: number
  kind: 'company' | 'person'
  name: string
  contacts: CustomerContact[]
}

/** Records not merged into another, by name, searched by name, contact name, e-mail or phone. */
export async function listCustomers(
  options: { q?: string; page?: number } = {},
): Promise<{ customers: CustomerListItem[]; total: number; page: number; pageCount: number }> {
  const db = await getDb()
  const q = options.q?.trim() ?? ''
  const filters: SQL[] = [isNull(customers.mergedInto)]
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const key = phoneKey(q)
    const contactMatch = db
      .select({ id: customerContacts.customerId })
      .from(customerContacts)
      .where(
        or(
          ilike(customerContacts.name, like),
          ilike(customerContacts.email, like),
          ...(key ? [eq(customerContacts.phoneKey, key)] : []),
        ),
      )
    filters.push(or(ilike(customers.name, like), inArray(customers.id, contactMatch))!)
  }
  const where = and(...filters)
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(customers).where(where)
  const pageCount = Math.max(1, Math.ceil(n / CUSTOMERS_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount)
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(asc(sql`lower(${customers.name})`), desc(customers.id))
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
  const contacts = rows.length
    ? await db
        .select()
        .from(customerContacts)
        .where(
          inArray(
            customerContacts.customerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(customerContacts.id))
    : []
  return {
    customers: rows.map((r) => ({
      id: r.id,
      kind: r.kind === 'company' ? 'company' : 'person',
      name: r.name,
      contacts: contacts.filter((c) => c.customerId === r.id).map(contactOf),
    })),
    total: n,
    page,
    pageCount,
  }
}

/** Names of records by id (for lists that show a lead's or a request's customer). */
export async function customerNames(ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter(validId))]
  if (unique.length === 0) return new Map()
  const db = await getDb()
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, unique))
  return new Map(rows.map((r) => [r.id, r.name]))
}
