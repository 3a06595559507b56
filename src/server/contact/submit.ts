import 'server-only'

import { createHash, randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'

import {
  HONEYPOT_FIELD,
  contactSubmissionSchema,
  toFieldIssues,
  type ContactFieldIssue,
  type ContactSubmission,
} from '@/server/contact/schema'
import { getProductBySlug } from '@/server/catalogue'
import { getDb } from '@/server/db/client'
import { isDatabaseUnavailable } from '@/server/http/http'
import { leadMailConfig } from '@/server/mail/config'
import { kickOutbox } from '@/server/mail/outbox'
import { assignNewLeadQuietly } from '@/server/sales/lead-owners'
import { SharedRateLimiter, type RateLimitTicket } from '@/server/rate-limit/shared'
import { errorMessage, logger } from '@/server/log/log'

/** What the visitor is told a message was stored as; a replay of the same submission gets the same receipt. */
export interface ContactReceipt {
  /** The submission id (the client's idempotency key), never the database's sequential id. */
  id: string
  receivedAt: string
}

export type SubmitOutcome =
  | { kind: 'stored'; replay: boolean; receipt: ContactReceipt }
  | { kind: 'invalid'; issues: ContactFieldIssue[] }
  /** The submission id was already used with a different message. */
  | { kind: 'conflict' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unavailable'; retryAfterSeconds: number }

export interface SubmitMeta {
  /** From `clientAddress(headers)` (src/server/http/client-address.ts): the socket peer unless a proxy is trusted. */
  clientAddress: string
  now?: Date
}

/** Decision 010: 5 messages per client address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const
/** How long a visitor should wait before retrying while the database is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10

/** Counted in the database, so every app instance shares the window (docs/decisions/027-shared-rate-limits.md). */
export const contactRateLimiter = new SharedRateLimiter({ bucket: 'contact', ...CONTACT_RATE_LIMIT })

/**
 * The one way a contact message enters the system (through POST /api/contact's handler, however the form was sent).
 *
 * Order matters: the honeypot first (bots learn nothing), then validation (nothing invalid is stored), then the
 * replay check (a retry of a stored submission answers the same without spending the rate limit), then the rate
 * limit, then one INSERT statement that writes the message and, when e-mail is configured, its outbox row together.
 * One statement because PGlite's transaction() does not sync to disk after COMMIT (docs/design.md, "PGlite sync") while
 * a single statement does; on PostgreSQL a statement is atomic just the same. The success answer is given only after
 * it.
 */
export async function submitContactMessage(raw: unknown, meta: SubmitMeta): Promise<SubmitOutcome> {
  const now = meta.now ?? new Date()

  if (isHoneypotFilled(raw)) {
    // A bot is not told the database is down either: the same answer, whatever the limiter could do.
    const taken = await contactRateLimiter.take(meta.clientAddress).catch(() => null)
    if (taken && !taken.ok) return { kind: 'rate-limited', retryAfterSeconds: taken.retryAfterSeconds }
    logger('contact').warn({ client: meta.clientAddress }, 'honeypot filled; nothing stored')
    // The same receipt shape as a real message: the submission id when it looks like one, else a fresh one.
    const claimed = (raw as { submissionId?: unknown }).submissionId
    const id = typeof claimed === 'string' && UUID.test(claimed) ? claimed : randomUUID()
    return { kind: 'stored', replay: false, receipt: { id, receivedAt: now.toISOString() } }
  }

  const parsed = contactSubmissionSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', issues: toFieldIssues(parsed.error) }
  const input = parsed.data

  // A double click or a retry racing the first attempt: wait for the first to finish, so the others are answered
  // as its replays (and do not spend the rate limit). Across instances the unique index still decides.
  for (let current = inFlight.get(input.submissionId); current; current = inFlight.get(input.submissionId)) {
    await current.catch(() => undefined)
  }
  const work = store(input, meta, now)
  inFlight.set(input.submissionId, work)
  try {
    return await work
  } finally {
    if (inFlight.get(input.submissionId) === work) inFlight.delete(input.submissionId)
  }
}

const inFlight = new Map<string, Promise<SubmitOutcome>>()

async function store(input: ContactSubmission, meta: SubmitMeta, now: Date): Promise<SubmitOutcome> {
  const hash = payloadHash(input)

  let ticket: RateLimitTicket | undefined
  try {
    const existing = await findSubmission(input.submissionId)
    if (existing) return answerReplay(existing, hash)

    // Quote line items (decision 030) name public products only: one that left the catalogue since it was listed is
    // refused by name (before the rate limit is spent), so the visitor sees what to remove rather than a request
    // silently missing a line.
    const items: { position: number; slug: string; name: string; quantity: number }[] = []
    for (const [position, item] of (input.items ?? []).entries()) {
      const found = await getProductBySlug(item.product)
      if (!found) {
        return { kind: 'invalid', issues: [{ path: 'items', message: `“${item.product}” is no longer available.` }] }
      }
      items.push({ position, slug: found.slug, name: found.name, quantity: item.quantity })
    }

    const taken = await contactRateLimiter.take(meta.clientAddress)
    if (!taken.ok) return { kind: 'rate-limited', retryAfterSeconds: taken.retryAfterSeconds }
    ticket = taken.ticket

    // An unknown product slug is ignored (decision 010); the name is kept as it was, for staff reading it later.
    const product = input.product ? await getProductBySlug(input.product) : undefined
    const notify = leadMailConfig() !== null
    const db = await getDb()
    const result = await db.execute(sql`
      WITH m AS (
        INSERT INTO contact_messages
          (submission_id, payload_hash, name, email, company, phone, subject, message,
           product_slug, product_name, source_page, locale, created_at)
        VALUES
          (${input.submissionId}, ${hash}, ${input.name}, ${input.email}, ${input.company}, ${input.phone},
           ${input.subject}, ${input.message}, ${product?.slug ?? null}, ${product?.name ?? null},
           ${input.sourcePage ?? '/contact'}, ${input.locale ?? 'en'}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (submission_id) DO NOTHING
        RETURNING id, created_at
      ), i AS (
        INSERT INTO contact_message_items (message_id, position, product_slug, product_name, quantity)
        SELECT m.id, x.position, x.slug, x.name, x.quantity
        FROM m, jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          AS x(position int, slug text, name text, quantity int)
        RETURNING id
      ), o AS (
        INSERT INTO mail_outbox (message_id, next_attempt_at, created_at)
        SELECT id, created_at, created_at FROM m WHERE ${notify}::boolean
        RETURNING id
      )
      SELECT m.id, m.created_at, (SELECT count(*) FROM o)::int AS outbox FROM m`)
    const row = rowsOf<{ id: number; created_at: Date | string; outbox: number }>(result)[0]
    if (!row) {
      // A concurrent request with the same submission id won the insert: answer as its replay.
      await ticket.release()
      const winner = await findSubmission(input.submissionId)
      if (!winner) throw new Error(`submission ${input.submissionId} neither inserted nor found`)
      return answerReplay(winner, hash)
    }
    logger('contact').info(
      { messageId: row.id, subject: input.subject, product: product?.slug, items: items.length || undefined },
      'stored contact message',
    )
    // Its owner, by the assignment rules (decision 047): after the message is stored, so a failure here only leaves
    // the lead unassigned for staff to assign by hand.
    await assignNewLeadQuietly(row.id)
    // After commit, outside this request: the e-mail never delays or fails the visitor's answer.
    if (row.outbox > 0) void kickOutbox()
    return { kind: 'stored', replay: false, receipt: { id: input.submissionId, receivedAt: iso(row.created_at) } }
  } catch (err) {
    // Nothing was stored, so the attempt does not count (best effort: the database may be what failed).
    await ticket?.release().catch(() => undefined)
    if (isDatabaseUnavailable(err)) {
      logger('contact').error({ error: errorMessage(err) }, 'database unavailable; message not stored')
      return { kind: 'unavailable', retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS }
    }
    throw err
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function isHoneypotFilled(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false
  const value = (raw as Record<string, unknown>)[HONEYPOT_FIELD]
  return value !== undefined && value !== null && value !== ''
}

/** sha256 over the visitor's normalised content: equal payloads give equal hashes, whatever the field order. */
export function payloadHash(input: ContactSubmission): string {
  const canonical = JSON.stringify([
    input.name,
    input.email,
    input.company,
    input.phone,
    input.subject,
    input.message,
    input.product ?? null,
    // Items only when present, so the hashes of messages stored before quote lists existed stay the same.
    ...(input.items ? [input.items.map((i) => [i.product, i.quantity])] : []),
  ])
  return createHash('sha256').update(canonical).digest('hex')
}

interface StoredSubmission {
  submission_id: string
  payload_hash: string
  created_at: Date | string
}

async function findSubmission(submissionId: string): Promise<StoredSubmission | undefined> {
  const db = await getDb()
  const result = await db.execute(
    sql`SELECT submission_id, payload_hash, created_at FROM contact_messages WHERE submission_id = ${submissionId}`,
  )
  return rowsOf<StoredSubmission>(result)[0]
}

function answerReplay(existing: StoredSubmission, hash: string): SubmitOutcome {
  if (existing.payload_hash !== hash) return { kind: 'conflict' }
  return { kind: 'stored', replay: true, receipt: { id: existing.submission_id, receivedAt: iso(existing.created_at) } }
}

/** Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}
