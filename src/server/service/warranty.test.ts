import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { publicOffices } from '@/server/content/offices'
import { seedContentIfEmpty } from '@/server/content/seed'
import { getDb } from '@/server/db/client'
import { seedLibraryIfEmpty } from '@/server/library/seed'
import { openAdvisoriesOfProduct } from '@/server/library/views'
import { mediaStorage } from '@/server/storage'
import { products } from '@/server/db/schema'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { openStatusPage } from './status-view'
import { submitServiceRequest } from './submit'
import { createUnit } from './units'
import { checkWarranty, WARRANTY_RATE_LIMIT, warrantyLimiter } from './warranty'

let db: TestDatabase
let tech: StaffUser
let product: { id: number; slug: string; name: string }
const NOW = new Date('2026-11-28T06:00:00Z')

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  const d = await getDb()
  const [row] = await d
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1)
  product = row!
  tech = await createStaffAccount(
    { email: 'tech@meridian.test', displayName: 'Tech', role: 'service', password: 'correct horse battery' },
    null,
  )
  const unit = (serial: string, saleDate: string, warrantyMonths: string) =>
    createUnit(
      { productId: String(product.id), serial, saleDate, warrantyMonths, notes: 'Sold to Kabul Survey Co.' },
      tech,
      NOW,
    )
  expect(await unit('WR-0001', '2026-03-01', '24')).toMatchObject({ kind: 'saved' })
  expect(await unit('WR-0002', '2023-01-10', '12')).toMatchObject({ kind: 'saved' })
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await warrantyLimiter.reset()
})

describe('the warranty check', () => {
  it('gives the model and its cover for a registered serial, never the owner or the notes', async () => {
    const outcome = await checkWarranty('wr-0001', 'a', 'fa', NOW)
    expect(outcome).toEqual({
      kind: 'found',
      serial: 'wr-0001',
      units: [{ model: product.name, until: '2028-02-29', covered: true, advisories: [] }],
    })
    expect(JSON.stringify(outcome)).not.toContain('Kabul Survey')
    expect(await checkWarranty('WR-0002', 'a', 'en', NOW)).toMatchObject({
      kind: 'found',
      units: [{ covered: false, until: '2024-01-09' }],
    })
  })

  it('says only "unknown" for a serial not registered, and "invalid" for one that is not a serial', async () => {
    expect(await checkWarranty('ZZ-9999', 'a', 'en', NOW)).toEqual({ kind: 'unknown', serial: 'ZZ-9999' })
    expect(await checkWarranty('!', 'a', 'en', NOW)).toEqual({ kind: 'invalid' })
  })

  it('is rate-limited per address, found or not', async () => {
    for (let i = 0; i < WARRANTY_RATE_LIMIT.limit; i++) await checkWarranty(`XX-${i}00`, 'b', 'en', NOW)
    expect(await checkWarranty('WR-0001', 'b', 'en', NOW)).toMatchObject({ kind: 'rate-limited' })
    expect(await checkWarranty('WR-0001', 'c', 'en', NOW)).toMatchObject({ kind: 'found' })
  })

  it('links a request with a registered serial to its unit; its status page shows the warranty', async () => {
    const office = (await publicOffices('en'))[0]!.slug
    const created = await submitServiceRequest(
      {
        kind: 'repair',
        product: product.slug,
        serial: 'wr-0001',
        otherModel: '',
        fault: 'No fix.',
        purchaseDate: '',
        purchasePlace: '',
        office,
        pickupAddress: '',
        email: '',
        name: 'Ahmad',
        phone: '0700000001',
        language: 'fa',
      },
      [],
      NOW,
    )
    expect(created).toMatchObject({ kind: 'created' })
    if (created.kind !== 'created') return
    const view = await openStatusPage(created.token, 'fa', NOW)
    expect(view!.request.unit?.serial).toBe('WR-0001')
    expect(view!.warranty).toEqual({ until: '2028-02-29', covered: true })
  })
})

describe('backups', () => {
  it("cover the service desk's tables with their rows", async () => {
    const { dumpDatabase } = await import('@/server/backups/dump')
    const { database } = await dumpDatabase(db.handle, async () => {})
    const rows = Object.fromEntries(database.tables.map((t) => [t.name, t.rows]))
    for (const table of ['units', 'service_requests', 'service_events', 'service_links', 'service_counters'])
      expect(rows[table], table).toBeGreaterThan(0)
    for (const table of [
      'customers',
      'customer_contacts',
      'service_photos',
      'service_drafts',
      'calibration_certificates',
    ])
      expect(Object.keys(rows), table).toContain(table)
  })
})

describe('with the support library', () => {
  it("lists the model's open advisories, each linked to its Support section in the visitor's language", async () => {
    expect(await seedLibraryIfEmpty(await getDb(), mediaStorage(), { now: NOW })).toBeGreaterThan(0)
    const all = await (await getDb()).select({ id: products.id, slug: products.slug }).from(products)
    const advised = []
    for (const p of all) if ((await openAdvisoriesOfProduct(p.id, 'fa', NOW)).advisories.length) advised.push(p)
    expect(advised.length).toBeGreaterThan(0)
    const target = advised[0]!
    const saved = await createUnit(
      { productId: String(target.id), serial: 'WR-0100', saleDate: '2026-06-01', warrantyMonths: '12', notes: '' },
      tech,
      NOW,
    )
    expect(saved).toMatchObject({ kind: 'saved' })
    const outcome = await checkWarranty('WR-0100', 'b', 'fa', NOW)
    if (outcome.kind !== 'found') throw new Error(`expected the unit, got ${outcome.kind}`)
    const [advisory] = outcome.units[0]!.advisories
    expect(advisory).toMatchObject({ href: `/fa/support/products/${target.slug}` })
    expect(advisory!.title.length).toBeGreaterThan(0)
  })
})
