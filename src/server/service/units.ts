import 'server-only'

import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm'

import { kabulDate } from '@/lib/content/schedule'
import { matchesMask, serialKey } from '@/lib/service/serial-pattern'
import { unitSchema, type UnitInput } from '@/lib/service/unit-form'
import { underWarranty, warrantyUntil } from '@/lib/service/warranty'
import { serviceProductById, type ServiceProduct } from '@/server/catalogue/serial-patterns'
import { getDb, type DbOrTx, type Tx } from '@/server/db/client'
import { customers, serviceRequests, units, type UnitRow } from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { writeService } from '@/server/revision/service-write'

/**
 * The serial registry (docs/service-desk.md): each unit sold, by product and serial (unique per product), with its
 * sale date and warranty. Recorded one by one here or by CSV (./units-import.ts); a service request with a known
 * serial links to its unit (./submit.ts), and the warranty check reads it (./warranty.ts). Customers are linked
 * through src/server/customers/links.ts.
 */

export interface UnitDetail {
  id: number
  productId: number | null
  productName: string
  serial: string
  serialKey: string
  customerId: number | null
  customerName: string | null
  saleDate: string
  warrantyMonths: number
  /** The last day of cover, or null when sold without warranty. */
  warrantyUntil: string | null
  notes: string
  createdAt: Date
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0

function detailOf(row: UnitRow, customerName: string | null): UnitDetail {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    serial: row.serial,
    serialKey: row.serialKey,
    customerId: row.customerId,
    customerName,
    saleDate: row.saleDate,
    warrantyMonths: row.warrantyMonths,
    warrantyUntil: warrantyUntil(row.saleDate, row.warrantyMonths),
    notes: row.notes,
    createdAt: row.createdAt,
  }
}

export type UnitSaveOutcome =
  { kind: 'saved'; id: number } | { kind: 'invalid'; issues: { path: string; message: string }[] } | { kind: 'missing' }

/** The checks beyond the schema: the product exists, the serial follows its family's mask, the sale is not ahead. */
export function unitProblems(
  input: UnitInput,
  product: ServiceProduct | undefined,
  today: string,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  if (!product) issues.push({ path: 'productId', message: 'This product is not in the catalogue.' })
  else if (!matchesMask(input.serial, product.serialPattern))
    issues.push({
      path: 'serial',
      message: `${product.name} serial numbers follow the pattern ${product.serialPattern} (# a digit, @ a letter).`,
    })
  if (input.saleDate > today) issues.push({ path: 'saleDate', message: 'The sale date is in the future.' })
  return issues
}

async function duplicate(db: DbOrTx, productId: number, key: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.productId, productId), eq(units.serialKey, key), ...(except ? [ne(units.id, except)] : [])))
  return Boolean(row)
}

const auditView = (u: Pick<UnitRow, 'productName' | 'serial' | 'saleDate' | 'warrantyMonths' | 'notes'>) => ({
  product: u.productName,
  serial: u.serial,
  saleDate: u.saleDate,
  warrantyMonths: u.warrantyMonths,
  notes: u.notes,
})

/** Inserts a checked unit in `tx` (the form's save and the import's apply), with its audit entry. */
export async function insertUnit(
  tx: Tx,
  input: UnitInput & { customerId?: number | null },
  product: ServiceProduct,
  actor: StaffUser,
  action = 'create',
): Promise<number> {
  const [row] = await tx
    .insert(units)
    .values({
      productId: product.id,
      productName: product.name,
      serial: input.serial,
      serialKey: serialKey(input.serial),
      customerId: input.customerId ?? null,
      saleDate: input.saleDate,
      warrantyMonths: input.warrantyMonths,
      notes: input.notes,
    })
    .returning()
  // A request already filed with this serial (before the sale was recorded) finds its unit now.
  await tx
    .update(serviceRequests)
    .set({ unitId: row!.id })
    .where(
      and(
        eq(serviceRequests.serialKey, row!.serialKey),
        eq(serviceRequests.productId, product.id),
        // Only requests with no unit yet: one recorded earlier stays.
        isNull(serviceRequests.unitId),
      ),
    )
  await recordAudit(tx, {
    actor,
    entityType: 'unit',
    entityId: String(row!.id),
    action,
    before: null,
    after: auditView(row!),
  })
  return row!.id
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))

