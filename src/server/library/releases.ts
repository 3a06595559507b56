import 'server-only'

import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'

import { richTextToPlain } from '@/lib/content/rich-text'
import type { ReleaseDraft } from '@/lib/library/input'
import { getDb, type Tx } from '@/server/db/client'
import { libraryFiles, libraryReleases, libraryUploads, products, type LibraryReleaseRow } from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { mediaStorage } from '@/server/storage'
import { writeLibrary } from './changes'
import { enqueueLibraryNews } from './mail'
import { missingTargets, productIdsCovered, readTargets, targetNames, writeTargets } from './targets'
import { forgetUploadRecord } from './uploads'

/**
 * A release's save (docs/support-library.md): everything checked and written in one transaction or nothing. Refused,
 * each naming its field: a version that already exists for one of its products and its kind, a release without
 * products, an upload that has not finished, was refused or has expired, a checksum the uploader pasted that is not the
 * file's, and a save over someone else's newer one (optimistic lock). Uploads it takes become its files; files it no
 * longer lists are deleted after the commit. Publishing it for the first time queues its e-mail to the subscribers of
 * its products, in the same transaction (./mail.ts).
 */

export type SaveResult =
  | { ok: true; id: number; rowVersion: number }
  | { ok: false; kind: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; kind: 'conflict'; rowVersion: number; changed: string[] }
  | { ok: false; kind: 'not-found' }

class Refused extends Error {
  constructor(readonly result: Exclude<SaveResult, { ok: true }>) {
    super('refused')
  }
}

const invalid = (fieldErrors: Record<string, string>) => new Refused({ ok: false, kind: 'invalid', fieldErrors })

const KIND_WORDS: Record<string, string> = {
  firmware: 'firmware',
  'field-software': 'field software',
  'desktop-software': 'desktop software',
  driver: 'driver',
  manual: 'manual',
  'quick-guide': 'quick guide',
  'release-notes': 'release notes',
  calibration: 'calibration procedure',
  cad: 'CAD drawing',
  other: 'release',
}

/** What the audit log and a conflict compare: the release as staff read it. */
export async function releaseAuditView(tx: Tx, id: number) {
  const [row] = await tx.select().from(libraryReleases).where(eq(libraryReleases.id, id))
  if (!row) return null
  const files = await tx
    .select({ name: libraryFiles.fileName, sha256: libraryFiles.sha256 })
    .from(libraryFiles)
    .where(eq(libraryFiles.releaseId, id))
    .orderBy(asc(libraryFiles.position))
  return {
    kind: row.kind,
    title: row.title,
    version: row.version,
    releaseDate: row.releaseDate,
    status: row.status,
    published: row.published,
    languages: row.languages,
    notes: row.notes ? richTextToPlain(row.notes) : '',
    requirements: row.requirements,
    translations: row.translations,
    appliesTo: await targetNames(tx, await readTargets(tx, { releaseId: id })),
    files: files.map((f) => `${f.name} (SHA-256 ${f.sha256})`),
  }
}

/** Another release of this kind and version for one of the same products: the version field's refusal, or null. */
async function versionTaken(tx: Tx, id: number | null, draft: ReleaseDraft): Promise<string | null> {
  const same = await tx
    .select()
    .from(libraryReleases)
    .where(
      and(
        eq(libraryReleases.kind, draft.kind),
        sql`lower(trim(${libraryReleases.version})) = ${draft.version.trim().toLowerCase()}`,
        id === null ? undefined : ne(libraryReleases.id, id),
      ),
    )
  if (!same.length) return null
  const mine = await productIdsCovered(tx, draft.targets)
  for (const other of same) {
    const theirs = await productIdsCovered(tx, await readTargets(tx, { releaseId: other.id }))
    const shared = [...mine].filter((p) => theirs.has(p))
    if (!shared.length) continue
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, shared[0]!))
    return (
      `Version ${draft.version} of the ${KIND_WORDS[draft.kind]} already exists for ` +
      `${product?.name ?? 'one of these products'}` +
      ` ("${other.title}"). Use another version, or edit that release.`
    )
  }
  return null
}

