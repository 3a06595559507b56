import 'server-only'

/**
 * The seed content (catalogue/seed/content.json, beside the seed catalogue): imported when the content table is empty,
 * on a first start and on the first start of a site that existed before content moved into the database
 * (docs/decisions/044-site-content-in-the-database.md). Every entry is checked against its kind's schema first;
 * nothing is written unless all of them pass.
 */
import { readFile } from 'node:fs/promises'

import { count, eq } from 'drizzle-orm'
import { z } from 'zod'

import { CONTENT_FIELD_SCHEMAS, contentSlug } from '@/lib/content/kinds'
import { isPageSlug, PAGE_SLUGS, pageFieldsSchema } from '@/lib/content/pages'
import { writeContent } from './changes'
import type { Db } from '@/server/db/client'
import { contentEntries, contentRevisions } from '@/server/db/schema'
import { CONTENT_KINDS } from './entries'
import { changedPaths, type ContentDraft } from './entries'

const seedFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(
    z.object({
      kind: z.enum(CONTENT_KINDS),
      slug: contentSlug,
      status: z.enum(['draft', 'published', 'archived']),
      publishAt: z.iso.datetime().nullable().default(null),
      unpublishAt: z.iso.datetime().nullable().default(null),
      sortOrder: z.number().int().default(0),
      fields: z.record(z.string(), z.unknown()),
      translations: z
        .object({ fa: z.record(z.string(), z.unknown()).optional(), ps: z.record(z.string(), z.unknown()).optional() })
        .default({}),
    }),
  ),
})

/** Reads and checks a content file; throws with every problem named. */
export function parseContentFile(json: unknown): ContentDraft[] {
  const file = seedFileSchema.parse(json)
  const problems: string[] = []
  const drafts = file.entries.map((entry): ContentDraft => {
    const schema =
      entry.kind === 'page'
        ? isPageSlug(entry.slug)
          ? pageFieldsSchema(entry.slug)
          : z.never({ error: "Not one of the site's pages." })
        : CONTENT_FIELD_SCHEMAS[entry.kind as keyof typeof CONTENT_FIELD_SCHEMAS]
    const parsed = schema ? schema.safeParse(entry.fields) : { success: true as const, data: entry.fields }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${entry.kind}/${entry.slug} ${issue.path.join('.')}: ${issue.message}`)
      }
    }
    return {
      ...entry,
      publishAt: entry.publishAt ? new Date(entry.publishAt) : null,
      unpublishAt: entry.unpublishAt ? new Date(entry.unpublishAt) : null,
      fields: parsed.success ? (parsed.data as Record<string, unknown>) : entry.fields,
    }
  })
  if (problems.length) throw new Error(`The content file has ${problems.length} problem(s):\n${problems.join('\n')}`)
  return drafts
}

/**
 * Imports `file` when there is no content yet. A site whose content was seeded before the pages' sections moved into
 * the database gets the seed's pages it lacks (by kind and slug); nothing it has is touched. Returns how many entries
 * it wrote.
 */
export async function seedContentIfEmpty(db: Db, file: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contentEntries)
  const empty = (row?.n ?? 0) === 0
  let drafts: ContentDraft[] | undefined
  if (!empty) {
    const pages = await db
      .select({ slug: contentEntries.slug })
      .from(contentEntries)
      .where(eq(contentEntries.kind, 'page'))
    const have = new Set(pages.map((p) => p.slug))
    if (PAGE_SLUGS.every((slug) => have.has(slug))) return 0
    drafts = parseContentFile(JSON.parse(await readFile(file, 'utf8'))).filter(
      (draft) => draft.kind === 'page' && !have.has(draft.slug),
    )
    if (drafts.length === 0) return 0
  }
  return writeDrafts(db, drafts ?? parseContentFile(JSON.parse(await readFile(file, 'utf8'))))
}

async function writeDrafts(db: Db, drafts: ContentDraft[]): Promise<number> {
  await writeContent(async (tx) => {
    for (const draft of drafts) {
      const [entry] = await tx.insert(contentEntries).values(draft).returning()
      await tx.insert(contentRevisions).values({
        entryId: entry!.id,
        version: 1,
        status: entry!.status,
        publishAt: entry!.publishAt,
        unpublishAt: entry!.unpublishAt,
        fields: entry!.fields,
        translations: entry!.translations,
        changed: changedPaths(null, draft),
        actorId: null,
        actorName: 'Seed content',
      })
    }
  }, db)
  return drafts.length
}