export async function createUnit(raw: unknown, actor: StaffUser, now = new Date()): Promise<UnitSaveOutcome> {
  const parsed = unitSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', issues: issuesOf(parsed.error) }
  const product = await serviceProductById(parsed.data.productId)
  const issues = unitProblems(parsed.data, product, kabulDate(now))
  if (issues.length) return { kind: 'invalid', issues }
  const db = await getDb()
  return writeService(db, async (tx): Promise<UnitSaveOutcome> => {
    if (await duplicate(tx, product!.id, serialKey(parsed.data.serial))) {
      return {
        kind: 'invalid',
        issues: [{ path: 'serial', message: `${product!.name} ${parsed.data.serial} is already in the registry.` }],
      }
    }
    return { kind: 'saved', id: await insertUnit(tx, parsed.data, product!, actor) }
  })
}

export async function updateUnit(
  id: number,
  raw: unknown,
  actor: StaffUser,
  now = new Date(),
): Promise<UnitSaveOutcome> {
  if (!validId(id)) return { kind: 'missing' }
  const parsed = unitSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', issues: issuesOf(parsed.error) }
  const product = await serviceProductById(parsed.data.productId)
  const issues = unitProblems(parsed.data, product, kabulDate(now))
  if (issues.length) return { kind: 'invalid', issues }
  const db = await getDb()
  return writeService(db, async (tx): Promise<UnitSaveOutcome> => {
    const [row] = await tx.select().from(units).where(eq(units.id, id)).for('update')
    if (!row) return { kind: 'missing' }
    const key = serialKey(parsed.data.serial)
    if (await duplicate(tx, product!.id, key, id)) {
      return {
        kind: 'invalid',
        issues: [{ path: 'serial', message: `${product!.name} ${parsed.data.serial} is already in the registry.` }],
      }
    }
    const next = {
      productId: product!.id,
      productName: product!.name,
      serial: parsed.data.serial,
      serialKey: key,
      saleDate: parsed.data.saleDate,
      warrantyMonths: parsed.data.warrantyMonths,
      notes: parsed.data.notes,
    }
    await tx
      .update(units)
      .set({ ...next, updatedAt: now })
      .where(eq(units.id, id))
    await recordAudit(tx, {
      actor,
      entityType: 'unit',
      entityId: String(id),
      action: 'update',
      before: auditView(row),
      after: auditView(next),
    })
    return { kind: 'saved', id }
  })
}

export async function getUnit(id: number): Promise<UnitDetail | undefined> {
  if (!validId(id)) return undefined
  const db = await getDb()
  const [found] = await db
    .select({ unit: units, customer: customers.name })
    .from(units)
    .leftJoin(customers, eq(customers.id, units.customerId))
    .where(eq(units.id, id))
  return found && detailOf(found.unit, found.customer)
}

export const UNITS_PAGE_SIZE = 50

/** Units newest first, searched by serial, product or customer name. */
export async function listUnits(options: { q?: string; page?: number } = {}) {
  const db = await getDb()
  const q = options.q?.trim() ?? ''
  let where: SQL | undefined
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const key = serialKey(q)
    where = or(
      ...(key ? [eq(units.serialKey, key)] : []),
      ilike(units.serial, like),
      ilike(units.productName, like),
      ilike(customers.name, like),
    )
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(units)
    .leftJoin(customers, eq(customers.id, units.customerId))
    .where(where)
  const pageCount = Math.max(1, Math.ceil(n / UNITS_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount)
  const rows = await db
    .select({ unit: units, customer: customers.name })
    .from(units)
    .leftJoin(customers, eq(customers.id, units.customerId))
    .where(where)
    .orderBy(desc(units.createdAt), desc(units.id))
    .limit(UNITS_PAGE_SIZE)
    .offset((page - 1) * UNITS_PAGE_SIZE)
  return { units: rows.map((r) => detailOf(r.unit, r.customer)), total: n, page, pageCount }
}

/** A customer record's units (its page's timeline). */
export async function unitsOfCustomer(customerId: number): Promise<UnitDetail[]> {
  if (!validId(customerId)) return []
  const db = await getDb()
  const rows = await db.select().from(units).where(eq(units.customerId, customerId)).orderBy(asc(units.saleDate))
  return rows.map((r) => detailOf(r, null))
}

/** Every unit with this serial (several products may share one), for the warranty check. */
export async function unitsBySerial(serial: string): Promise<UnitRow[]> {
  const key = serialKey(serial)
  if (!key) return []
  const db = await getDb()
  return db.select().from(units).where(eq(units.serialKey, key)).orderBy(asc(units.productName))
}

/** Whether a unit is covered on the Kabul date `today`. */
export const unitCovered = (u: Pick<UnitRow, 'saleDate' | 'warrantyMonths'>, today: string) =>
  underWarranty(u.saleDate, u.warrantyMonths, today)
