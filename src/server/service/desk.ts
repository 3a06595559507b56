import 'server-only'

import { and, eq, inArray, isNull } from 'drizzle-orm'

import { getDb } from '@/server/db/client'
import { serviceEvents, serviceRequests, staffUsers } from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { actorName } from './status'
import { writeService } from '@/server/revision/service-write'

/**
 * The service desk's own work on a request (docs/service-desk.md): internal notes (never shown to the customer) and
 * who answers for it. Each is a history entry and an audit entry.
 */

export const SERVICE_NOTE_MAX = 4_000

export type NoteOutcome = 'added' | 'empty' | 'too-long' | 'missing'

export async function addServiceNote(
  id: number,
  note: string,
  actor: StaffUser,
  now = new Date(),
): Promise<NoteOutcome> {
  const text = note.replace(/\r\n?/g, '\n').trim()
  if (text === '') return 'empty'
  if (text.length > SERVICE_NOTE_MAX) return 'too-long'
  if (!Number.isSafeInteger(id) || id < 1) return 'missing'
  const db = await getDb()
  return writeService(db, async (tx) => {
    const [row] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, id))
    if (!row) return 'missing'
    await tx.insert(serviceEvents).values({ requestId: id, kind: 'note', note: text, at: now, ...actorName(actor) })
    await tx.update(serviceRequests).set({ updatedAt: now }).where(eq(serviceRequests.id, id))
    await recordAudit(tx, {
      actor,
      entityType: 'service-request',
      entityId: String(id),
      action: 'note',
      at: now,
      before: { note: null },
      after: { note: text },
    })
    return 'added'
  })
}

/** Who may answer for a request: enabled accounts of the service and owner roles. */
export async function listTechnicians(): Promise<{ id: number; name: string }[]> {
  const db = await getDb()
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.displayName })
    .from(staffUsers)
    .where(and(isNull(staffUsers.disabledAt), inArray(staffUsers.role, ['service', 'owner'])))
    .orderBy(staffUsers.displayName)
  return rows
}

export type AssignOutcome = 'assigned' | 'unchanged' | 'not-a-technician' | 'missing'

/** Gives the request to a technician (or to nobody, with null). */
export async function assignServiceRequest(
  id: number,
  assigneeId: number | null,
  actor: StaffUser,
  now = new Date(),
): Promise<AssignOutcome> {
  if (!Number.isSafeInteger(id) || id < 1) return 'missing'
  const technicians = await listTechnicians()
  const to = assigneeId === null ? null : technicians.find((t) => t.id === assigneeId)
  if (assigneeId !== null && !to) return 'not-a-technician'
  const db = await getDb()
  return writeService(db, async (tx) => {
    const [row] = await tx
      .select({ assigneeId: serviceRequests.assigneeId, name: staffUsers.displayName })
      .from(serviceRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, serviceRequests.assigneeId))
      .where(eq(serviceRequests.id, id))
      .for('update', { of: serviceRequests })
    if (!row) return 'missing'
    if (row.assigneeId === assigneeId) return 'unchanged'
    await tx.update(serviceRequests).set({ assigneeId, updatedAt: now }).where(eq(serviceRequests.id, id))
    await recordAudit(tx, {
      actor,
      entityType: 'service-request',
      entityId: String(id),
      action: 'assign',
      at: now,
      before: { technician: row.name ?? null },
      after: { technician: to?.name ?? null },
    })
    return 'assigned'
  })
}