/** The uploads the release takes: each finished, unrefused, and matching any checksum pasted for it. */
async function takeUploads(tx: Tx, draft: ReleaseDraft) {
  if (!draft.uploads.length) return []
  const rows = await tx
    .select()
    .from(libraryUploads)
    .where(
      inArray(
        libraryUploads.id,
        draft.uploads.map((u) => u.id),
      ),
    )
    .for('update')
  const byId = new Map(rows.map((r) => [r.id, r]))
  const errors: Record<string, string> = {}
  for (const upload of draft.uploads) {
    const row = byId.get(upload.id)
    const field = `checksum.${upload.id}`
    if (!row) errors.files = 'An upload has expired or was removed: add the file again.'
    else if (row.status === 'uploading') errors.files = `"${row.fileName}" has not finished uploading yet.`
    else if (row.status === 'refused') errors.files = row.problem ?? `"${row.fileName}" was refused.`
    else if (upload.pasted && upload.pasted !== row.sha256)
      errors[field] =
        `The checksum you pasted (${upload.pasted.slice(0, 12)}…) is not the uploaded file's ` +
        `(${row.sha256!.slice(0, 12)}…): the file may be damaged, or not the one the checksum is for. ` +
        'Nothing was saved.'
  }
  if (Object.keys(errors).length) throw invalid(errors)
  return draft.uploads.map((u) => byId.get(u.id)!)
}

/**
 * Creates (`id` null) or saves release `id` from `expectedVersion`. Returns the stored row version, or why not.
 * `now` is when it is published if this save publishes it.
 */
export async function saveRelease(
  id: number | null,
  expectedVersion: number,
  draft: ReleaseDraft,
  actor: StaffUser,
  now: Date = new Date(),
): Promise<SaveResult> {
  const removedKeys: string[] = []
  const takenUploads: string[] = []
  let notify = false
  try {
    const saved = await writeLibrary(async (tx) => {
      // One save at a time checks versions: two saves of "2.1" for one product must not both pass.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('library-release-versions'))`)
      const [before] =
        id === null ? [] : await tx.select().from(libraryReleases).where(eq(libraryReleases.id, id)).for('update')
      if (id !== null && !before) throw new Refused({ ok: false, kind: 'not-found' })
      if (before && before.rowVersion !== expectedVersion) {
        const theirs = await releaseAuditView(tx, before.id)
        const changed = Object.keys(theirs ?? {}).filter((k) => k !== 'files')
        throw new Refused({ ok: false, kind: 'conflict', rowVersion: before.rowVersion, changed })
      }
      const missing = await missingTargets(tx, draft.targets)
      if (missing.length) throw invalid({ targets: `${missing.join(' and ')}: choose again.` })
      const taken = await versionTaken(tx, id, draft)
      if (taken) throw invalid({ version: taken })
      const uploads = await takeUploads(tx, draft)
      const existingFiles = before
        ? await tx.select().from(libraryFiles).where(eq(libraryFiles.releaseId, before.id))
        : []
      const kept = draft.keepFileIds.filter((fid) => existingFiles.some((f) => f.id === fid))
      if (draft.published && !kept.length && !uploads.length)
        throw invalid({ files: 'Add the release\u2019s file before publishing it (or save it as a draft).' })
      const auditBefore = before ? await releaseAuditView(tx, before.id) : null
      const values = {
        kind: draft.kind,
        title: draft.title,
        version: draft.version,
        releaseDate: draft.releaseDate,
        status: draft.status,
        published: draft.published,
        languages: draft.languages,
        notes: draft.notes,
        requirements: draft.requirements,
        translations: draft.translations,
        updatedAt: now,
      }
      const firstPublication = draft.published && !before?.publishedAt
      const [row] = before
        ? await tx
            .update(libraryReleases)
            .set({
              ...values,
              rowVersion: before.rowVersion + 1,
              ...(firstPublication ? { publishedAt: now } : {}),
            })
            .where(eq(libraryReleases.id, before.id))
            .returning()
        : await tx
            .insert(libraryReleases)
            .values({ ...values, ...(firstPublication ? { publishedAt: now } : {}) })
            .returning()
      const releaseId = row!.id
      await writeTargets(tx, { releaseId }, draft.targets)
      for (const file of existingFiles) {
        if (kept.includes(file.id)) continue
        await tx.delete(libraryFiles).where(eq(libraryFiles.id, file.id))
        removedKeys.push(file.storageKey)
      }
      for (const [i, fid] of kept.entries())
        await tx.update(libraryFiles).set({ position: i }).where(eq(libraryFiles.id, fid))
      for (const [i, upload] of uploads.entries()) {
        await tx.insert(libraryFiles).values({
          releaseId,
          storageKey: upload.storageKey,
          fileName: upload.fileName,
          bytes: upload.bytes,
          sha256: upload.sha256!,
          contentType: upload.contentType ?? 'application/octet-stream',
          position: kept.length + i,
        })
        takenUploads.push(upload.id)
      }
      if (takenUploads.length) await tx.delete(libraryUploads).where(inArray(libraryUploads.id, takenUploads))
      if (firstPublication) {
        const covered = await productIdsCovered(tx, draft.targets)
        notify = (await enqueueLibraryNews(tx, { kind: 'release', id: releaseId }, [...covered])) > 0
      }
      await recordAudit(tx, {
        actor,
        entityType: 'library-release',
        entityId: String(releaseId),
        action: before ? (firstPublication ? 'publish' : 'update') : 'create',
        before: auditBefore,
        after: await releaseAuditView(tx, releaseId),
      })
      return { id: releaseId, rowVersion: row!.rowVersion }
    })
    await afterCommit(removedKeys, takenUploads, notify)
    return { ok: true, ...saved }
  } catch (err) {
    if (err instanceof Refused) return err.result
    throw err
  }
}

