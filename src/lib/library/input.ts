/**
 * The support library editors' forms as data, and their one parse
 * (docs/decisions/042-one-way-to-build-a-staff-screen.md):
 * the browser runs it before posting, the server action runs it again on what arrived. Isomorphic; free of server
 * code. What needs the database (a version already used for that product and kind, the uploads' checksums, a release
 * of a product the advisory is not about) is checked by the save itself (src/server/library/releases.ts).
 *
 * Inputs are named by the paths the field errors use: `title`, `releaseDate`, `targets`, `translations.fa.title`,
 * `checksum.<upload id>`. Lists arrive as repeated inputs (`product`, `category`, `language`, `file`, `upload`).
 */
import { z } from 'zod'

import { sanitizeRichText, type RichDoc } from '@/lib/content/rich-text'
import {
  ADVISORY_SEVERITIES,
  parsePastedChecksum,
  RELEASE_KINDS,
  RELEASE_LANGUAGES,
  RELEASE_STATUSES,
  type AdvisorySeverity,
  type ReleaseKind,
  type ReleaseStatus,
} from './kinds'

export const LIBRARY_TRANSLATION_LOCALES = ['fa', 'ps'] as const
export type LibraryTranslationLocale = (typeof LIBRARY_TRANSLATION_LOCALES)[number]

/** What a form posted, by input name: one value, or every value of a repeated input. */
export type PostedForm = Record<string, string | string[]>

/** FormData (or URLSearchParams) → PostedForm; files are left out (uploads travel on their own). */
export function postedForm(data: { forEach(cb: (value: unknown, key: string) => void): void }): PostedForm {
  const out: PostedForm = {}
  data.forEach((value, key) => {
    if (typeof value !== 'string') return
    const had = out[key]
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value]
  })
  return out
}

const one = (form: PostedForm, name: string) => {
  const v = form[name]
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? ''
}
const many = (form: PostedForm, name: string) => {
  const v = form[name]
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean)
}
const ids = (form: PostedForm, name: string) =>
  [
    ...new Set(
      many(form, name)
        .filter((s) => /^\d{1,9}$/.test(s))
        .map(Number),
    ),
  ].sort((a, b) => a - b)

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (s: string) => DATE_PATTERN.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
const date = (what: string) => z.string().refine(isRealDate, { error: `Enter ${what} as a date (YYYY-MM-DD).` })

/** Versions as manufacturers write them: "2.1", "4.15.1", "v7.2 build 1180", "2024R2". */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_ -]{0,59}$/

export const LIMITS = { title: 160, version: 60, requirements: 300, body: 4_000, instead: 1_000 } as const

const text = (label: string, max: number) => z.string().max(max, { error: `${label}: at most ${max} characters.` })

/** A rich-text document as posted (JSON in a hidden input), reduced to what the pages show. */
function richOf(json: string): RichDoc | null {
  if (!json) return null
  try {
    const doc = sanitizeRichText(JSON.parse(json)).doc
    return doc.content.length ? doc : null
  } catch {
    return null
  }
}

export interface TargetsInput {
  productIds: number[]
  categoryIds: number[]
}

export interface ReleaseDraft {
  kind: ReleaseKind
  title: string
  version: string
  releaseDate: string
  status: ReleaseStatus
  published: boolean
  languages: string[]
  notes: RichDoc | null
  requirements: string
  translations: Record<LibraryTranslationLocale, { title?: string; notes?: RichDoc; requirements?: string }>
  targets: TargetsInput
  /** Stored files kept, in this order. */
  keepFileIds: number[]
  /** Finished uploads to attach, each with the checksum the uploader pasted (if any). */
  uploads: { id: string; pasted: string | null }[]
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> }

const UPLOAD_ID = /^[0-9a-f]{32}$/

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {}
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message
  return out
}

const releaseSchema = z.object({
  kind: z.enum(RELEASE_KINDS, { error: 'Choose what kind of release this is.' }),
  title: text('Title', LIMITS.title).min(1, { error: 'Enter a title.' }),
  version: z
    .string()
    .min(1, { error: 'Enter the version.' })
    .regex(VERSION_PATTERN, { error: 'A version is letters, digits, dots, hyphens (at most 60).' }),
  releaseDate: date('the release date'),
  status: z.enum(RELEASE_STATUSES, { error: 'Choose a status.' }),
  requirements: text('Minimum requirements', LIMITS.requirements),
})

