import 'server-only'

import { sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'

import { getDb } from '@/server/db/client'
import { errorMessage, logger } from '@/server/log/log'
import { leadMailConfig, type LeadMailConfig } from './config'

/**
 * The lead e-mail outbox (docs/decisions/012-lead-email-outbox.md). Rows are written by the same statement that
 * stores the message (src/server/contact/submit.ts); this module sends them after commit, outside the visitor's
 * request, and retries failures with exponential backoff. Several app instances may drain one PostgreSQL database:
 * rows are claimed with FOR UPDATE SKIP LOCKED and leased, so each is sent by one worker at a time.
 */

/** Attempt n waits BACKOFF_BASE_MS × 2^(n−1) before the next, capped at BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 30_000
export const BACKOFF_MAX_MS = 60 * 60_000
/** 24 attempts: about a day of retries at the cap before a row is marked failed (the lead itself is never lost). */
export const MAX_ATTEMPTS = 24
/** A claimed row is not claimed again for this long (a worker that died mid-send is retried after it). */
export const LEASE_MS = 5 * 60_000
/** How often the worker looks for due rows when nothing kicks it. */
export const POLL_INTERVAL_MS = 30_000
const BATCH = 10

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

export interface DrainResult {
  sent: number
  failed: number
  retrying: number
}

interface Claimed {
  id: number
  attempts: number
  kind: 'lead' | 'digest' | 'quotation' | 'notice' | 'library'
}

/** A lead's e-mail, made when it is sent from the message it tells of (src/server/contact/lead-email.ts). */
export interface ComposedLeadMail {
  subject: string
  text: string
  html?: string
  replyTo?: { name: string; address: string }
  messageId?: string
  headers?: Record<string, string>
}

/** An e-mail a concern above writes when it is sent. */
export type ComposedMail = ComposedLeadMail

/**
 * What the outbox needs from the concerns that write its rows. This folder sits below them and imports none
 * (docs/decisions/062-server-folders.md); src/server/runtime/outbox-work.ts hands these over once per process, at
 * start (src/server/runtime/boot.ts) and wherever a process drains without booting (tests, scripts).
 */
export interface OutboxWork {
  /** The e-mail of a 'lead' row, from its message; undefined when the message was deleted. */
  composeLead(outboxId: number): Promise<ComposedLeadMail | undefined>
  /** Runs before each drain: the day's staff digests (once per person per day, decided by the database). */
  beforeDrain(): Promise<unknown>
  /**
   * The e-mail of a 'library' row (a support library subscriber's confirmation or news, in their language); undefined
   * when its subscription or item is gone, or the address unsubscribed meanwhile.
   */
  composeLibrary(outboxId: number): Promise<(ComposedMail & { to: string }) | undefined>
}

const transports = new Map<string, Transporter>()

function transportFor(config: LeadMailConfig): Transporter {
  let transport = transports.get(config.smtpUrl)
  if (!transport) {
    transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // nodemailer's defaults wait up to 2 minutes to connect and 10 to idle; a lead should fail fast and retry.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0])
    transports.set(config.smtpUrl, transport)
  }
  return transport
}

/** Sends every due outbox row (in batches) and records the result of each. Returns what happened. */
export async function drainOutbox(options: { now?: Date; config?: LeadMailConfig | null } = {}): Promise<DrainResult> {
  const config = options.config === undefined ? leadMailConfig() : options.config
  const result: DrainResult = { sent: 0, failed: 0, retrying: 0 }
  if (!config) return result
  // Before anything is claimed: a row claimed and then not sent would wait out its lease.
  requireWork()
  const db = await getDb()
  for (;;) {
    const now = options.now ?? new Date()
    const claimed = rows<Claimed>(
      await db.execute(sql`
        UPDATE mail_outbox
        SET attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, attempts, kind`),
    )
    if (claimed.length === 0) return result
    for (const item of claimed) {
      const outcome = await sendOne(item, config, now)
      result[outcome] += 1
    }
    // With a fixed clock (tests), one pass is all there is: retried rows are not due again at the same instant.
    if (options.now) return result
  }
}

interface StoredMail {
  to: string
  subject: string
  text: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/**
 * A row whose address and text were fixed when it was enqueued: a staff digest (src/server/sales/lead-digest.ts), a
 * notice to a lead's owner, or a quotation to its customer with the PDF as sent attached
 * (src/server/sales/quotation-send.ts).
 */
async function storedMail(id: number): Promise<StoredMail | undefined> {
  const db = await getDb()
  const row = rows<{ recipient: string; subject: string; body: string; number: string | null; pdf: unknown }>(
    await db.execute(sql`
      SELECT o.recipient, o.subject, o.body, q.number, q.pdf
      FROM mail_outbox o LEFT JOIN quotations q ON q.id = o.quotation_id WHERE o.id = ${id}`),
  )[0]
  if (!row) return undefined
  const pdf = row.pdf ? Buffer.from(row.pdf as Uint8Array) : undefined
  const attachments = pdf && [{ filename: `${row.number}.pdf`, content: pdf, contentType: 'application/pdf' }]
  return { to: row.recipient, subject: row.subject, text: row.body, ...(attachments ? { attachments } : {}) }
}

async function sendOne(item: Claimed, config: LeadMailConfig, now: Date): Promise<'sent' | 'failed' | 'retrying'> {
  if (item.kind === 'library') {
    const mail = await requireWork().composeLibrary(item.id)
    if (!mail) return settle(item.id)
    return deliver(item, now, () => transportFor(config).sendMail({ from: config.from, ...mail }))
  }
  if (item.kind !== 'lead') {
    const mail = await storedMail(item.id)
    if (!mail) return 'failed'
    return deliver(item, now, () => transportFor(config).sendMail({ from: config.from, ...mail }))
  }
  const mail = await requireWork().composeLead(item.id)
  if (!mail) return 'failed' // the message was deleted; the cascade removes the row too
  return deliver(item, now, () => transportFor(config).sendMail({ from: config.from, to: config.to, ...mail }))
}

/**
 * A row with nothing to send any more (the subscriber left, the item was deleted): closed as failed with the reason,
 * so it is never claimed again.
 */
async function settle(id: number): Promise<'failed'> {
  const db = await getDb()
  await db.execute(sql`
    UPDATE mail_outbox SET status = 'failed', last_error = 'nothing to send: its subject is gone or unsubscribed'
    WHERE id = ${id}`)
  return 'failed'
}

/** Sends one claimed row and records the outcome: sent, retried after a backoff, or given up. */
async function deliver(
  item: Claimed,
  now: Date,
  send: () => Promise<unknown>,
): Promise<'sent' | 'failed' | 'retrying'> {
  const db = await getDb()
  try {
    await send()
    await db.execute(sql`
      UPDATE mail_outbox SET status = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = NULL,
        -- A quotation's text holds the customer's link; once it has gone, the database keeps only the token's hash.
        body = CASE WHEN kind = 'quotation' THEN '(sent; the link is not kept)' ELSE body END
      WHERE id = ${item.id}`)
    return 'sent'
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500)
    const giveUp = item.attempts >= MAX_ATTEMPTS
    const next = new Date(now.getTime() + backoffMs(item.attempts))
    await db.execute(sql`
      UPDATE mail_outbox
      SET status = ${giveUp ? 'failed' : 'pending'}, last_error = ${message},
        next_attempt_at = ${next.toISOString()}::timestamptz
      WHERE id = ${item.id}`)
    const outcome = giveUp ? ' (giving up)' : `; retry after ${next.toISOString()}`
    logger('mail').error(
      { outboxId: item.id, attempt: item.attempts, giveUp, error: message },
      `${item.kind} e-mail failed${outcome}`,
    )
    return giveUp ? 'failed' : 'retrying'
  }
}

// One worker per process: a running drain plus a flag that asks for another pass when kicked meanwhile.
const g = globalThis as unknown as {
  __outbox?: { running?: Promise<void>; again: boolean; timer?: NodeJS.Timeout; work?: OutboxWork }
}
const state = (g.__outbox ??= { again: false })

/** Hands over what the outbox needs from the concerns above it (see OutboxWork); the last call wins. */
export function provideOutboxWork(work: OutboxWork): void {
  state.work = work
}

function requireWork(): OutboxWork {
  if (!state.work) throw new Error('the outbox was drained before provideOutboxWork() (src/server/runtime/boot.ts)')
  return state.work
}

/**
 * Asks the worker to send due mail now, without waiting for it (the visitor's request never waits on SMTP).
 * Returns the drain's promise for callers that do want to wait (tests).
 */
export function kickOutbox(): Promise<void> {
  ensureOutboxWorker()
  if (state.running) {
    state.again = true
    return state.running
  }
  const run = (async () => {
    do {
      state.again = false
      try {
        // Today's staff digests first (once per person per day, decided by the database), then everything due.
        await requireWork().beforeDrain()
        await drainOutbox()
      } catch (err) {
        // The database may be down too; the timer tries again later.
        logger('mail').error({ error: errorMessage(err) }, 'outbox drain failed')
      }
    } while (state.again)
  })().finally(() => {
    state.running = undefined
  })
  state.running = run
  return run
}

/** Resolves when no drain is running (tests). */
export async function outboxIdle(): Promise<void> {
  while (state.running) await state.running
}

/**
 * Starts the periodic drain (idempotent; a no-op when e-mail is not configured). Called at start-up and on every
 * kick, so rows left by a previous process are sent after a restart.
 */
export function ensureOutboxWorker(): void {
  if (state.timer || !leadMailConfig()) return
  state.timer = setInterval(() => void kickOutbox(), POLL_INTERVAL_MS)
  state.timer.unref()
}

/** Stops the periodic drain (tests; shutdown). */
export function stopOutboxWorker(): void {
  if (state.timer) clearInterval(state.timer)
  state.timer = undefined
}

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
