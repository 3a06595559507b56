import 'server-only'

import { and, asc, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'

import { messages } from '@/content/messages'
import { siteUrl } from '@/env'
import { formatDate, formatDualDate } from '@/lib/i18n/format'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { DEFAULT_BUSINESS_HOURS, leadClock, localDate } from '@/lib/sales/business-clock'
import { getDb } from '@/server/db/client'
import { contactMessages } from '@/server/db/schema'
import { getLeadSettings, listOwnerOptions } from './lead-owners'

/**
 * The daily follow-up digest (docs/decisions/047-lead-clock.md): each owner of leads gets one e-mail a day listing
 * their follow-ups that are overdue or due today and their leads past the reply promise. It goes through the mail
 * outbox; the row's unique `dedupe_key` ('digest:<staff id>:<Kabul date>') makes it once per person per day however
 * many instances or restarts try, because a second INSERT … ON CONFLICT DO NOTHING inserts nothing.
 */

/** Digests are not written before 7:00 Kabul time, so the day's first one covers the night's arrivals. */
export const DIGEST_FROM_MINUTE = 7 * 60

export interface DigestLead {
  id: number
  name: string
  subject: string
  reason: 'follow-up overdue' | 'follow-up today' | 'past reply promise'
  nextActionNote: string
}

export interface Digest {
  ownerId: number
  email: string
  displayName: string
  /** The recipient's language for e-mails (their account's). */
  language: Locale
  day: string
  leads: DigestLead[]
}

export function digestKey(ownerId: number, day: string): string {
  return `digest:${ownerId}:${day}`
}

/** What each owner's digest would list at `now` (owners with nothing to list are left out). */
export async function buildDigests(now: Date): Promise<Digest[]> {
  const db = await getDb()
  const settings = await getLeadSettings(db)
  const owners = await listOwnerOptions(db)
  if (owners.length === 0) return []
  const day = localDate(now)
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      ownerId: contactMessages.ownerId,
      createdAt: contactMessages.createdAt,
      firstReplyAt: contactMessages.firstReplyAt,
      nextActionAt: contactMessages.nextActionAt,
      nextActionNote: contactMessages.nextActionNote,
    })
    .from(contactMessages)
    .where(
      and(
        inArray(
          contactMessages.ownerId,
          owners.map((o) => o.id),
        ),
        inArray(contactMessages.status, ['new', 'contacted', 'quoted']),
        or(isNotNull(contactMessages.nextActionAt), isNull(contactMessages.firstReplyAt)),
      ),
    )
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
  const digests: Digest[] = []
  for (const owner of owners) {
    const leads: DigestLead[] = []
    for (const row of rows.filter((r) => r.ownerId === owner.id)) {
      const base = { id: row.id, name: row.name, subject: row.subject, nextActionNote: row.nextActionNote }
      if (row.nextActionAt) {
        const due = localDate(row.nextActionAt)
        if (due < day) leads.push({ ...base, reason: 'follow-up overdue' })
        else if (due === day) leads.push({ ...base, reason: 'follow-up today' })
      }
      if (!row.firstReplyAt && leadClock(row, now, settings).status === 'overdue')
        leads.push({ ...base, reason: 'past reply promise' })
    }
    if (leads.length > 0) {
      const language = isLocale(owner.language) ? owner.language : 'en'
      digests.push({ ownerId: owner.id, email: owner.email, displayName: owner.displayName, language, day, leads })
    }
  }
  return digests
}

/**
 * The e-mail's text in its recipient's language: one line per lead with a link to it in the panel. The day is
 * written as in the rest of that language's copy (the Solar Hijri date in Dari and Pashto, the Gregorian beside it
 * in the greeting); in English it stays YYYY-MM-DD.
 */
export function digestText(digest: Digest, base = siteUrl()): { subject: string; body: string } {
  const { language } = digest
  const copy = messages(language)
  const subjects: Readonly<Record<string, string>> = copy.contactSubjectLabels
  const lines = digest.leads.map((lead) => {
    const note = lead.nextActionNote ? ` — ${lead.nextActionNote}` : ''
    const subject = subjects[lead.subject] ?? lead.subject
    const reason = copy.staffMail.digestReasons[lead.reason]
    return `- ${reason}: ${lead.name} (${subject})${note}\n  ${base}/admin/leads/${lead.id}`
  })
  const count = digest.leads.length
  const day = (format: (d: string, l: Locale) => string) =>
    language === 'en' ? digest.day : format(digest.day, language)
  return {
    subject: copy.staffMail.digestSubject(day(formatDate), count),
    body: `${copy.staffMail.digestGreeting(digest.displayName, day(formatDualDate))}\n\n${lines.join('\n')}\n`,
  }
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/**
 * Enqueues today's digest for every owner who has something in it and has had none today. Safe to call from every
 * instance on every tick: the unique key decides. Returns the outbox ids written by this call (usually none).
 */
export async function enqueueDueDigests(now = new Date()): Promise<number[]> {
  const local = new Date(now.getTime() + DEFAULT_BUSINESS_HOURS.utcOffsetMinutes * 60_000)
  if (local.getUTCHours() * 60 + local.getUTCMinutes() < DIGEST_FROM_MINUTE) return []
  const db = await getDb()
  const written: number[] = []
  for (const digest of await buildDigests(now)) {
    const { subject, body } = digestText(digest)
    const inserted = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO mail_outbox (kind, recipient, subject, body, dedupe_key, next_attempt_at, created_at)
        VALUES ('digest', ${digest.email}, ${subject}, ${body}, ${digestKey(digest.ownerId, digest.day)},
                ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`),
    )
    written.push(...inserted.map((r) => r.id))
  }
  return written
}

/** Today's digests already in the outbox (the Assignment screen shows them): recipient, subject, text and state. */
export async function listDigestsOf(day: string) {
  const db = await getDb()
  return rowsOf<{ id: number; recipient: string; subject: string; body: string; status: string; created_at: string }>(
    await db.execute(sql`
      SELECT id, recipient, subject, body, status, created_at FROM mail_outbox
      WHERE kind = 'digest' AND dedupe_key LIKE ${`digest:%:${day}`}
      ORDER BY id`),
  )
}
