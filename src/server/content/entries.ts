import 'server-only'

/**
 * The one write path of the site's content (docs/decisions/044-site-content-in-the-database.md): create, save and
 * restore entries. Every write is one transaction that keeps a revision (who, when, which fields), records the audit
 * entry and bumps the catalogue revision, so every instance reloads what it shows (decision 019). A save that started
 * from an older version changes nothing and reports the fields the other save changed (optimistic concurrency, as for
 * products, decision 017).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'

import { ARTICLE_TYPES } from '@/lib/content/kinds'
import type { ContentStatus } from '@/lib/content/schedule'
import { writeContent } from './changes'
import { recordSlugChange } from '@/server/redirects/slug-changes'
import { getDb, type DbOrTx, type Tx } from '@/server/db/client'
import {
  contentEntries,
  contentRevisions,
  slugRedirects,
  type ContentEntryRow,
  type ContentRevisionRow,
  type ContentTranslations,
} from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'

export const CONTENT_KINDS = ['news', 'event', 'case-study', 'page', 'office', 'settings'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export { SETTINGS_SLUG } from '@/lib/content/kinds'

/** What staff save: everything about an entry but its id and bookkeeping. */
export interface ContentDraft {
  kind: ContentKind
  slug: string
  status: ContentStatus
  publishAt: Date | null
  unpublishAt: Date | null
  fields: Record<string, unknown>
  translations: ContentTranslations
  sortOrder: number
}

export type ContentSaveResult =
  | { ok: true; id: number; version: number }
  | { ok: false; kind: 'not-found' }
  | { ok: false; kind: 'slug-taken' }
  /** Someone saved first: their entry as it is now, and the paths their saves changed since `expectedVersion`. */
  | { ok: false; kind: 'conflict'; current: ContentEntryRow; changedSince: string[] }

export function draftOf(row: ContentEntryRow): ContentDraft {
  return {
    kind: row.kind as ContentKind,
    slug: row.slug,
    status: row.status as ContentStatus,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    fields: row.fields,
    translations: row.translations,
    sortOrder: row.sortOrder,
  }
}

/** Sorted-key JSON, so equal values compare equal whatever their key order (jsonb reorders keys). */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  )
}

/**
 * The paths two versions differ at: 'slug', 'status', 'publishAt', 'unpublishAt', 'sortOrder', 'fields.{name}' and
 * 'translations.{locale}.{name}' (top-level field names: a changed list or rich text counts as one field).
 */
export function changedPaths(before: ContentDraft | null, after: ContentDraft): string[] {
  const paths: string[] = []
  for (const key of ['slug', 'status', 'publishAt', 'unpublishAt', 'sortOrder'] as const) {
    if (canonical(before?.[key] ?? null) !== canonical(after[key])) paths.push(key)
  }
  const compare = (prefix: string, a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) => {
    for (const name of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
      if (canonical(a[name]) !== canonical(b[name])) paths.push(`${prefix}${name}`)
    }
  }
  compare('fields.', before?.fields, after.fields)
  for (const locale of ['fa', 'ps'] as const) {
    compare(`translations.${locale}.`, before?.translations[locale], after.translations[locale])
  }
  return paths
}

/**
 * Whether another entry has this address: news, events and case studies share /news/{slug}, so their slugs are
 * unique together; other kinds per kind.
 */
async function slugTaken(db: DbOrTx, kind: string, slug: string, exceptId?: number): Promise<boolean> {
  const kinds: readonly string[] = (ARTICLE_TYPES as readonly string[]).includes(kind) ? ARTICLE_TYPES : [kind]
  const rows = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(inArray(contentEntries.kind, [...kinds]), eq(contentEntries.slug, slug)))
  return rows.some((row) => row.id !== exceptId)
}

async function keepRevision(tx: Tx, row: ContentEntryRow, changed: string[], actor: StaffUser): Promise<void> {
  await tx.insert(contentRevisions).values({
    entryId: row.id,
    version: row.version,
    slug: row.slug,
    sortOrder: row.sortOrder,
    status: row.status,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    fields: row.fields,
    translations: row.translations,
    changed,
    actorId: actor.id,
    actorName: actor.displayName,
  })
}

