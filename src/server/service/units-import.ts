import 'server-only'

import { createHash } from 'node:crypto'

import { and, inArray, isNull, sql } from 'drizzle-orm'

import { kabulDate } from '@/lib/content/schedule'
import { parseCsv } from '@/lib/csv-parse'
import { phoneKey } from '@/lib/service/phone'
import { serialKey } from '@/lib/service/serial-pattern'
import { unitSchema } from '@/lib/service/unit-form'
import { backupBeforeImport } from '@/server/backups'
import { serviceProductsBySlug, type ServiceProduct } from '@/server/catalogue/serial-patterns'
import { createCustomer } from '@/server/customers/customers'
import { matchCustomers } from '@/server/customers/matching'
import { getDb, getDbHandle } from '@/server/db/client'
import { customers, units } from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { insertUnit, unitProblems } from './units'
import { writeService } from '@/server/revision/service-write'

/**
 * Units by CSV (docs/service-desk.md), with a dry run that lists what it will write, row by row (as the catalogue's
 * import does, decision 054): each row is created, skipped (that product's serial is in the registry already) or
 * refused with its reason (a serial twice in the file, an unknown product, a bad date, a serial that is not the
 * family's). Nothing is applied while a row is refused. The apply reads the same file again and is refused when its
 * plan is no longer the one the dry run showed; it takes a backup first (src/server/backups), then writes every row
 * and the customers they name in one transaction.
 *
 * Columns (a header row, names in any order and case): serial, product (a catalogue slug), sale_date (YYYY-MM-DD),
 * warranty_months (empty: 12), customer, customer_email, customer_phone, notes. A customer is the record one of
 * whose contacts has that e-mail or phone, else the record of exactly that name, else a new record.
 */

export const UNIT_COLUMNS = [
  'serial',
  'product',
  'sale_date',
  'warranty_months',
  'customer',
  'customer_email',
  'customer_phone',
  'notes',
] as const
type Column = (typeof UNIT_COLUMNS)[number]
const REQUIRED: Column[] = ['serial', 'product', 'sale_date']

export interface PlannedRow {
  line: number
  serial: string
  product: string
  action: 'create' | 'skip' | 'error'
  /** Why a row is skipped or refused. */
  message: string
  /** The record it links to (`id`), the one it creates, or none. */
  customer: { action: 'link' | 'create' | 'none'; name: string; id?: number }
}

export type ImportPlan =
  | { ok: true; rows: PlannedRow[]; creates: number; skips: number; errors: number; digest: string }
  | { ok: false; message: string }

interface RowInput {
  line: number
  values: Record<Column, string>
  product?: ServiceProduct
}

/** What the file asks for, checked against the database: the dry run. */
export async function planUnitsImport(csv: string, now = new Date()): Promise<ImportPlan> {
  const parsed = parseCsv(csv)
  if (!parsed.ok) return { ok: false, message: `Line ${parsed.line}: ${parsed.message}` }
  const [header, ...body] = parsed.rows
  if (!header) return { ok: false, message: 'The file is empty.' }
  const names = header.fields.map((f) => f.trim().toLowerCase())
  const missing = REQUIRED.filter((c) => !names.includes(c))
  if (missing.length)
    return { ok: false, message: `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.` }
  const unknown = names.filter((n) => !(UNIT_COLUMNS as readonly string[]).includes(n))
  if (unknown.length)
    return { ok: false, message: `Unknown columns: ${unknown.join(', ')}. Use ${UNIT_COLUMNS.join(', ')}.` }
  if (body.length === 0) return { ok: false, message: 'The file has a header and no rows.' }
  const rows: RowInput[] = body.map((r) => ({
    line: r.line,
    values: Object.fromEntries(UNIT_COLUMNS.map((c) => [c, (r.fields[names.indexOf(c)] ?? '').trim()])) as Record<
      Column,
      string
    >,
  }))
  const products = await serviceProductsBySlug(rows.map((r) => r.values.product))
  for (const row of rows) row.product = products.get(row.values.product)
  const today = kabulDate(now)
  const firstLine = new Map<string, number>()
  const db = await getDb()
  const keysByProduct = rows
    .filter((r) => r.product)
    .map((r) => ({ id: r.product!.id, key: serialKey(r.values.serial) }))
  const registered = new Set(
    keysByProduct.length
      ? (
          await db
            .select({ productId: units.productId, key: units.serialKey })
            .from(units)
            .where(inArray(units.serialKey, [...new Set(keysByProduct.map((k) => k.key))]))
        ).map((u) => `${u.productId}:${u.key}`)
      : [],
  )
  const matches = await matchCustomers(
    rows.map((r) => ({ email: r.values.customer_email, phone: r.values.customer_phone })),
  )
  const named = await customersNamed(rows.map((r) => r.values.customer))
  const planned = rows.map((row, i): PlannedRow => {
    const v = row.values
    const customer = customerAction(v, matches[i]!, named)
    const base = { line: row.line, serial: v.serial, product: v.product, customer }
    const parsedRow = unitSchema.safeParse({
      productId: String(row.product?.id ?? ''),
      serial: v.serial,
      saleDate: v.sale_date,
      warrantyMonths: v.warranty_months,
      notes: v.notes,
    })
    if (!row.product)
      return { ...base, action: 'error', message: `Unknown product "${v.product}" (use its catalogue slug).` }
    if (!parsedRow.success) return { ...base, action: 'error', message: parsedRow.error.issues[0]!.message }
    const problem = unitProblems(parsedRow.data, row.product, today)[0]
    if (problem) return { ...base, action: 'error', message: problem.message }
    if (v.customer_phone && !phoneKey(v.customer_phone))
      return { ...base, action: 'error', message: `"${v.customer_phone}" is not a phone number.` }
    const key = `${row.product.id}:${serialKey(v.serial)}`
    const earlier = firstLine.get(key)
    if (earlier !== undefined)
      return { ...base, action: 'error', message: `The same serial of this product is on line ${earlier} too.` }
    firstLine.set(key, row.line)
    if (registered.has(key)) return { ...base, action: 'skip', message: 'Already in the registry.' }
    return { ...base, action: 'create', message: '' }
  })
  const count = (a: PlannedRow['action']) => planned.filter((r) => r.action === a).length
  const digest = createHash('sha256').update(JSON.stringify(planned)).digest('hex')
  return { ok: true, rows: planned, creates: count('create'), skips: count('skip'), errors: count('error'), digest }
}