/** The release editor's form → a release to save, or every field that needs attention. */
export function parseReleaseInput(form: PostedForm): Parsed<ReleaseDraft> {
  const errors: Record<string, string> = {}
  const base = releaseSchema.safeParse({
    kind: one(form, 'kind'),
    title: one(form, 'title'),
    version: one(form, 'version'),
    releaseDate: one(form, 'releaseDate'),
    status: one(form, 'status'),
    requirements: one(form, 'requirements'),
  })
  if (!base.success) Object.assign(errors, issuesToErrors(base.error.issues))
  const targets = { productIds: ids(form, 'product'), categoryIds: ids(form, 'category') }
  if (!targets.productIds.length && !targets.categoryIds.length)
    errors.targets = 'Choose at least one product or category this release is for.'
  const languages = many(form, 'language').filter((l) => (RELEASE_LANGUAGES as readonly string[]).includes(l))
  const translations = {} as ReleaseDraft['translations']
  for (const locale of LIBRARY_TRANSLATION_LOCALES) {
    const title = one(form, `translations.${locale}.title`)
    const requirements = one(form, `translations.${locale}.requirements`)
    if (title.length > LIMITS.title)
      errors[`translations.${locale}.title`] = `Title: at most ${LIMITS.title} characters.`
    if (requirements.length > LIMITS.requirements)
      errors[`translations.${locale}.requirements`] = `Minimum requirements: at most ${LIMITS.requirements} characters.`
    const notes = richOf(one(form, `translations.${locale}.notes`))
    translations[locale] = {
      ...(title ? { title } : {}),
      ...(notes ? { notes } : {}),
      ...(requirements ? { requirements } : {}),
    }
  }
  const uploads = many(form, 'upload')
    .filter((id) => UPLOAD_ID.test(id))
    .map((id) => {
      const raw = one(form, `checksum.${id}`)
      const pasted = raw ? parsePastedChecksum(raw) : null
      if (raw && !pasted) errors[`checksum.${id}`] = 'A SHA-256 checksum is 64 hexadecimal digits.'
      return { id, pasted }
    })
  const keepFileIds = many(form, 'file')
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
  const published = one(form, 'published') === 'true'
  if (published && !uploads.length && !keepFileIds.length)
    errors.files = 'Add the release\u2019s file before publishing it (or save it as a draft).'
  if (Object.keys(errors).length || !base.success) return { ok: false, fieldErrors: errors }
  return {
    ok: true,
    value: {
      ...base.data,
      published,
      languages,
      notes: richOf(one(form, 'notes')),
      translations,
      targets,
      keepFileIds,
      uploads,
    },
  }
}

export interface AdvisoryDraft {
  severity: AdvisorySeverity
  title: string
  body: string
  instead: string
  startsOn: string
  endsOn: string | null
  published: boolean
  translations: Record<LibraryTranslationLocale, { title?: string; body?: string; instead?: string }>
  targets: TargetsInput
  releaseIds: number[]
}

const advisorySchema = z.object({
  severity: z.enum(ADVISORY_SEVERITIES, { error: 'Choose how serious this is.' }),
  title: text('Title', LIMITS.title).min(1, { error: 'Enter a title.' }),
  body: text('Text', LIMITS.body).min(1, { error: 'Write what the advisory says.' }),
  instead: text('What to do instead', LIMITS.instead),
  startsOn: date('the first day it applies'),
  endsOn: z.union([z.literal(''), date('the last day it applies')]),
})

/** The advisory editor's form → an advisory to save, or every field that needs attention. */
export function parseAdvisoryInput(form: PostedForm): Parsed<AdvisoryDraft> {
  const errors: Record<string, string> = {}
  const base = advisorySchema.safeParse({
    severity: one(form, 'severity'),
    title: one(form, 'title'),
    body: one(form, 'body'),
    instead: one(form, 'instead'),
    startsOn: one(form, 'startsOn'),
    endsOn: one(form, 'endsOn'),
  })
  if (!base.success) Object.assign(errors, issuesToErrors(base.error.issues))
  if (base.success && base.data.endsOn && base.data.endsOn < base.data.startsOn)
    errors.endsOn = 'The last day comes after the first.'
  const targets = { productIds: ids(form, 'product'), categoryIds: ids(form, 'category') }
  if (!targets.productIds.length && !targets.categoryIds.length)
    errors.targets = 'Choose at least one product or category the advisory is about.'
  const translations = {} as AdvisoryDraft['translations']
  for (const locale of LIBRARY_TRANSLATION_LOCALES) {
    const entry: AdvisoryDraft['translations'][LibraryTranslationLocale] = {}
    for (const [field, max] of [
      ['title', LIMITS.title],
      ['body', LIMITS.body],
      ['instead', LIMITS.instead],
    ] as const) {
      const value = one(form, `translations.${locale}.${field}`)
      if (value.length > max) errors[`translations.${locale}.${field}`] = `At most ${max} characters.`
      if (value) entry[field] = value
    }
    translations[locale] = entry
  }
  if (Object.keys(errors).length || !base.success) return { ok: false, fieldErrors: errors }
  return {
    ok: true,
    value: {
      ...base.data,
      endsOn: base.data.endsOn || null,
      published: one(form, 'published') === 'true',
      translations,
      targets,
      releaseIds: ids(form, 'release'),
    },
  }
}