/** A new entry, version 1. */
export async function createContentEntry(draft: ContentDraft, actor: StaffUser): Promise<ContentSaveResult> {
  const db = await getDb()
  if (await slugTaken(db, draft.kind, draft.slug)) return { ok: false, kind: 'slug-taken' }
  const row = await writeContent(async (tx) => {
    const [row] = await tx.insert(contentEntries).values(draft).returning()
    await keepRevision(tx, row!, changedPaths(null, draft), actor)
    await recordAudit(tx, {
      actor,
      entityType: 'content',
      entityId: String(row!.id),
      action: 'create',
      before: null,
      after: draft,
    })
    return row!
  })
  return { ok: true, id: row.id, version: row.version }
}

/** The paths changed by the versions after `version` (what the other editor did while this one was editing). */
async function changedSince(db: DbOrTx, entryId: number, version: number): Promise<string[]> {
  const rows = await db
    .select({ changed: contentRevisions.changed })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entryId, entryId), sql`${contentRevisions.version} > ${version}`))
  return [...new Set(rows.flatMap((row) => row.changed))]
}

async function conflict(db: DbOrTx, id: number, expectedVersion: number): Promise<ContentSaveResult> {
  const [current] = await db.select().from(contentEntries).where(eq(contentEntries.id, id))
  if (!current) return { ok: false, kind: 'not-found' }
  return { ok: false, kind: 'conflict', current, changedSince: await changedSince(db, id, expectedVersion) }
}

/**
 * Inside a transaction: writes `draft` over `before` if it is still at `expectedVersion` (undefined if not), with its
 * slug redirect, revision and audit entry. The one write of a save, alone or in a batch.
 */
async function writeSave(
  tx: Tx,
  before: ContentEntryRow,
  expectedVersion: number,
  draft: ContentDraft,
  actor: StaffUser,
  action: string,
): Promise<ContentEntryRow | undefined> {
  const [row] = await tx
    .update(contentEntries)
    .set({ ...draft, version: sql`${contentEntries.version} + 1`, updatedAt: new Date() })
    .where(and(eq(contentEntries.id, before.id), eq(contentEntries.version, expectedVersion)))
    .returning()
  if (!row) return undefined
  // The old address keeps working (a permanent redirect, as for products): see contentSlugRedirect.
  if (before.slug !== draft.slug) await recordSlugChange(tx, `content:${draft.kind}`, before.slug, row.id, draft.slug)
  await keepRevision(tx, row, changedPaths(draftOf(before), draft), actor)
  await recordAudit(tx, {
    actor,
    entityType: 'content',
    entityId: String(row.id),
    action,
    before: draftOf(before),
    after: draft,
  })
  return row
}

/** Saves `draft` over entry `id` if nobody saved since `expectedVersion`. */
export async function saveContentEntry(
  id: number,
  expectedVersion: number,
  draft: ContentDraft,
  actor: StaffUser,
  action = 'update',
): Promise<ContentSaveResult> {
  const db = await getDb()
  const [before] = await db.select().from(contentEntries).where(eq(contentEntries.id, id))
  if (!before) return { ok: false, kind: 'not-found' }
  if (before.version !== expectedVersion) return conflict(db, id, expectedVersion)
  if (draft.kind !== before.kind) throw new Error(`An entry keeps its kind (${before.kind}), not ${draft.kind}.`)
  if (await slugTaken(db, draft.kind, draft.slug, id)) return { ok: false, kind: 'slug-taken' }
  const saved = await writeContent((tx) => writeSave(tx, before, expectedVersion, draft, actor, action))
  if (!saved) return conflict(db, id, expectedVersion)
  return { ok: true, id, version: saved.version }
}

/** An entry's versions, newest first. */
export async function contentRevisionsOf(entryId: number): Promise<ContentRevisionRow[]> {
  const db = await getDb()
  return db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.entryId, entryId))
    .orderBy(desc(contentRevisions.version))
}

