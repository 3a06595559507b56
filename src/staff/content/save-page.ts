import 'server-only'

/**
 * Saving a page's sections (docs/decisions/044-site-content-in-the-database.md): the editor holds the page in the
 * browser and sends its English fields and both translations whole; the same schemas the editor checks with
 * (src/lib/content/pages.ts) check them here, then the one content write (optimistic version, revision, audit)
 * stores them. A conflict names the fields the other person changed, as every content screen does.
 */
import type { z } from 'zod'

import { isPageSlug, pageDescription, pageFieldsSchema, type PageSlug } from '@/lib/content/pages'
import { translationSchema } from '@/lib/content/page-texts'
import { contentEntryById, contentEntryBySlug, contentRevisionsOf, saveContentEntry } from '@/server/content/entries'
import type { ContentStatus } from '@/lib/content/schedule'
import type { StaffUser } from '@/server/staff/staff-user'
import { refused, type ConflictChange, type FormState } from '@/staff/shared/form-state'
import { snapshotOf, valueAt, valueText, type ContentSnapshot } from './save'

export interface PageInput {
  id: number
  version: number
  fields: unknown
  translations: { fa?: unknown; ps?: unknown }
}

export type PageFormState = FormState<Record<string, string>, ContentSnapshot> & { version?: number }

const issuesOf = (prefix: string, error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [[prefix, ...issue.path].join('.'), issue.message]))

/** Checks a page's English and translations; field errors by path ("fields.heroSlides.0.title"). */
export function parsePage(slug: PageSlug, input: Pick<PageInput, 'fields' | 'translations'>) {
  const description = pageDescription(slug)
  const fields = pageFieldsSchema(slug).safeParse(input.fields)
  const fa = translationSchema(description).safeParse(input.translations?.fa ?? {})
  const ps = translationSchema(description).safeParse(input.translations?.ps ?? {})
  const fieldErrors = {
    ...(fields.success ? {} : issuesOf('fields', fields.error)),
    ...(fa.success ? {} : issuesOf('translations.fa', fa.error)),
    ...(ps.success ? {} : issuesOf('translations.ps', ps.error)),
  }
  if (!fields.success || !fa.success || !ps.success) return { ok: false as const, fieldErrors }
  const clean = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})
  return {
    ok: true as const,
    value: { fields: fields.data, translations: { fa: clean(fa.data), ps: clean(ps.data) } },
  }
}

const LANGUAGE_PREFIX: Record<string, string> = {
  fields: '',
  'translations.fa': 'Dari: ',
  'translations.ps': 'Pashto: ',
}

/** A changed path as the editor names it: "fields.heroSlides" is "Hero slides", "translations.fa.mission" is
 * "Dari: Mission". */
export function pathLabel(slug: PageSlug, path: string): string {
  const match = /^(fields|translations\.fa|translations\.ps)\.([^.]+)$/.exec(path)
  if (!match) return path
  const section = pageDescription(slug).fields[match[2]!]
  return `${LANGUAGE_PREFIX[match[1]!]}${section?.label ?? match[2]}`
}

async function conflictChanges(
  slug: PageSlug,
  entryId: number,
  baseVersion: number,
  current: ContentSnapshot,
  paths: string[],
) {
  const base = (await contentRevisionsOf(entryId)).find((r) => r.version === baseVersion)
  return paths.map((path): ConflictChange => ({
    field: path,
    label: pathLabel(slug, path),
    before: base ? valueText(valueAt(base as never, path)) : '(unknown)',
    after: valueText(valueAt(current as never, path)),
  }))
}

/** Saves page entry `input.id` from version `input.version`. */
export async function savePage(user: StaffUser, input: PageInput): Promise<PageFormState> {
  const existing = Number.isInteger(input.id) ? await contentEntryById(input.id) : undefined
  if (!existing || existing.kind !== 'page' || !isPageSlug(existing.slug)) return refused('This page no longer exists.')
  const parsed = parsePage(existing.slug, input)
  if (!parsed.ok) {
    const count = Object.keys(parsed.fieldErrors).length
    return refused(count === 1 ? 'One field needs attention.' : `${count} fields need attention.`, {
      fieldErrors: parsed.fieldErrors,
    })
  }
  const draft = {
    kind: 'page' as const,
    slug: existing.slug,
    status: existing.status as ContentStatus,
    publishAt: existing.publishAt,
    unpublishAt: existing.unpublishAt,
    sortOrder: existing.sortOrder,
    ...parsed.value,
  }
  const result = await saveContentEntry(existing.id, input.version, draft, user)
  if (result.ok) return { status: 'done', message: 'Saved. The page shows it now.', version: result.version }
  if (result.kind !== 'conflict') return refused('This page could not be saved.')
  const current = snapshotOf(result.current)
  return refused(
    `Someone else saved this page while you were editing (now version ${result.current.version}). ` +
      'Your changes are kept below: compare them with theirs, then save again or load their version.',
    {
      conflict: {
        version: result.current.version,
        current,
        changes: await conflictChanges(existing.slug, existing.id, input.version, current, result.changedSince),
      },
    },
  )
}

/** The page entry of `slug`, for its editor. */
export const pageEntry = (slug: PageSlug) => contentEntryBySlug('page', slug)
