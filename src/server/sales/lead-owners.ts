import 'server-only'

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'

import { DEFAULT_BUSINESS_HOURS, type ClockSettings } from '@/lib/sales/business-clock'
import { dateToKabulInput } from '@/lib/sales/lead-forms'
import { getDb, type DbOrTx } from '@/server/db/client'
import { REPLY_WITHIN_HOURS } from '@/lib/contact-details'
import { settingsOf } from '@/server/content/offices'
import { contactMessages, contentEntries, leadSettings, staffUsers, type LeadAssignmentRule } from '@/server/db/schema'
import { errorMessage, logger } from '@/server/log/log'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '../staff/staff-user'

/**
 * Who answers a lead and how the reply clock counts (docs/decisions/047-lead-clock.md): the assignment settings,
 * automatic assignment on arrival (rules, then round robin), reassignment by hand, the first reply that stops the
 * clock, logged calls and follow-ups. Every change by staff is audited on the lead.
 */

export type { LeadAssignmentRule }

export interface LeadSettings extends ClockSettings {
  /** Public holidays (Kabul dates, YYYY-MM-DD), sorted; the business-hours clock skips them. */
  holidays: string[]
  roundRobin: number[]
  rules: LeadAssignmentRule[]
}

export interface OwnerOption {
  id: number
  displayName: string
  email: string
  role: 'owner' | 'sales'
  /** The language of the e-mails the account receives (the digest). */
  language: string
}

/** 4,000 characters, as the internal note: a call's summary or a follow-up's plan. */
export const LEAD_ACTIVITY_NOTE_MAX_LENGTH = 4_000

/** Enabled accounts that may own leads (sales and owner roles), by name. */
export async function listOwnerOptions(db?: DbOrTx): Promise<OwnerOption[]> {
  const d = db ?? (await getDb())
  const rows = await d
    .select({
      id: staffUsers.id,
      displayName: staffUsers.displayName,
      email: staffUsers.email,
      role: staffUsers.role,
      language: staffUsers.language,
    })
    .from(staffUsers)
    .where(and(isNull(staffUsers.disabledAt), inArray(staffUsers.role, ['owner', 'sales'])))
    .orderBy(asc(staffUsers.displayName), asc(staffUsers.id))
  return rows as OwnerOption[]
}

/**
 * The clock's settings. The promise is the one visitors read: the contact settings' reply promise (decision 047),
 * so the clock and the contact page never state two different numbers.
 */
export async function getLeadSettings(db?: DbOrTx): Promise<LeadSettings> {
  const d = db ?? (await getDb())
  const [[row], contact] = await Promise.all([
    d.select().from(leadSettings).where(eq(leadSettings.id, 1)),
    d
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, 'settings'), eq(contentEntries.status, 'published'))),
  ])
  return {
    mode: row?.clockMode === 'plain' ? 'plain' : 'business',
    promiseHours: settingsOf(contact)?.replyWithinHours ?? REPLY_WITHIN_HOURS,
    // The site's business hours are free text (the contact settings); the clock uses the published defaults, less
    // the owner's public holidays.
    hours: { ...DEFAULT_BUSINESS_HOURS, holidays: row?.holidays ?? [] },
    holidays: row?.holidays ?? [],
    roundRobin: row?.roundRobin ?? [],
    rules: row?.rules ?? [],
  }
}

export interface LeadSettingsInput {
  mode: 'business' | 'plain'
  /** Kabul dates (YYYY-MM-DD); stored sorted, without repeats. Optional: callers that do not set them keep them. */
  holidays?: string[]
  roundRobin: number[]
  rules: LeadAssignmentRule[]
}

/**
 * Saves the settings, audited. Returns the ids that may not own leads (unknown, disabled or editors) instead of
 * saving when there are any.
 */