/** Writes an earlier version's texts and times back as a new draft version (nothing public changes until published). */
export async function restoreContentRevision(
  entryId: number,
  version: number,
  expectedVersion: number,
  actor: StaffUser,
): Promise<ContentSaveResult> {
  const db = await getDb()
  const [current] = await db.select().from(contentEntries).where(eq(contentEntries.id, entryId))
  const [old] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entryId, entryId), eq(contentRevisions.version, version)))
  if (!current || !old) return { ok: false, kind: 'not-found' }
  const draft: ContentDraft = {
    ...draftOf(current),
    status: 'draft',
    publishAt: old.publishAt,
    unpublishAt: old.unpublishAt,
    fields: old.fields,
    translations: old.translations,
  }
  return saveContentEntry(entryId, expectedVersion, draft, actor, `restore v${version}`)
}

/** Every entry of a kind, in staff order. */
export async function contentEntriesOf(kind: ContentKind): Promise<ContentEntryRow[]> {
  const db = await getDb()
  return db
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind))
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
}

/** One entry's new state in a batch: what it becomes, from the version it was read at. */
export interface ContentBatchItem {
  id: number
  expectedVersion: number
  draft: ContentDraft
}

/**
 * Saves several entries in one transaction (a translation file's import): all of them, or, if any was saved by
 * someone else since it was read, none (the result names the first such entry).
 */
export async function saveContentEntriesTogether(
  items: readonly ContentBatchItem[],
  actor: StaffUser,
  action: string,
): Promise<{ ok: true } | { ok: false; conflictId: number }> {
  class Stale extends Error {
    constructor(readonly id: number) {
      super(`content entry ${id} changed meanwhile`)
    }
  }
  try {
    await writeContent(async (tx) => {
      for (const { id, expectedVersion, draft } of items) {
        const [before] = await tx.select().from(contentEntries).where(eq(contentEntries.id, id))
        if (!before || before.version !== expectedVersion) throw new Stale(id)
        if (!(await writeSave(tx, before, expectedVersion, draft, actor, action))) throw new Stale(id)
      }
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof Stale) return { ok: false, conflictId: error.id }
    throw error
  }
}

/** One entry by id (any status), for the staff editor. */
export async function contentEntryById(id: number): Promise<ContentEntryRow | undefined> {
  if (!Number.isInteger(id) || id <= 0) return undefined
  const db = await getDb()
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id))
  return row
}

/**
 * Where an entry that used to be at `slug` is now: its current slug, for a permanent redirect from the old address;
 * undefined when `slug` is an entry's live slug or was never one. Old slugs live in `slug_redirects` under the entity
 * type `content:{kind}` (docs/decisions/044-site-content-in-the-database.md: "old slugs in slug_redirects as for
 * products"), pointing at the entry, so a chain of renames leads straight to the current slug.
 */
export async function contentSlugRedirect(kind: ContentKind, slug: string): Promise<string | undefined> {
  const db = await getDb()
  const [live] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)))
  if (live) return undefined
  const [row] = await db
    .select({ slug: contentEntries.slug })
    .from(slugRedirects)
    .innerJoin(contentEntries, eq(contentEntries.id, slugRedirects.entityId))
    .where(
      and(
        eq(slugRedirects.entityType, `content:${kind}`),
        eq(slugRedirects.oldSlug, slug),
        eq(contentEntries.kind, kind),
      ),
    )
  return row?.slug
}

/** A row of the staff list: the entry and who saved it last. */
export type ContentListRow = ContentEntryRow & { updatedBy: string | null }

/** Every entry of `kinds`, most recently changed first, with the name of whoever saved each last. */
export async function contentEntriesForStaff(kinds: readonly ContentKind[]): Promise<ContentListRow[]> {
  const db = await getDb()
  const rows = await db
    .select({
      entry: contentEntries,
      // Spelled out: drizzle writes columns inside a sql`` subquery without their table, and "id" would then name
      // the revision's own id, not the entry's.
      updatedBy: sql<string | null>`(select r.actor_name from content_revisions r
        where r.entry_id = "content_entries"."id" order by r.version desc limit 1)`,
    })
    .from(contentEntries)
    .where(inArray(contentEntries.kind, [...kinds]))
    .orderBy(desc(contentEntries.updatedAt), desc(contentEntries.id))
  return rows.map((r) => ({ ...r.entry, updatedBy: r.updatedBy }))
}

/** The entry of a kind at a slug (the settings entry: `contentEntryBySlug('settings', SETTINGS_SLUG)`). */
export async function contentEntryBySlug(kind: ContentKind, slug: string): Promise<ContentEntryRow | undefined> {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)))
  return row
}