/** Records by exact name (case aside), for rows that name a customer without a known e-mail or phone. */
async function customersNamed(names: string[]): Promise<Map<string, { id: number; name: string }[]>> {
  const wanted = [...new Set(names.filter(Boolean).map((n) => n.toLowerCase()))]
  if (wanted.length === 0) return new Map()
  const db = await getDb()
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(isNull(customers.mergedInto), inArray(sql`lower(${customers.name})`, wanted)))
  const out = new Map<string, { id: number; name: string }[]>()
  for (const r of rows) out.set(r.name.toLowerCase(), [...(out.get(r.name.toLowerCase()) ?? []), r])
  return out
}

function customerAction(
  v: Record<Column, string>,
  matches: { id: number; name: string }[],
  named: Map<string, { id: number; name: string }[]>,
): PlannedRow['customer'] {
  if (matches[0]) return { action: 'link', name: matches[0].name, id: matches[0].id }
  const byName = v.customer ? named.get(v.customer.toLowerCase()) : undefined
  if (byName?.length === 1) return { action: 'link', name: byName[0]!.name, id: byName[0]!.id }
  if (v.customer) return { action: 'create', name: v.customer }
  return { action: 'none', name: '' }
}

export type ApplyOutcome =
  { kind: 'applied'; created: number; customers: number } | { kind: 'changed' } | { kind: 'refused'; message: string }

/** Writes what the dry run of the same file showed (its digest), after a backup; all rows or none. */
export async function applyUnitsImport(
  csv: string,
  digest: string,
  actor: StaffUser,
  now = new Date(),
): Promise<ApplyOutcome> {
  const plan = await planUnitsImport(csv, now)
  if (!plan.ok) return { kind: 'refused', message: plan.message }
  if (plan.digest !== digest) return { kind: 'changed' }
  if (plan.errors > 0) return { kind: 'refused', message: 'Some rows are refused: fix them and import the file again.' }
  if (plan.creates === 0) return { kind: 'applied', created: 0, customers: 0 }
  await backupBeforeImport(await getDbHandle(), actor.displayName)
  const parsed = parseCsv(csv)
  if (!parsed.ok) return { kind: 'refused', message: parsed.message }
  const names = parsed.rows[0]!.fields.map((f) => f.trim().toLowerCase())
  const byLine = new Map(parsed.rows.map((r) => [r.line, r.fields]))
  const value = (line: number, c: Column) => (byLine.get(line)?.[names.indexOf(c)] ?? '').trim()
  const products = await serviceProductsBySlug(plan.rows.map((r) => r.product))
  const db = await getDb()
  return writeService(db, async (tx): Promise<ApplyOutcome> => {
    const madeCustomers = new Map<string, number>()
    let customerCount = 0
    const serials: string[] = []
    for (const row of plan.rows.filter((r) => r.action === 'create')) {
      const email = value(row.line, 'customer_email')
      const phone = value(row.line, 'customer_phone')
      // Links were resolved by the plan (its digest holds them): nothing is read outside this transaction here, which
      // on PGlite would wait for the transaction itself.
      let customerId: number | null = row.customer.id ?? null
      if (row.customer.action === 'create') {
        const known = madeCustomers.get(row.customer.name.toLowerCase())
        if (known) customerId = known
        else {
          const made = await createCustomer(
            {
              kind: 'person',
              name: row.customer.name,
              notes: '',
              contacts: email || phone ? [{ name: row.customer.name, email, phone }] : [],
            },
            actor,
            tx,
          )
          if (made.kind !== 'saved') return { kind: 'refused', message: `Line ${row.line}: ${made.issues[0]?.message}` }
          customerId = made.id
          customerCount++
          madeCustomers.set(row.customer.name.toLowerCase(), made.id)
        }
      }
      const input = unitSchema.parse({
        productId: String(products.get(row.product)!.id),
        serial: row.serial,
        saleDate: value(row.line, 'sale_date'),
        warrantyMonths: value(row.line, 'warranty_months'),
        notes: value(row.line, 'notes'),
      })
      await insertUnit(tx, { ...input, customerId }, products.get(row.product)!, actor, 'import')
      serials.push(`${row.product} ${row.serial}`)
    }
    await recordAudit(tx, {
      actor,
      entityType: 'unit-import',
      entityId: digest.slice(0, 12),
      action: 'import',
      before: null,
      after: { created: serials.length, skipped: plan.skips, customers: customerCount, units: serials },
    })
    return { kind: 'applied', created: serials.length, customers: customerCount }
  })
}