export async function saveLeadSettings(
  input: LeadSettingsInput,
  actor: StaffUser,
): Promise<{ ok: true } | { ok: false; invalidOwners: number[] }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const allowed = new Set((await listOwnerOptions(tx)).map((o) => o.id))
    const named = [...input.roundRobin, ...input.rules.map((r) => r.ownerId)]
    const invalidOwners = [...new Set(named.filter((id) => !allowed.has(id)))]
    if (invalidOwners.length > 0) return { ok: false as const, invalidOwners }
    const before = await getLeadSettings(tx)
    await tx.insert(leadSettings).values({ id: 1, clockMode: input.mode }).onConflictDoNothing()
    const holidays = input.holidays ? [...new Set(input.holidays)].sort() : before.holidays
    await tx
      .update(leadSettings)
      .set({
        clockMode: input.mode,
        holidays,
        roundRobin: input.roundRobin,
        rules: input.rules,
        updatedAt: new Date(),
      })
      .where(eq(leadSettings.id, 1))
    await recordAudit(tx, {
      actor,
      entityType: 'lead-settings',
      entityId: '1',
      action: 'update',
      before: {
        mode: before.mode,
        holidays: before.holidays,
        roundRobin: before.roundRobin,
        rules: before.rules,
      },
      after: { ...input, holidays },
    })
    return { ok: true as const }
  })
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/** Whether a lead matches a rule: its subject, or a product it names (or lists) in the rule's category. */
async function matches(db: DbOrTx, leadId: number, subject: string, rule: LeadAssignmentRule): Promise<boolean> {
  if (rule.kind === 'subject') return subject === rule.value
  const found = rowsOf<{ hit: number }>(
    await db.execute(sql`
      SELECT 1 AS hit
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.slug = ${rule.value} AND p.slug IN (
        SELECT product_slug FROM contact_messages WHERE id = ${leadId} AND product_slug IS NOT NULL
        UNION SELECT product_slug FROM contact_message_items WHERE message_id = ${leadId}
      )
      LIMIT 1`),
  )
  return found.length > 0
}

/**
 * Gives a newly arrived lead its owner: the first rule that matches (and names an account that may still own
 * leads), else the next turn of the round robin, else none. The turn is taken with one atomic
 * `UPDATE … SET rr_counter = rr_counter + 1 RETURNING`: the row lock serialises concurrent arrivals on every
 * instance, so no two take the same turn. A lead that already has an owner keeps it. Returns the owner's id.
 */
export async function assignNewLead(leadId: number): Promise<number | null> {
  const db = await getDb()
  const [lead] = await db
    .select({ subject: contactMessages.subject, ownerId: contactMessages.ownerId })
    .from(contactMessages)
    .where(eq(contactMessages.id, leadId))
  if (!lead) return null
  if (lead.ownerId !== null) return lead.ownerId
  const settings = await getLeadSettings(db)
  const allowed = new Set((await listOwnerOptions(db)).map((o) => o.id))
  let ownerId: number | null = null
  let by = 'round robin'
  for (const [i, rule] of settings.rules.entries()) {
    if (allowed.has(rule.ownerId) && (await matches(db, leadId, lead.subject, rule))) {
      ownerId = rule.ownerId
      by = `rule ${i + 1} (${rule.kind === 'subject' ? 'subject' : 'product category'} ${rule.value})`
      break
    }
  }
  if (ownerId === null) {
    const members = settings.roundRobin.filter((id) => allowed.has(id))
    if (members.length > 0) {
      const [turn] = rowsOf<{ rr_counter: number }>(
        await db.execute(sql`UPDATE lead_settings SET rr_counter = rr_counter + 1 WHERE id = 1 RETURNING rr_counter`),
      )
      if (turn) ownerId = members[(Number(turn.rr_counter) - 1) % members.length]!
    }
  }
  if (ownerId === null) return null
  const owner = ownerId
  await db.transaction(async (tx) => {
    const assigned = await tx
      .update(contactMessages)
      .set({ ownerId: owner })
      .where(and(eq(contactMessages.id, leadId), isNull(contactMessages.ownerId)))
      .returning({ id: contactMessages.id })
    if (assigned.length === 0) return
    const [account] = await tx.select({ name: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.id, owner))
    // In the lead's history like every later step; no staff member did it, so the entry names the assignment.
    await recordAudit(tx, {
      actor: { system: 'Automatic assignment' },
      entityType: 'lead',
      entityId: String(leadId),
      action: 'owner-auto',
      before: { owner: null, by: null },
      after: { owner: account?.name ?? String(owner), by },
    })
  })
  return ownerId
}

/** assignNewLead for the contact form: a failure is logged and leaves the lead unassigned, never fails the visitor. */
export async function assignNewLeadQuietly(leadId: number): Promise<void> {
  try {
    await assignNewLead(leadId)
  } catch (err) {
    logger('leads').error({ leadId, error: errorMessage(err) }, 'automatic lead assignment failed')
  }
}

