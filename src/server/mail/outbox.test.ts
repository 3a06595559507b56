/**
 * Lead e-mails through the outbox, against a real local SMTP server (the smtp-server package) started here, and a
 * real database: written with the message, sent after commit, retried with backoff while SMTP is down, never
 * failing the visitor's submit.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { startSmtp } from '../../../tests/support/smtp'
import { BACKOFF_BASE_MS, MAX_ATTEMPTS, backoffMs, drainOutbox, outboxIdle, stopOutboxWorker } from './outbox'

/** A port with nothing listening (SMTP "down"): bind, note the port, close. */
async function deadPort(): Promise<number> {
  const smtp = await startSmtp()
  await smtp.close()
  return smtp.port
}

function useSmtp(port: number) {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.LEADS_EMAIL_TO = 'sales@meridiangeo.af'
  process.env.LEADS_EMAIL_FROM = 'website@meridiangeo.af'
  resetEnvCache()
}

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
})
afterAll(async () => {
  stopOutboxWorker()
  delete process.env.SMTP_URL
  delete process.env.LEADS_EMAIL_TO
  delete process.env.LEADS_EMAIL_FROM
  resetEnvCache()
  await db?.dispose()
})
beforeEach(() => contactRateLimiter.reset())
afterEach(async () => {
  await outboxIdle()
})

const lead = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: 'Farid Ahmadi',
  email: 'farid@survey.af',
  company: 'Hindu Kush Surveys',
  phone: '+93 79 900 2400',
  subject: 'quote-request',
  message: 'Two rovers and a base for a cadastral job in Herat.\nDelivery by March.',
  ...overrides,
})

async function outboxRow(submissionId: string) {
  const result = await db.handle.db.execute(sql`
    SELECT o.* FROM mail_outbox o JOIN contact_messages m ON m.id = o.message_id
    WHERE m.submission_id = ${submissionId}`)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}

describe('lead e-mail outbox', () => {
  it('without SMTP configured, messages are stored with no outbox row', async () => {
    const body = lead()
    expect((await submitContactMessage(body, { clientAddress: 'a' })).kind).toBe('stored')
    expect(await outboxRow(body.submissionId)).toHaveLength(0)
  })

  it('writes the outbox row with the message, sends it after commit to sales, replying to the visitor', async () => {
    const smtp = await startSmtp()
    try {
      useSmtp(smtp.port)
      const body = lead({ name: 'Zarghuna Safi', message: 'Ünïcode ok: سلام\nLine two', locale: 'ps' })
      const outcome = await submitContactMessage(body, { clientAddress: 'b' })
      expect(outcome.kind).toBe('stored')
      // The row exists as soon as the submit has answered (same statement as the message).
      expect(await outboxRow(body.submissionId)).toHaveLength(1)
      await outboxIdle()
      const [row] = await outboxRow(body.submissionId)
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
      expect(smtp.inbox).toHaveLength(1)
      const mail = smtp.inbox[0]!
      expect(mail.to).toEqual(['sales@meridiangeo.af'])
      expect(mail.from).toBe('website@meridiangeo.af')
      expect(mail.raw).toMatch(/^Subject: Website enquiry: Quote Request from Zarghuna Safi/m)
      expect(mail.raw).toMatch(/^Reply-To: Zarghuna Safi <farid@survey\.af>/m)
      expect(mail.raw).toMatch(new RegExp(`^Message-ID: <lead-${body.submissionId}@localhost>`, 'm'))
      expect(mail.raw).toContain('Hindu Kush Surveys')
      // The language of the page it came from (decision 032).
      expect(mail.raw).toMatch(/^Language: +Pashto \(ps\)/m)
      // A replay sends nothing more.
      expect((await submitContactMessage(body, { clientAddress: 'b' })).kind).toBe('stored')
      await outboxIdle()
      expect(smtp.inbox).toHaveLength(1)
    } finally {
      await smtp.close()
    }
  })

  it('SMTP down: the visitor still gets success; the mail is retried with backoff until SMTP is back', async () => {
    const port = await deadPort()
    useSmtp(port)
    const body = lead()
    const started = Date.now()
    const outcome = await submitContactMessage(body, { clientAddress: 'c' })
    expect(outcome.kind).toBe('stored')
    expect(Date.now() - started).toBeLessThan(2_000)
    await outboxIdle()
    let [row] = await outboxRow(body.submissionId)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(String(row!.last_error)).toMatch(/ECONNREFUSED|connect/i)
    const firstRetryAt = new Date(row!.next_attempt_at as string).getTime()
    expect(firstRetryAt - Date.now()).toBeGreaterThan(BACKOFF_BASE_MS - 5_000)
    expect(firstRetryAt - Date.now()).toBeLessThanOrEqual(BACKOFF_BASE_MS)

    // Not due yet: nothing is attempted.
    expect(await drainOutbox({ now: new Date() })).toEqual({ sent: 0, failed: 0, retrying: 0 })

    // Still down at the next attempt: the wait doubles.
    const t2 = new Date(firstRetryAt + 1)
    expect(await drainOutbox({ now: t2 })).toEqual({ sent: 0, failed: 0, retrying: 1 })
    ;[row] = await outboxRow(body.submissionId)
    expect(row).toMatchObject({ status: 'pending', attempts: 2 })
    expect(new Date(row!.next_attempt_at as string).getTime()).toBe(t2.getTime() + 2 * BACKOFF_BASE_MS)

    // SMTP is back on that very port: the next due attempt sends it.
    const smtp = await startSmtp(port)
    try {
      const t3 = new Date(t2.getTime() + 2 * BACKOFF_BASE_MS + 1)
      expect(await drainOutbox({ now: t3 })).toEqual({ sent: 1, failed: 0, retrying: 0 })
      ;[row] = await outboxRow(body.submissionId)
      expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
      expect(smtp.inbox).toHaveLength(1)
      expect(smtp.inbox[0]!.raw).toContain(body.submissionId)
    } finally {
      await smtp.close()
    }
  })

  it('gives up after MAX_ATTEMPTS and marks the row failed (the message itself stays)', async () => {
    useSmtp(await deadPort())
    const body = lead()
    await submitContactMessage(body, { clientAddress: 'd' })
    await outboxIdle()
    await db.handle.db.execute(sql`
      UPDATE mail_outbox SET attempts = ${MAX_ATTEMPTS - 1}, next_attempt_at = now() - interval '1 second'
      WHERE message_id = (SELECT id FROM contact_messages WHERE submission_id = ${body.submissionId})`)
    expect(await drainOutbox({ now: new Date() })).toEqual({ sent: 0, failed: 1, retrying: 0 })
    const [row] = await outboxRow(body.submissionId)
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })

  it('backoff doubles from 30 s and is capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ])
  })
})
