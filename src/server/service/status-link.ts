import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { and, eq } from 'drizzle-orm'

import { siteUrl } from '@/env'
import { localizeHref } from '@/lib/i18n/locales'
import { serviceStatusHref } from '@/lib/routes'
import { isServiceStatus } from '@/lib/service/flow'
import { asciiDigits, lastFour } from '@/lib/service/phone'
import { parseRequestReference, STATUS_TOKEN } from '@/lib/service/references'
import { getDb, type DbOrTx } from '@/server/db/client'
import { serviceLinks, serviceRequests } from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { SharedRateLimiter } from '@/server/rate-limit/shared'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { enqueueNotice, localeOf, officeForNotice } from './notices'
import { hashToken, newStatusToken } from './numbers'
import { requestOfLinkHash, type ServiceRequestDetail } from './requests'
import { withdrawnIn } from './status'
import { writeService } from '@/server/revision/service-write'

/**
 * A request's private status links (docs/decisions/100-service-references-and-links.md). A link is a random token of
 * which only the SHA-256 is stored, looked up by its hash and compared in constant time, never logged. The first is
 * made with the request and lasts; the lookup by reference and the phone's last four digits makes a new one that
 * lasts a day. Both are rate-limited per address, and a lookup that finds nothing says only that, whichever half was
 * wrong, so the form cannot tell a guesser that a reference exists.
 */

/** 60 views in 10 minutes per address, as a quotation's link (decision 051): a customer never meets it. */
export const STATUS_LINK_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const
export const statusLinkLimiter = new SharedRateLimiter({ bucket: 'service-status', ...STATUS_LINK_RATE_LIMIT })

/**
 * 10 lookups in 10 minutes per address, found or not: a customer who mistypes twice is fine; trying four-digit
 * endings (10,000 of them per reference) is not.
 */
export const LOOKUP_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const
export const lookupLimiter = new SharedRateLimiter({ bucket: 'service-lookup', ...LOOKUP_RATE_LIMIT })

/** A link made by a lookup lasts a day: long enough to come back to, short for a phone left unlocked. */
export const LOOKUP_LINK_TTL_MS = 24 * 3_600_000

/** A new link to a request; its token, which exists only in the caller's hands from here on. */
export async function createStatusLink(db: DbOrTx, requestId: number, expiresAt: Date | null = null): Promise<string> {
  const token = newStatusToken()
  await db.insert(serviceLinks).values({ requestId, tokenHash: hashToken(token), expiresAt })
  return token
}

/**
 * The request a token opens, read with its link in one query (the status page's), or undefined (unknown, malformed
 * or expired).
 */
export async function openRequestByToken(token: string, now = new Date()): Promise<ServiceRequestDetail | undefined> {
  if (!STATUS_TOKEN.test(token)) return undefined
  const hash = hashToken(token)
  const found = await requestOfLinkHash(hash)
  // As requestForToken: the index found the row by equality; the constant-time comparison grants access.
  if (!found || !timingSafeEqual(Buffer.from(found.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined
  if (found.expiresAt && found.expiresAt <= now) return undefined
  return found.request
}

/** The request a token opens, or undefined (unknown, malformed or expired). */
export async function requestForToken(token: string, now = new Date()): Promise<number | undefined> {
  if (!STATUS_TOKEN.test(token)) return undefined
  const hash = hashToken(token)
  const db = await getDb()
  const [row] = await db.select().from(serviceLinks).where(eq(serviceLinks.tokenHash, hash))
  // The index found the row by equality; the constant-time comparison is the check that grants access.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined
  if (row.expiresAt && row.expiresAt <= now) return undefined
  return row.requestId
}

export type LookupOutcome =
  { kind: 'found'; token: string } | { kind: 'no-match' } | { kind: 'rate-limited'; retryAfterSeconds: number }

/** Finds a request by its reference and the last four digits of its phone; a match gets a new day-long link. */
export async function lookupRequest(
  reference: string,
  digits: string,
  address: string,
  now = new Date(),
): Promise<LookupOutcome> {
  const taken = await lookupLimiter.take(address)
  if (!taken.ok) return { kind: 'rate-limited', retryAfterSeconds: taken.retryAfterSeconds }
  const number = parseRequestReference(reference, asciiDigits)
  const four = asciiDigits(digits).replace(/\D/g, '')
  if (!number || four.length !== 4) return { kind: 'no-match' }
  const db = await getDb()
  const [row] = await db
    .select({ id: serviceRequests.id, phone: serviceRequests.phone })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.number, number)))
  if (!row || lastFour(row.phone) !== four) return { kind: 'no-match' }
  return { kind: 'found', token: await createStatusLink(db, row.id, new Date(now.getTime() + LOOKUP_LINK_TTL_MS)) }
}

/**
 * A leaked link closed by staff: every link of the request stops opening its page, and one new lasting link is made
 * for staff to hand to the customer (shown once; only its hash is kept) and, with `email`, e-mailed to the address
 * the customer gave. Audited with how many links were closed and whether it was e-mailed.
 * Undefined: no such request.
 */
export async function reissueStatusLink(
  requestId: number,
  actor: StaffUser,
  now = new Date(),
  options: { email?: boolean } = {},
): Promise<{ token: string; closed: number; emailed: boolean } | undefined> {
  if (!Number.isSafeInteger(requestId) || requestId < 1) return undefined
  const db = await getDb()
  // The office for the "collect it" lines, read before the transaction as every notice's is (officeForNotice).
  const [before] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId))
  const office = before && (await officeForNotice(before))
  const outcome = await writeService(db, async (tx) => {
    const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).for('update')
    if (!request) return undefined
    const closed = await tx
      .delete(serviceLinks)
      .where(eq(serviceLinks.requestId, requestId))
      .returning({ id: serviceLinks.id })
    const token = await createStatusLink(tx, requestId)
    // Only when staff ask: a leak may have come from that mailbox (decision 100). Then the customer gets the new link
    // with the status it is in now, as the first notice carried the first link.
    const link = `${siteUrl()}${localizeHref(serviceStatusHref(token), localeOf(request.locale))}`
    const status = isServiceStatus(request.status) ? request.status : 'received'
    // The notice of the status as the page shows it: a withdrawn quotation named so, the office to collect from.
    const notice = { privateLink: link, withdrawn: await withdrawnIn(tx, requestId, status), office }
    const emailed = options.email === true && (await enqueueNotice(tx, request, status, notice))
    await recordAudit(tx, {
      actor,
      entityType: 'service-request',
      entityId: String(requestId),
      action: 'status-link-reissue',
      at: now,
      before: { statusLinks: `${closed.length} closed` },
      after: { statusLinks: emailed ? 'one new link, e-mailed to the customer' : 'one new link' },
    })
    return { token, closed: closed.length, emailed }
  })
  if (outcome?.emailed) void kickOutbox()
  return outcome
}