export type ReassignOutcome = 'done' | 'unchanged' | 'no-lead' | 'not-allowed'

/** Sets or clears a lead's owner by hand, audited on the lead ("owner": before and after by name). */
export async function setLeadOwner(leadId: number, ownerId: number | null, actor: StaffUser): Promise<ReassignOutcome> {
  if (!Number.isSafeInteger(leadId) || leadId < 1) return 'no-lead'
  const db = await getDb()
  return db.transaction(async (tx) => {
    const options = await listOwnerOptions(tx)
    const next = ownerId === null ? null : options.find((o) => o.id === ownerId)
    if (next === undefined) return 'not-allowed'
    const [row] = await tx
      .select({ ownerId: contactMessages.ownerId })
      .from(contactMessages)
      .where(eq(contactMessages.id, leadId))
      .for('update')
    if (!row) return 'no-lead'
    if (row.ownerId === ownerId) return 'unchanged'
    const [previous] = row.ownerId
      ? await tx.select({ displayName: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.id, row.ownerId))
      : []
    await tx.update(contactMessages).set({ ownerId }).where(eq(contactMessages.id, leadId))
    await recordAudit(tx, {
      actor,
      entityType: 'lead',
      entityId: String(leadId),
      action: 'owner',
      before: { owner: previous?.displayName ?? null },
      after: { owner: next?.displayName ?? null },
    })
    return 'done'
  })
}

/**
 * Stops a lead's reply clock at `at` unless it has stopped already (the first reply is never moved). The hook for
 * every kind of reply: status changes and logged calls call it today, and the quotation's send will call it with
 * its own transaction.
 */
export async function recordFirstReply(db: DbOrTx, leadId: number, at: Date): Promise<void> {
  await db
    .update(contactMessages)
    .set({ firstReplyAt: at })
    .where(and(eq(contactMessages.id, leadId), isNull(contactMessages.firstReplyAt)))
}

/** Records a call with the visitor (audited, with its note) and counts it as a reply. False: no such lead. */
export async function logLeadCall(leadId: number, note: string, actor: StaffUser, now = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(leadId) || leadId < 1) return false
  const text = note.replace(/\r\n?/g, '\n').trim()
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.id, leadId))
      .for('update')
    if (!row) return false
    await recordFirstReply(tx, leadId, now)
    await recordAudit(tx, {
      actor,
      entityType: 'lead',
      entityId: String(leadId),
      action: 'call',
      before: null,
      // The entry's own time is when the call was logged; the history shows it in Afghanistan time.
      after: { call: text },
    })
    return true
  })
}

/** "2026-12-03 10:00 AFT": an instant as the history shows it, in Afghanistan time. */
const kabulStamp = (at: Date | null) => (at ? `${dateToKabulInput(at).replace('T', ' ')} AFT` : null)

/** Sets (or clears, with `at` null) a lead's next action and its note, audited. False: no such lead. */
export async function setLeadNextAction(
  leadId: number,
  at: Date | null,
  note: string,
  actor: StaffUser,
): Promise<boolean> {
  if (!Number.isSafeInteger(leadId) || leadId < 1) return false
  const text = at ? note.replace(/\r\n?/g, '\n').trim() : ''
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ nextActionAt: contactMessages.nextActionAt, nextActionNote: contactMessages.nextActionNote })
      .from(contactMessages)
      .where(eq(contactMessages.id, leadId))
      .for('update')
    if (!row) return false
    if ((row.nextActionAt?.getTime() ?? null) === (at?.getTime() ?? null) && row.nextActionNote === text) return true
    await tx
      .update(contactMessages)
      .set({ nextActionAt: at, nextActionNote: text })
      .where(eq(contactMessages.id, leadId))
    await recordAudit(tx, {
      actor,
      entityType: 'lead',
      entityId: String(leadId),
      action: 'next-action',
      // The time as staff typed and read it (Afghanistan time), not an instant in UTC.
      before: { nextActionAt: kabulStamp(row.nextActionAt), nextActionNote: row.nextActionNote },
      after: { nextActionAt: kabulStamp(at), nextActionNote: text },
    })
    return true
  })
}