/** After the commit: bytes of removed files go, the tus records of taken uploads go, subscribers' mail goes out. */
async function afterCommit(removedKeys: string[], takenUploads: string[], notify: boolean) {
  const store = mediaStorage()
  for (const key of removedKeys) await store.delete(key).catch(() => undefined)
  for (const hex of takenUploads) await forgetUploadRecord(hex, store)
  if (notify) void kickOutbox()
}

/** Deletes a draft (never a published release: that is withdrawn instead, so its links can say why). */
export async function deleteDraftRelease(id: number, actor: StaffUser): Promise<'deleted' | 'published' | 'not-found'> {
  const keys: string[] = []
  const outcome = await writeLibrary(async (tx) => {
    const [row] = await tx.select().from(libraryReleases).where(eq(libraryReleases.id, id)).for('update')
    if (!row) return 'not-found' as const
    if (row.published || row.publishedAt) return 'published' as const
    const before = await releaseAuditView(tx, id)
    const files = await tx.select().from(libraryFiles).where(eq(libraryFiles.releaseId, id))
    keys.push(...files.map((f) => f.storageKey))
    await tx.delete(libraryReleases).where(eq(libraryReleases.id, id))
    await recordAudit(tx, {
      actor,
      entityType: 'library-release',
      entityId: String(id),
      action: 'delete',
      before,
      after: null,
    })
    return 'deleted' as const
  })
  await afterCommit(keys, [], false)
  return outcome
}

/** A release for the editor: the row, its targets and its files. */
export async function releaseForEditor(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(libraryReleases).where(eq(libraryReleases.id, id))
  if (!row) return undefined
  const files = await db
    .select()
    .from(libraryFiles)
    .where(eq(libraryFiles.releaseId, id))
    .orderBy(asc(libraryFiles.position), asc(libraryFiles.id))
  return { row, targets: await readTargets(db, { releaseId: id }), files }
}

export type ReleaseForEditor = NonNullable<Awaited<ReturnType<typeof releaseForEditor>>>

/** Every release, drafts included, newest first: the panel's list. */
export async function listReleases(): Promise<(LibraryReleaseRow & { appliesTo: string[]; fileCount: number })[]> {
  const db = await getDb()
  const rows = await db
    .select()
    .from(libraryReleases)
    .orderBy(desc(libraryReleases.releaseDate), desc(libraryReleases.id))
  const counts = await db
    .select({ releaseId: libraryFiles.releaseId, n: sql<number>`count(*)::int` })
    .from(libraryFiles)
    .groupBy(libraryFiles.releaseId)
  const countOf = new Map(counts.map((c) => [c.releaseId, Number(c.n)]))
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      appliesTo: await targetNames(db, await readTargets(db, { releaseId: row.id })),
      fileCount: countOf.get(row.id) ?? 0,
    })),
  )
}
