/**
 * Units by CSV (docs/service-desk.md) against a real database: the dry run names each line's fate and problem (a
 * serial not of its family's mask, an unknown product, a serial twice in the file, a bad date) and writes nothing;
 * the import writes the valid rows and the customers they name, only when no line is refused and only the plan the
 * dry run showed.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { categories, customers, products, units } from '@/server/db/schema'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { applyUnitsImport, planUnitsImport } from './units-import'

let db: TestDatabase
let tech: StaffUser
let slug: string
const NOW = new Date('2026-11-29T06:00:00Z')
const HEADER = 'serial,product,sale_date,warranty_months,customer,customer_phone'

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  const d = await getDb()
  const [product] = await d
    .select({ slug: products.slug, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1)
  slug = product!.slug
  // Its family's serials are two letters and six digits.
  await d.update(categories).set({ serialPattern: '@@######' }).where(eq(categories.id, product!.categoryId!))
  tech = await createStaffAccount(
    { email: 'tech@meridian.test', displayName: 'Tech', role: 'service', password: 'correct horse battery' },
    null,
  )
})
afterAll(async () => {
  await db?.dispose()
})

const unitCount = async () => (await (await getDb()).select({ id: units.id }).from(units)).length

describe('the units import', () => {
  it('dry run: names the line of each problem and writes nothing', async () => {
    const csv = [
      HEADER,
      `AB123456,${slug},2026-03-01,24,Kabul Survey Co.,0700 111 222`,
      `AB12,${slug},2026-03-01,24,,`,
      `CD123456,no-such-product,2026-03-01,,,`,
      `ab-123456,${slug},2026-03-02,12,,`,
      `EF123456,${slug},2026-13-45,12,,`,
    ].join('\n')
    const plan = await planUnitsImport(csv, NOW)
    if (!plan.ok) throw new Error(plan.message)
    expect(plan.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ])
    expect(plan.rows[2]!.message).toContain('Unknown product "no-such-product"')
    expect(plan.rows[3]!.message).toBe('The same serial of this product is on line 2 too.')
    expect(plan.rows[0]!.customer).toEqual({ action: 'create', name: 'Kabul Survey Co.' })
    expect(await unitCount()).toBe(0)
    // With refused lines, the import writes nothing either.
    expect((await applyUnitsImport(csv, plan.digest, tech, NOW)).kind).toBe('refused')
    expect(await unitCount()).toBe(0)
  })

  it('import: writes the valid rows and the customers they name; a second time skips them', async () => {
    const csv = [
      HEADER,
      `AB123456,${slug},2026-03-01,24,Kabul Survey Co.,0700 111 222`,
      `AB123457,${slug},2026-03-01,,Kabul Survey Co.,0700 111 222`,
    ].join('\n')
    const plan = await planUnitsImport(csv, NOW)
    if (!plan.ok) throw new Error(plan.message)
    expect([plan.creates, plan.errors]).toEqual([2, 0])
    // A digest that is not this plan's is refused.
    expect((await applyUnitsImport(csv, 'f'.repeat(64), tech, NOW)).kind).toBe('changed')
    expect(await applyUnitsImport(csv, plan.digest, tech, NOW)).toEqual({ kind: 'applied', created: 2, customers: 1 })
    const d = await getDb()
    const rows = await d.select().from(units)
    expect(rows.map((u) => [u.serial, u.warrantyMonths]).sort()).toEqual([
      ['AB123456', 24],
      ['AB123457', 12],
    ])
    const [record] = await d.select().from(customers)
    expect(rows.every((u) => u.customerId === record!.id)).toBe(true)
    const again = await planUnitsImport(csv, NOW)
    expect(again.ok && again.rows.map((r) => r.action)).toEqual(['skip', 'skip'])
  })
})
