import 'server-only'

import { eq } from 'drizzle-orm'

import {
  buttonStatuses,
  canMove,
  isServiceStatus,
  NEXT_STATUSES,
  quotationWithdrawn,
  type ServiceStatus,
} from '@/lib/service/flow'
import { getDb, type Tx } from '@/server/db/client'
import { serviceEvents, serviceRequests } from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { newestSentRepairQuotation } from '@/server/sales/quotations'
import { recordAudit, type AuditActor } from '@/server/staff/audit'
import { enqueueNotice, officeForNotice, type NoticeExtras } from './notices'
import { writeService } from '@/server/revision/service-write'

/**
 * The one door to a service request's status (docs/decisions/101-service-status-flow.md): it refuses a move the flow
 * does not allow (naming the moves that are), and with each move writes the history entry the customer's page lists,
 * the audit entry, and the customer's notice, all in the transaction of the change. Nothing else writes the status
 * (tests/repo/one-door.test.ts).
 */

export type MoveOutcome =
  | { kind: 'moved'; from: ServiceStatus; to: ServiceStatus; notified: boolean }
  | { kind: 'not-allowed'; from: ServiceStatus; allowed: readonly ServiceStatus[] }
  | { kind: 'missing' }

/** An actor's name as the history shows it. */
export function actorName(actor: AuditActor): { actorId: number | null; actorName: string } {
  if ('customer' in actor) return { actorId: null, actorName: `${actor.customer.name} (customer)` }
  if ('system' in actor) return { actorId: null, actorName: actor.system }
  return { actorId: actor.id, actorName: actor.displayName }
}

export interface MoveOptions {
  now: Date
  /** Shown under the entry in the history (a quotation's reference, a reason). */
  note?: string
  /** What the notice adds (the quotation's total); `false`: no notice (another e-mail tells of this change). */
  notice?: NoticeExtras | false
  /** Extra fields for the audit entry (the quotation answered). */
  also?: { before: Record<string, unknown>; after: Record<string, unknown> }
}

/** Moves a request's status inside the caller's transaction (the row locked here). */
export async function changeServiceStatus(
  tx: Tx,
  id: number,
  to: ServiceStatus,
  actor: AuditActor,
  options: MoveOptions,
): Promise<MoveOutcome> {
  const [row] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('update')
  if (!row || !isServiceStatus(row.status)) return { kind: 'missing' }
  const from = row.status
  if (!canMove(from, to)) return { kind: 'not-allowed', from, allowed: NEXT_STATUSES[from] }
  const { now } = options
  await tx
    .update(serviceRequests)
    .set({ status: to, statusChangedAt: now, updatedAt: now })
    .where(eq(serviceRequests.id, id))
  await tx
    .insert(serviceEvents)
    .values({ requestId: id, kind: 'status', status: to, note: options.note ?? '', at: now, ...actorName(actor) })
  await recordAudit(tx, {
    actor,
    entityType: 'service-request',
    entityId: String(id),
    action: 'status',
    at: now,
    before: { status: from, ...options.also?.before },
    after: { status: to, ...options.also?.after },
  })
  const notified = options.notice === false ? false : await enqueueNotice(tx, row, to, options.notice ?? {})
  return { kind: 'moved', from, to, notified }
}

/**
 * Whether the request, in `status`, waits on a repair quotation that was withdrawn (quotationWithdrawn), read in the
 * caller's transaction: what the status buttons and the customer's notice follow.
 */
export async function withdrawnIn(tx: Tx, id: number, status: ServiceStatus): Promise<boolean> {
  return quotationWithdrawn(status, (await newestSentRepairQuotation(id, tx))?.status)
}

/**
 * A status button of the panel: the move in its own transaction. The statuses entered by their own door (a quotation
 * sent, an answer to it) are refused here, with the moves a button may make.
 */
export async function moveServiceRequest(
  id: number,
  to: ServiceStatus,
  actor: AuditActor,
  now = new Date(),
  note = '',
): Promise<MoveOutcome> {
  if (!Number.isSafeInteger(id) || id < 1) return { kind: 'missing' }
  const db = await getDb()
  const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id))
  if (!request) return { kind: 'missing' }
  const office = await officeForNotice(request)
  const outcome = await writeService(db, async (tx): Promise<MoveOutcome> => {
    const [row] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
      .for('update')
    if (!row || !isServiceStatus(row.status)) return { kind: 'missing' }
    const allowed = buttonStatuses(row.status, await withdrawnIn(tx, id, row.status))
    if (!allowed.includes(to)) return { kind: 'not-allowed', from: row.status, allowed }
    return changeServiceStatus(tx, id, to, actor, { now, note: note.trim().slice(0, 500), notice: { office } })
  })
  if (outcome.kind === 'moved' && outcome.notified) void kickOutbox()
  return outcome
}
