import 'server-only'

import { asc, desc, eq, inArray } from 'drizzle-orm'

import type { AdvisoryDraft } from '@/lib/library/input'
import { getDb, type Tx } from '@/server/db/client'
import {
  libraryAdvisories,
  libraryAdvisoryReleases,
  libraryReleases,
  type LibraryAdvisoryRow,
} from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { writeLibrary } from './changes'
import { enqueueLibraryNews } from './mail'
import type { SaveResult } from './releases'
import { missingTargets, productIdsCovered, readTargets, targetNames, writeTargets } from './targets'

/**
 * An advisory's save (docs/support-library.md): "do not install 2.0.3 on these receivers; stay on 2.0.2". Refused,
 * naming the field: no text, no product, a release that no longer exists, a save over a newer one. Publishing it
 * for the first time queues its e-mail to the subscribers of its products, once per address, in the same
 * transaction (./mail.ts).
 */

class Refused extends Error {
  constructor(readonly result: Exclude<SaveResult, { ok: true }>) {
    super('refused')
  }
}

export async function advisoryAuditView(tx: Tx, id: number) {
  const [row] = await tx.select().from(libraryAdvisories).where(eq(libraryAdvisories.id, id))
  if (!row) return null
  const releases = await tx
    .select({ title: libraryReleases.title, version: libraryReleases.version })
    .from(libraryAdvisoryReleases)
    .innerJoin(libraryReleases, eq(libraryReleases.id, libraryAdvisoryReleases.releaseId))
    .where(eq(libraryAdvisoryReleases.advisoryId, id))
    .orderBy(asc(libraryReleases.id))
  return {
    severity: row.severity,
    title: row.title,
    body: row.body,
    instead: row.instead,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    published: row.published,
    translations: row.translations,
    appliesTo: await targetNames(tx, await readTargets(tx, { advisoryId: id })),
    releases: releases.map((r) => `${r.title} ${r.version}`),
  }
}

export async function saveAdvisory(
  id: number | null,
  expectedVersion: number,
  draft: AdvisoryDraft,
  actor: StaffUser,
  now: Date = new Date(),
): Promise<SaveResult> {
  let notify = false
  try {
    const saved = await writeLibrary(async (tx) => {
      const [before] =
        id === null ? [] : await tx.select().from(libraryAdvisories).where(eq(libraryAdvisories.id, id)).for('update')
      if (id !== null && !before) throw new Refused({ ok: false, kind: 'not-found' })
      if (before && before.rowVersion !== expectedVersion) {
        const changed = Object.keys((await advisoryAuditView(tx, before.id)) ?? {})
        throw new Refused({ ok: false, kind: 'conflict', rowVersion: before.rowVersion, changed })
      }
      const missing = await missingTargets(tx, draft.targets)
      if (missing.length)
        throw new Refused({
          ok: false,
          kind: 'invalid',
          fieldErrors: { targets: `${missing.join(' and ')}: choose again.` },
        })
      if (draft.releaseIds.length) {
        const found = await tx
          .select({ id: libraryReleases.id })
          .from(libraryReleases)
          .where(inArray(libraryReleases.id, draft.releaseIds))
        if (found.length !== draft.releaseIds.length)
          throw new Refused({
            ok: false,
            kind: 'invalid',
            fieldErrors: { releases: 'A release you chose no longer exists: choose again.' },
          })
      }
      const auditBefore = before ? await advisoryAuditView(tx, before.id) : null
      const firstPublication = draft.published && !before?.publishedAt
      const values = {
        severity: draft.severity,
        title: draft.title,
        body: draft.body,
        instead: draft.instead,
        startsOn: draft.startsOn,
        endsOn: draft.endsOn,
        published: draft.published,
        translations: draft.translations,
        updatedAt: now,
        ...(firstPublication ? { publishedAt: now } : {}),
      }
      const [row] = before
        ? await tx
            .update(libraryAdvisories)
            .set({ ...values, rowVersion: before.rowVersion + 1 })
            .where(eq(libraryAdvisories.id, before.id))
            .returning()
        : await tx.insert(libraryAdvisories).values(values).returning()
      const advisoryId = row!.id
      await writeTargets(tx, { advisoryId }, draft.targets)
      await tx.delete(libraryAdvisoryReleases).where(eq(libraryAdvisoryReleases.advisoryId, advisoryId))
      if (draft.releaseIds.length)
        await tx
          .insert(libraryAdvisoryReleases)
          .values(draft.releaseIds.map((releaseId) => ({ advisoryId, releaseId })))
      if (firstPublication) {
        const covered = await productIdsCovered(tx, draft.targets)
        notify = (await enqueueLibraryNews(tx, { kind: 'advisory', id: advisoryId }, [...covered])) > 0
      }
      await recordAudit(tx, {
        actor,
        entityType: 'library-advisory',
        entityId: String(advisoryId),
        action: before ? (firstPublication ? 'publish' : 'update') : 'create',
        before: auditBefore,
        after: await advisoryAuditView(tx, advisoryId),
      })
      return { id: advisoryId, rowVersion: row!.rowVersion }
    })
    if (notify) void kickOutbox()
    return { ok: true, ...saved }
  } catch (err) {
    if (err instanceof Refused) return err.result
    throw err
  }
}

/** Deletes an advisory that was never published; a published one is ended with its last day instead. */
export async function deleteDraftAdvisory(
  id: number,
  actor: StaffUser,
): Promise<'deleted' | 'published' | 'not-found'> {
  return writeLibrary(async (tx) => {
    const [row] = await tx.select().from(libraryAdvisories).where(eq(libraryAdvisories.id, id)).for('update')
    if (!row) return 'not-found'
    if (row.published || row.publishedAt) return 'published'
    const before = await advisoryAuditView(tx, id)
    await tx.delete(libraryAdvisories).where(eq(libraryAdvisories.id, id))
    await recordAudit(tx, {
      actor,
      entityType: 'library-advisory',
      entityId: String(id),
      action: 'delete',
      before,
      after: null,
    })
    return 'deleted'
  })
}

export async function advisoryForEditor(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(libraryAdvisories).where(eq(libraryAdvisories.id, id))
  if (!row) return undefined
  const releases = await db
    .select({ releaseId: libraryAdvisoryReleases.releaseId })
    .from(libraryAdvisoryReleases)
    .where(eq(libraryAdvisoryReleases.advisoryId, id))
  return {
    row,
    targets: await readTargets(db, { advisoryId: id }),
    releaseIds: releases.map((r) => r.releaseId).sort((a, b) => a - b),
  }
}

export type AdvisoryForEditor = NonNullable<Awaited<ReturnType<typeof advisoryForEditor>>>

/** Every advisory, drafts included, newest first: the panel's list. */
export async function listAdvisories(): Promise<(LibraryAdvisoryRow & { appliesTo: string[] })[]> {
  const db = await getDb()
  const rows = await db
    .select()
    .from(libraryAdvisories)
    .orderBy(desc(libraryAdvisories.startsOn), desc(libraryAdvisories.id))
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      appliesTo: await targetNames(db, await readTargets(db, { advisoryId: row.id })),
    })),
  )
}
