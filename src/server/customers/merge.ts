import 'server-only'

import { and, eq, inArray, sql } from 'drizzle-orm'

import { getDb, type Tx } from '@/server/db/client'
import { customerContacts, customers } from '@/server/db/schema'
import { listAudit, recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { linkedIds, moveLinks, type LinkedKind } from './links'

/**
 * Merging duplicate customer records, and undoing a merge (docs/decisions/104-customer-matching.md). A merge moves
 * the duplicate's contacts, leads, requests and units to the record kept and marks the duplicate merged (its row
 * stays). The kept record's history entry lists every id it moved; undoing reads that entry and moves exactly those
 * back (those still on the kept record: a lead moved on since stays where staff put it).
 */

export type MergeOutcome = 'merged' | 'missing' | 'same' | 'already-merged'

/** What a merge moved, as its history entry stores it. */
interface Moved {
  merged: { id: number; name: string }
  contacts: number[]
  leads: number[]
  requests: number[]
  units: number[]
}

const KINDS: [LinkedKind, keyof Omit<Moved, 'merged' | 'contacts'>][] = [
  ['lead', 'leads'],
  ['request', 'requests'],
  ['unit', 'units'],
]

async function lockBoth(tx: Tx, a: number, b: number) {
  // One order for every merge, so two merges of the same pair cannot wait on each other.
  const rows = await tx
    .select()
    .from(customers)
    .where(
      inArray(
        customers.id,
        [a, b].sort((x, y) => x - y),
      ),
    )
    .for('update')
  return { first: rows.find((r) => r.id === a), second: rows.find((r) => r.id === b) }
}

/** Both records' contacts changed: an edit form opened on either before this is refused (./customers.ts). */
async function raiseVersions(tx: Tx, ...ids: number[]) {
  await tx
    .update(customers)
    .set({ version: sql`${customers.version} + 1` })
    .where(inArray(customers.id, ids))
}

/** Merges `dropId` into `keepId`. */
export async function mergeCustomers(keepId: number, dropId: number, actor: StaffUser): Promise<MergeOutcome> {
  if (![keepId, dropId].every((id) => Number.isSafeInteger(id) && id > 0)) return 'missing'
  if (keepId === dropId) return 'same'
  const db = await getDb()
  return db.transaction(async (tx): Promise<MergeOutcome> => {
    const { first: keep, second: drop } = await lockBoth(tx, keepId, dropId)
    if (!keep || !drop) return 'missing'
    if (keep.mergedInto !== null || drop.mergedInto !== null) return 'already-merged'
    const contacts = (
      await tx.select({ id: customerContacts.id }).from(customerContacts).where(eq(customerContacts.customerId, dropId))
    ).map((c) => c.id)
    const links = await linkedIds(tx, dropId)
    if (contacts.length)
      await tx.update(customerContacts).set({ customerId: keepId }).where(inArray(customerContacts.id, contacts))
    for (const [kind] of KINDS) await moveLinks(tx, kind, links[kind], dropId, keepId)
    await tx.update(customers).set({ mergedInto: keepId, updatedAt: new Date() }).where(eq(customers.id, dropId))
    await raiseVersions(tx, keepId, dropId)
    const moved: Moved = {
      merged: { id: dropId, name: drop.name },
      contacts,
      leads: links.lead,
      requests: links.request,
      units: links.unit,
    }
    await recordAudit(tx, {
      actor,
      entityType: 'customer',
      entityId: String(keepId),
      action: 'merge',
      before: { merged: null, contacts: null, leads: null, requests: null, units: null },
      after: moved,
    })
    await recordAudit(tx, {
      actor,
      entityType: 'customer',
      entityId: String(dropId),
      action: 'merged-into',
      before: { mergedInto: null },
      after: { mergedInto: keep.name },
    })
    return 'merged'
  })
}

/** The ids the newest merge of `dropId` into `keepId` moved, from the kept record's history. */
async function movedBy(keepId: number, dropId: number): Promise<Moved | undefined> {
  const { entries } = await listAudit({ entityType: 'customer', entityId: String(keepId), pageSize: 500 })
  for (const entry of entries) {
    if (entry.action !== 'merge') continue
    const after = Object.fromEntries(entry.changes.map((c) => [c.field, c.after])) as Partial<Moved>
    if (after.merged?.id === dropId) return after as Moved
  }
  return undefined
}

export type UnmergeOutcome = 'unmerged' | 'missing' | 'not-merged'

/** Undoes the merge of `dropId`: its contacts, leads, requests and units go back, and it is listed again. */
export async function undoMerge(dropId: number, actor: StaffUser): Promise<UnmergeOutcome> {
  if (!Number.isSafeInteger(dropId) || dropId < 1) return 'missing'
  const db = await getDb()
  const [drop] = await db.select().from(customers).where(eq(customers.id, dropId))
  if (!drop) return 'missing'
  if (drop.mergedInto === null) return 'not-merged'
  const keepId = drop.mergedInto
  const moved = await movedBy(keepId, dropId)
  return db.transaction(async (tx): Promise<UnmergeOutcome> => {
    const { first: keep, second: locked } = await lockBoth(tx, keepId, dropId)
    if (!keep || !locked) return 'missing'
    if (locked.mergedInto !== keepId) return 'not-merged'
    if (moved?.contacts.length) {
      await tx
        .update(customerContacts)
        .set({ customerId: dropId })
        .where(and(inArray(customerContacts.id, moved.contacts), eq(customerContacts.customerId, keepId)))
    }
    for (const [kind, field] of KINDS) await moveLinks(tx, kind, moved?.[field] ?? [], keepId, dropId)
    await tx.update(customers).set({ mergedInto: null, updatedAt: new Date() }).where(eq(customers.id, dropId))
    await raiseVersions(tx, keepId, dropId)
    await recordAudit(tx, {
      actor,
      entityType: 'customer',
      entityId: String(keepId),
      action: 'unmerge',
      before: { merged: { id: dropId, name: locked.name } },
      after: { merged: null },
    })
    await recordAudit(tx, {
      actor,
      entityType: 'customer',
      entityId: String(dropId),
      action: 'unmerge',
      before: { mergedInto: keep.name },
      after: { mergedInto: null },
    })
    return 'unmerged'
  })
}
