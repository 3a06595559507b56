import 'server-only'

/**
 * The site's content as a file, in the seed's format (catalogue/seed/content.json): exported beside the catalogue
 * (`npm run catalogue:export` writes content.json next to catalogue.json; `npm run content:export` alone) and imported
 * back with `npm run content:import` (docs/decisions/044-site-content-in-the-database.md). An import checks every
 * entry first, then creates or replaces entries by kind and slug in one transaction, each keeping a revision; entries
 * the file does not name are left as they are.
 */
import { and, asc, eq, sql } from 'drizzle-orm'

import { writeContent } from './changes'
import type { Db } from '@/server/db/client'
import { contentEntries, contentRevisions } from '@/server/db/schema'
import { changedPaths, draftOf } from './entries'
import { parseContentFile } from './seed'

/** Every entry, drafts and archived ones included, in the file format. */
export async function exportContent(db: Db) {
  const rows = await db
    .select()
    .from(contentEntries)
    .orderBy(asc(contentEntries.kind), asc(contentEntries.sortOrder), asc(contentEntries.id))
  return {
    version: 1 as const,
    entries: rows.map((row) => ({
      kind: row.kind,
      slug: row.slug,
      status: row.status,
      publishAt: row.publishAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
      sortOrder: row.sortOrder,
      fields: row.fields,
      translations: row.translations,
    })),
  }
}

/** Creates or replaces the file's entries (throws, writing nothing, when any entry is invalid). */
export async function importContent(db: Db, json: unknown): Promise<{ created: number; replaced: number }> {
  const drafts = parseContentFile(json)
  let created = 0
  let replaced = 0
  await writeContent(async (tx) => {
    for (const draft of drafts) {
      const [before] = await tx
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, draft.kind), eq(contentEntries.slug, draft.slug)))
      const [row] = before
        ? await tx
            .update(contentEntries)
            .set({ ...draft, version: sql`${contentEntries.version} + 1`, updatedAt: new Date() })
            .where(eq(contentEntries.id, before.id))
            .returning()
        : await tx.insert(contentEntries).values(draft).returning()
      if (before) replaced++
      else created++
      await tx.insert(contentRevisions).values({
        entryId: row!.id,
        version: row!.version,
        status: row!.status,
        publishAt: row!.publishAt,
        unpublishAt: row!.unpublishAt,
        fields: row!.fields,
        translations: row!.translations,
        changed: changedPaths(before ? draftOf(before) : null, draft),
        actorId: null,
        actorName: 'Content import',
      })
    }
  }, db)
  return { created, replaced }
}
