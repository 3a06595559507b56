import 'server-only'

import { createHash } from 'node:crypto'

import { asc, eq } from 'drizzle-orm'

import { siteUrl } from '@/env'
import { kabulDayStart } from '@/lib/content/schedule'
import { localizeHref } from '@/lib/i18n/locales'
import { certificateHref } from '@/lib/routes'
import { certificateSchema, deviation, withinTolerance, type CertificateInput } from '@/lib/service/calibration'
import { CERTIFICATE_CODE } from '@/lib/service/references'
import { getCustomer } from '@/server/customers/customers'
import { getDb } from '@/server/db/client'
import { calibrationCertificates, serviceRequests } from '@/server/db/schema'
import { companyDetails } from '@/server/documents/company'
import { renderCalibrationCertificate } from '@/server/documents/service-documents'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { localeOf } from './notices'
import { newCertificateCode, takeServiceNumber } from './numbers'
import { writeService } from '@/server/revision/service-write'

/**
 * Calibration certificates (docs/decisions/102-certificates.md): issued by a technician for a request on the
 * calibration bench, numbered `C-2026-0001`, rendered once in the language chosen and kept as issued with the
 * SHA-256 of its bytes. Its QR code opens a public verification page by a random code (not the number, which can be
 * guessed): a tender office compares the page's essentials and checksum with the file it was handed.
 */

const noon = (isoDate: string) => new Date(kabulDayStart(isoDate).getTime() + 12 * 3_600_000)

export type IssueOutcome =
  | { kind: 'issued'; id: number; number: string; code: string }
  | { kind: 'invalid'; issues: { path: string; message: string }[] }
  | { kind: 'not-now'; status: string }
  | { kind: 'missing' }

/** The checks with their deviations and verdicts, as the certificate prints them. */
export function checkedTests(input: Pick<CertificateInput, 'tests'>) {
  return input.tests.map((t) => ({
    ...t,
    deviation: deviation(t.nominal, t.measured),
    pass: withinTolerance(t.nominal, t.measured, t.tolerance),
  }))
}

export async function issueCertificate(
  requestId: number,
  raw: unknown,
  actor: StaffUser,
  now = new Date(),
): Promise<IssueOutcome> {
  if (!Number.isSafeInteger(requestId) || requestId < 1) return { kind: 'missing' }
  const parsed = certificateSchema.safeParse(raw)
  if (!parsed.success)
    return {
      kind: 'invalid',
      issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    }
  const input = parsed.data
  const db = await getDb()
  const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId))
  if (!request) return { kind: 'missing' }
  if (request.status !== 'calibrating') return { kind: 'not-now', status: request.status }
  const customerName = (request.customerId ? (await getCustomer(request.customerId))?.name : undefined) ?? request.name
  const tests = checkedTests(input)
  const passed = tests.every((t) => t.pass)
  const locale = localeOf(input.language)
  // The number is taken before the document is set (it is printed on it); a rendering that fails leaves a gap in
  // the year's sequence, never two certificates with one number.
  const number = await takeServiceNumber(db, 'C', now)
  const code = newCertificateCode()
  const verifyUrl = `${siteUrl()}${localizeHref(certificateHref(code), locale)}`
  const pdf = await renderCalibrationCertificate({
    certificate: {
      number,
      requestNumber: request.number,
      calibratedOn: noon(input.calibratedOn),
      nextDue: noon(input.nextDue),
      issued: now,
      customer: customerName,
      model: input.model,
      serial: input.serial,
      tests,
      environment: { temperature: input.temperature, pressure: input.pressure, humidity: input.humidity },
      standards: input.standards,
      technician: actor.displayName,
      passed,
      verifyUrl,
    },
    company: await companyDetails(locale),
    locale,
  })
  const sha256 = createHash('sha256').update(pdf).digest('hex')
  const id = await writeService(db, async (tx) => {
    const [row] = await tx
      .insert(calibrationCertificates)
      .values({
        requestId,
        number,
        code,
        language: locale,
        customerName,
        model: input.model,
        serial: input.serial,
        tests: input.tests,
        environment: { temperature: input.temperature, pressure: input.pressure, humidity: input.humidity },
        standards: input.standards,
        calibratedOn: input.calibratedOn,
        nextDue: input.nextDue,
        passed,
        pdf,
        sha256,
        issuedBy: actor.id,
        issuedByName: actor.displayName,
        issuedAt: now,
      })
      .returning({ id: calibrationCertificates.id })
    await recordAudit(tx, {
      actor,
      entityType: 'service-request',
      entityId: String(requestId),
      action: 'certificate',
      at: now,
      before: { certificate: null },
      after: { certificate: number, passed, sha256 },
    })
    return row!.id
  })
  return { kind: 'issued', id, number, code }
}

export interface CertificateSummary {
  id: number
  number: string
  code: string
  language: string
  model: string
  serial: string
  calibratedOn: string
  nextDue: string
  passed: boolean
  sha256: string
  issuedByName: string
  issuedAt: Date
}

/**
 * The columns a summary shows: never the PDF, which a listing or the verification page does not send and which is the
 * row's weight (tens of kilobytes per certificate, read on every view of a status page otherwise).
 */
const summaryColumns = {
  id: calibrationCertificates.id,
  number: calibrationCertificates.number,
  code: calibrationCertificates.code,
  language: calibrationCertificates.language,
  model: calibrationCertificates.model,
  serial: calibrationCertificates.serial,
  calibratedOn: calibrationCertificates.calibratedOn,
  nextDue: calibrationCertificates.nextDue,
  passed: calibrationCertificates.passed,
  sha256: calibrationCertificates.sha256,
  issuedByName: calibrationCertificates.issuedByName,
  issuedAt: calibrationCertificates.issuedAt,
}

export async function certificatesOfRequest(requestId: number): Promise<CertificateSummary[]> {
  if (!Number.isSafeInteger(requestId) || requestId < 1) return []
  const db = await getDb()
  return db
    .select(summaryColumns)
    .from(calibrationCertificates)
    .where(eq(calibrationCertificates.requestId, requestId))
    .orderBy(asc(calibrationCertificates.issuedAt))
}

/** What the public verification page shows: the essentials, the customer's name and the checksum. */
export interface CertificateVerification extends CertificateSummary {
  customer: string
}

/** A certificate by its verification code, or undefined (a malformed code is not looked up). */
export async function verifyCertificate(code: string): Promise<CertificateVerification | undefined> {
  if (!CERTIFICATE_CODE.test(code)) return undefined
  const db = await getDb()
  const [row] = await db
    .select({ ...summaryColumns, customer: calibrationCertificates.customerName })
    .from(calibrationCertificates)
    .where(eq(calibrationCertificates.code, code))
  return row
}

/** A certificate's PDF as issued, by id, with its number, for a download; undefined when there is none. */
export async function certificatePdf(
  id: number,
  requestId?: number,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const db = await getDb()
  const [row] = await db.select().from(calibrationCertificates).where(eq(calibrationCertificates.id, id))
  if (!row || (requestId !== undefined && row.requestId !== requestId)) return undefined
  return { number: row.number, pdf: row.pdf }
}
