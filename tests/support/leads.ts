/**
 * Fixtures of the lead tests (src/server/sales/lead-owners.test.ts, lead-figures.test.ts): the sales team's
 * accounts, and leads stored the way the contact form stores them or, where a test needs known times, as a row.
 * Call them after `useTestDatabase()`.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { expect } from 'vitest'

import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { getDb } from '@/server/db/client'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'

export interface SalesTeam {
  owner: StaffUser
  ali: StaffUser
  bibi: StaffUser
  cyrus: StaffUser
}

export function staffAccount(email: string, displayName: string, role: 'owner' | 'sales' | 'editor') {
  return createStaffAccount({ email, displayName, role, password: 'correct horse battery' }, null)
}

/** An owner and three sales accounts, Ali, Bibi and Cyrus, created in that order. */
export async function salesTeam(): Promise<SalesTeam> {
  const owner = await staffAccount('owner@meridian.test', 'Owner', 'owner')
  const ali = await staffAccount('ali@meridian.test', 'Ali', 'sales')
  const bibi = await staffAccount('bibi@meridian.test', 'Bibi', 'sales')
  const cyrus = await staffAccount('cyrus@meridian.test', 'Cyrus', 'sales')
  return { owner, ali, bibi, cyrus }
}

const idOf = (result: unknown) => (result as { rows: { id: number }[] }).rows[0]!.id

/** Stores a lead the way the contact form does (so assignment runs on arrival); returns its id. */
export async function submitLead(extra: Record<string, unknown> = {}, now = new Date()): Promise<number> {
  await contactRateLimiter.reset()
  const submissionId = randomUUID()
  const outcome = await submitContactMessage(
    { submissionId, name: 'Visitor', email: 'v@example.af', subject: 'other', message: 'Hello', ...extra },
    { clientAddress: 'x', now },
  )
  expect(outcome.kind).toBe('stored')
  const d = await getDb()
  return idOf(await d.execute(sql`SELECT id FROM contact_messages WHERE submission_id = ${submissionId}`))
}

/** A lead row created at a known instant, answered at `firstReplyAt` (Contacted) or not (New); returns its id. */
export async function insertLead(createdAt: Date, firstReplyAt: Date | null, ownerId: number | null): Promise<number> {
  const d = await getDb()
  return idOf(
    await d.execute(sql`
      INSERT INTO contact_messages (submission_id, payload_hash, name, email, subject, message, created_at,
        first_reply_at, owner_id, status)
      VALUES (${randomUUID()}, 'x', 'Visitor', 'v@example.af', 'quote-request', 'Hello', ${createdAt},
        ${firstReplyAt}, ${ownerId}, ${firstReplyAt ? 'contacted' : 'new'})
      RETURNING id`),
  )
}
