/**
 * Calibration certificates (docs/decisions/102-certificates.md) against a real database: issued only on the
 * calibration bench, refused with the fields named when the checks are not numbers, rendered once in the customer's
 * language with the deviations and verdicts worked out, kept with the SHA-256 of the very bytes served, and found by
 * their verification code (never by a made-up one).
 */
import { createHash } from 'node:crypto'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicOffices } from '@/server/content/offices'
import { seedContentIfEmpty } from '@/server/content/seed'
import { getDb } from '@/server/db/client'
import { auditLog, products } from '@/server/db/schema'
import { comparable, hasPdftotext, pdfText } from '@/server/documents/pdf-test-utils'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { certificatePdf, certificatesOfRequest, issueCertificate, verifyCertificate } from './certificates'
import { moveServiceRequest } from './status'
import { statusDocument } from './status-view'
import { submitServiceRequest } from './submit'

let db: TestDatabase
let tech: StaffUser
let requestId: number
let token: string
const NOW = new Date('2026-11-29T06:00:00Z')

const input = (extra: Record<string, unknown> = {}) => ({
  model: 'Vireo T5 Total Station',
  serial: 'CAL-0001',
  tests: [
    { name: 'زاویهٔ افقی', unit: '"', nominal: '90.0000', measured: '90.0003', tolerance: '0.0005' },
    { name: 'فاصله', unit: 'mm', nominal: '100.000', measured: '100.004', tolerance: '0.002' },
  ],
  temperature: '21.5 °C',
  pressure: '1013 hPa',
  humidity: '40 %',
  standards: ['Baseline KBL-1', ''],
  calibratedOn: '2026-11-29',
  nextDue: '2027-11-29',
  language: 'fa',
  ...extra,
})

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  const d = await getDb()
  const [product] = await d.select({ slug: products.slug }).from(products).where(eq(products.isActive, true)).limit(1)
  tech = await createStaffAccount(
    { email: 'tech@meridian.test', displayName: 'Tech', role: 'service', password: 'correct horse battery' },
    null,
  )
  const filed = await submitServiceRequest(
    {
      kind: 'calibration',
      product: product!.slug,
      otherModel: '',
      serial: 'CAL-0001',
      fault: '',
      purchaseDate: '',
      purchasePlace: '',
      office: (await publicOffices('en'))[0]!.slug,
      pickupAddress: '',
      name: 'Kabul Survey Co.',
      phone: '0700 555 1234',
      email: '',
      language: 'fa',
    },
    [],
    NOW,
  )
  if (filed.kind !== 'created') throw new Error(JSON.stringify(filed))
  requestId = filed.id
  token = filed.token
})
afterAll(async () => {
  await db?.dispose()
})

describe('a calibration certificate', () => {
  it('is issued only while the instrument is being calibrated', async () => {
    expect(await issueCertificate(requestId, input(), tech, NOW)).toEqual({ kind: 'not-now', status: 'received' })
    expect((await issueCertificate(999_999, input(), tech, NOW)).kind).toBe('missing')
  })

  it('names the fields that are wrong and issues nothing', async () => {
    for (const to of ['diagnosing', 'calibrating'] as const) await moveServiceRequest(requestId, to, tech, NOW)
    const tests = [{ name: 'Angle', unit: '"', nominal: 'ninety', measured: '90', tolerance: '1' }]
    const refused = await issueCertificate(requestId, input({ tests, standards: [''], nextDue: '2026-01-01' }), tech)
    expect(refused.kind).toBe('invalid')
    const paths = refused.kind === 'invalid' ? refused.issues.map((i) => i.path) : []
    expect(paths).toEqual(expect.arrayContaining(['tests.0.nominal', 'standards', 'nextDue']))
    expect(await certificatesOfRequest(requestId)).toEqual([])
  })

  it('is kept as issued with its SHA-256, audited, and found by its code', async () => {
    const issued = await issueCertificate(requestId, input(), tech, NOW)
    if (issued.kind !== 'issued') throw new Error(JSON.stringify(issued))
    expect(issued.number).toBe('C-2026-0001')
    const { pdf } = (await certificatePdf(issued.id))!
    const sha256 = createHash('sha256').update(pdf).digest('hex')
    const found = await verifyCertificate(issued.code)
    expect(found).toMatchObject({ number: 'C-2026-0001', serial: 'CAL-0001', customer: 'Kabul Survey Co.' })
    expect(found!.sha256).toBe(sha256)
    // One check out of tolerance (4 mm against 2): the certificate says it failed.
    expect(found!.passed).toBe(false)
    // The customer's status page serves the same bytes.
    expect((await statusDocument(token, 'certificate', issued.id, NOW))!.pdf.equals(pdf)).toBe(true)
    if (hasPdftotext) {
      const text = comparable(pdfText(pdf))
      expect(text).toContain('C-2026-0001')
      expect(text).toContain('CAL-0001')
      expect(text).toContain(comparable('زاویهٔ افقی'))
      expect(text).toContain('Baseline')
    }
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, 'certificate'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.changes.find((c) => c.field === 'sha256')?.after).toBe(sha256)
  })

  it('is not found by an unknown or malformed code', async () => {
    expect(await verifyCertificate('A'.repeat(20))).toBeUndefined()
    expect(await verifyCertificate("' or 1=1 --")).toBeUndefined()
  })
})
