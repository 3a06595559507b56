import 'server-only'

/**
 * What the content actions do once the permission is checked (./actions.ts): parse the posted form with the same
 * parse the browser ran (./form.ts), save through saveContentEntry, and answer with the panel's FormState
 * (docs/decisions/042-one-way-to-build-a-staff-screen.md). Kept apart from the 'use server' file so tests run it
 * against a real database with a given user and clock.
 */
import { richTextToPlain, type RichDoc } from '@/lib/content/rich-text'
import { SETTINGS_SLUG } from '@/lib/content/kinds'
import {
  contentEntryById,
  contentEntryBySlug,
  contentRevisionsOf,
  createContentEntry,
  restoreContentRevision,
  saveContentEntry,
  type ContentSaveResult,
} from '@/server/content/entries'
import type { ContentEntryRow } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/staff-user'
import { formatAft } from '@/staff/shared/format'
import { refused, type ConflictChange, type FormState } from '@/staff/shared/form-state'
import { inputOf, isEditableKind, KIND_FIELDS, parseContentInput, type ContentInput, type FormKind } from './form'

/** The stored entry a conflict offers to load instead (what the editor renders its inputs from). */
export interface ContentSnapshot {
  id: number
  version: number
  slug: string
  status: string
  publishAt: string | null
  unpublishAt: string | null
  fields: Record<string, unknown>
  translations: Record<string, Record<string, unknown> | undefined>
}

export type ContentFormState = FormState<ContentInput, ContentSnapshot> & {
  /** The version now stored, after a save: the next save starts from it. */
  version?: number
}

export function snapshotOf(row: ContentEntryRow): ContentSnapshot {
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    fields: row.fields,
    translations: row.translations,
  }
}

const LABELS: Record<string, string> = {
  slug: 'Slug',
  status: 'Status',
  publishAt: 'Publish at',
  unpublishAt: 'Unpublish at',
  sortOrder: 'Order',
}

/** A changed path as staff read it: "Title", "Dari: Title", "Publish at". */
export function pathLabel(kind: FormKind, path: string): string {
  if (LABELS[path]) return LABELS[path]
  const [, locale, name] = /^translations\.(fa|ps)\.(.+)$/.exec(path) ?? []
  const field = name ?? path.replace(/^fields\./, '')
  const spec = (KIND_FIELDS[kind] ?? []).find((f) => f.name === field || f.name.startsWith(`${field}.`))
  const label = spec ? (spec.name === field ? spec.label : field[0]!.toUpperCase() + field.slice(1)) : field
  return locale ? `${locale === 'fa' ? 'Dari' : 'Pashto'}: ${label}` : label
}

/** A value as staff read it in a conflict: text as it is, a list by its items, the body by its words. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)'
  if (value instanceof Date) return formatAft(value)
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatAft(value) : value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length ? value.map(valueText).join('; ') : '(empty)'
  if (typeof value === 'object' && (value as { type?: unknown }).type === 'doc') {
    const words = richTextToPlain(value as RichDoc)
    return words.length > 200 ? `${words.slice(0, 200)}…` : words || '(empty)'
  }
  if (typeof value === 'object') {
    return Object.values(value as object)
      .map(valueText)
      .join(', ')
  }
  return String(value)
}

export function valueAt(row: Pick<ContentSnapshot, 'fields' | 'translations'> & Record<string, unknown>, path: string) {
  const [head, ...rest] = path.split('.')
  let node: unknown = head === 'fields' || head === 'translations' ? row[head] : row[head!]
  for (const part of rest) node = (node as Record<string, unknown> | undefined)?.[part]
  return node
}

/** The fields the other save changed, with their value in the version this editor started from and now. */
async function conflictChanges(
  kind: FormKind,
  entryId: number,
  baseVersion: number,
  current: ContentEntryRow,
  paths: string[],
): Promise<ConflictChange[]> {
  const base = (await contentRevisionsOf(entryId)).find((r) => r.version === baseVersion)
  const now = { ...snapshotOf(current), publishAt: current.publishAt, unpublishAt: current.unpublishAt }
  return paths.map((path) => ({
    field: path,
    label: pathLabel(kind, path),
    before: base ? valueText(valueAt({ ...base, slug: base.slug ?? current.slug } as never, path)) : '(unknown)',
    after: valueText(valueAt(now as never, path)),
  }))
}

async function answer(
  kind: FormKind,
  result: ContentSaveResult,
  input: ContentInput,
  baseVersion: number,
  id: number | null,
  saved: string,
): Promise<ContentFormState> {
  if (result.ok) return { status: 'done', message: saved, version: result.version }
  if (result.kind === 'slug-taken') {
    const message = 'Another entry of this kind already uses this slug.'
    return refused(message, { fieldErrors: { slug: message }, input })
  }
  if (result.kind === 'not-found') return refused('This entry no longer exists.', { input })
  const changes = await conflictChanges(kind, id!, baseVersion, result.current, result.changedSince)
  return refused(
    `Someone else saved this entry while you were editing (now version ${result.current.version}). ` +
      'Your changes are kept below: compare them with theirs, then save again or load their version.',
    { conflict: { version: result.current.version, current: snapshotOf(result.current), changes }, input },
  )
}

const positive = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)

/**
 * Saves the posted editor form: a new entry when it names no id (the answer then carries the new id in `version`'s
 * place via `created`), or over entry `id` from version `version`.
 */
export async function saveContentForm(
  user: StaffUser,
  formData: FormData,
  now = new Date(),
): Promise<ContentFormState & { created?: number }> {
  const input = inputOf(formData)
  const id = positive(input.id)
  const existing = id ? await contentEntryById(id) : undefined
  if (id && !existing) return refused('This entry no longer exists.', { input })
  const kind = existing ? (existing.kind as FormKind) : input.kind
  if (!isEditableKind(kind)) return refused('That kind of content cannot be edited here.', { input })
  const parsed = parseContentInput(kind, input, { now, stored: existing ?? null })
  if (!parsed.ok) {
    const count = Object.keys(parsed.fieldErrors).length
    return refused(count === 1 ? 'One field needs attention.' : `${count} fields need attention.`, {
      fieldErrors: parsed.fieldErrors,
      input,
    })
  }
  const draft = { kind, ...parsed.value, sortOrder: existing?.sortOrder ?? 0 }
  if (!existing) {
    const result = await createContentEntry(draft, user)
    if (result.ok) return { status: 'done', message: 'Created.', version: result.version, created: result.id }
    return answer(kind, result, input, 0, null, '')
  }
  const baseVersion = positive(input.version) ?? 0
  const result = await saveContentEntry(existing.id, baseVersion, draft, user)
  return answer(kind, result, input, baseVersion, existing.id, 'Saved.')
}

/** Saves the contact settings: creates the one settings entry on the first save. */
export async function saveSettingsForm(user: StaffUser, formData: FormData, now = new Date()) {
  const input = inputOf(formData)
  const existing = await contentEntryBySlug('settings', SETTINGS_SLUG)
  const parsed = parseContentInput('settings', input, { now, stored: existing ?? null })
  if (!parsed.ok) {
    const count = Object.keys(parsed.fieldErrors).length
    return refused<ContentInput, ContentSnapshot>(
      count === 1 ? 'One field needs attention.' : `${count} fields need attention.`,
      { fieldErrors: parsed.fieldErrors, input },
    ) as ContentFormState
  }
  const draft = { kind: 'settings' as const, ...parsed.value, sortOrder: 0 }
  if (!existing) {
    const result = await createContentEntry(draft, user)
    return answer('settings', result, input, 0, null, 'Contact settings saved.')
  }
  const baseVersion = positive(input.version) ?? 0
  const result = await saveContentEntry(existing.id, baseVersion, draft, user)
  return answer('settings', result, input, baseVersion, existing.id, 'Contact settings saved.')
}

/** Restores version `version` of entry `id` as a new draft, if nobody saved since `expected`. */
export async function restoreRevision(user: StaffUser, id: number, version: number, expected: number) {
  const entry = await contentEntryById(id)
  if (!entry) return refused('This entry no longer exists.') as ContentFormState
  const result = await restoreContentRevision(id, version, expected, user)
  if (result.ok)
    return {
      status: 'done',
      message: `Version ${version} restored as a draft (now version ${result.version}). Publish it when ready.`,
      version: result.version,
    } satisfies ContentFormState
  if (result.kind === 'conflict')
    return refused(
      `Someone saved this entry meanwhile (now version ${result.current.version}). Reload the page and try again.`,
    ) as ContentFormState
  return refused('That version no longer exists.') as ContentFormState
}
