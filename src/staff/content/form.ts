/**
 * The content editor's form as data, and its one parse (docs/decisions/042-one-way-to-build-a-staff-screen.md): the
 * browser runs it before posting, the server action runs it again on what arrived, both with the kind's zod schema
 * from src/lib/content/kinds.ts. Isomorphic and free of server code, so the editor's bundle can carry it.
 *
 * Inputs are named by the path the server's field errors use: `slug`, `status`, `fields.title`,
 * `fields.venue.name`, `translations.fa.title`; list fields are one line per item (`fields.addressLines`); the rich
 * text is its JSON in a hidden input (`fields.body`). Times are typed as a date and a time in Afghanistan time
 * (UTC+4:30 all year) and converted here, so the server stores instants and never guesses a time zone.
 */
import { CONTENT_FIELD_SCHEMAS, contentSlug, SETTINGS_SLUG } from '@/lib/content/kinds'
import { KABUL_OFFSET_MS, type ContentStatus } from '@/lib/content/schedule'
import { fieldErrorsOfIssues, type SchemaIssue } from '@/staff/shared/form-state'

export const EDITABLE_KINDS = ['news', 'event', 'case-study', 'office'] as const
export type EditableKind = (typeof EDITABLE_KINDS)[number]
export type FormKind = EditableKind | 'settings'
export const TRANSLATION_LOCALES = ['fa', 'ps'] as const
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number]

export const KIND_LABELS: Record<FormKind, { one: string; many: string }> = {
  news: { one: 'News item', many: 'News' },
  event: { one: 'Event', many: 'Events' },
  'case-study': { one: 'Case study', many: 'Case studies' },
  office: { one: 'Office', many: 'Offices' },
  settings: { one: 'Contact settings', many: 'Contact settings' },
}

export function isEditableKind(value: unknown): value is EditableKind {
  return typeof value === 'string' && (EDITABLE_KINDS as readonly string[]).includes(value)
}

/** One input of a kind's form. `lines`: one item per line; `link`: typed without its mailto:/tel: prefix. */
export interface FieldSpec {
  name: string
  label: string
  type: 'text' | 'long' | 'date' | 'lines' | 'rich' | 'cover' | 'products' | 'checkbox' | 'email' | 'phones' | 'url'
  required?: boolean
  max?: number
  hint?: string
  /** Translated beside the English (src/server/content/read.ts TRANSLATED_FIELDS names the same fields). */
  translated?: boolean
}

const ARTICLE: FieldSpec[] = [
  { name: 'title', label: 'Title', type: 'text', required: true, max: 160, translated: true },
  { name: 'summary', label: 'Summary', type: 'long', required: true, max: 300, translated: true },
  { name: 'cover', label: 'Cover image', type: 'cover', required: true, translated: true },
  { name: 'body', label: 'Body', type: 'rich', translated: true },
  { name: 'author', label: 'Author', type: 'text', max: 80, translated: true },
  { name: 'date', label: 'Date shown on the article', type: 'date', required: true },
]

export const KIND_FIELDS: Record<FormKind, FieldSpec[]> = {
  news: ARTICLE,
  event: [
    ...ARTICLE,
    { name: 'startDate', label: 'First day', type: 'date', required: true },
    { name: 'endDate', label: 'Last day', type: 'date', required: true },
    { name: 'hours', label: 'Opening hours', type: 'text', max: 80, translated: true },
    { name: 'venue.name', label: 'Venue', type: 'text', required: true, max: 120, translated: true },
    {
      name: 'venue.addressLines',
      label: 'Venue address',
      type: 'lines',
      hint: 'One line per row, up to 4.',
      translated: true,
    },
    { name: 'venue.city', label: 'City', type: 'text', required: true, max: 80, translated: true },
    { name: 'stand', label: 'Stand', type: 'text', max: 40, translated: true },
  ],
  'case-study': [
    ...ARTICLE,
    { name: 'customer', label: 'Customer', type: 'text', required: true, max: 120, translated: true },
    { name: 'products', label: 'Products used', type: 'products', hint: 'Up to 12, linked while they exist.' },
  ],
  office: [
    { name: 'name', label: 'Office name', type: 'text', required: true, max: 120, translated: true },
    { name: 'addressLines', label: 'Address', type: 'lines', required: true, translated: true, hint: 'One per line.' },
    { name: 'city', label: 'City', type: 'text', required: true, max: 80, translated: true },
    { name: 'province', label: 'Province', type: 'text', max: 80, translated: true },
    {
      name: 'phones',
      label: 'Phone numbers',
      type: 'phones',
      required: true,
      hint: 'One per line, as the site shows them: +93 20 230 1234.',
    },
    { name: 'email', label: 'E-mail', type: 'email', required: true },
    { name: 'hours', label: 'Opening hours', type: 'text', max: 120, translated: true },
    { name: 'mapUrl', label: 'Map link', type: 'url', hint: 'A web address (https://…), or empty.' },
    { name: 'headOffice', label: 'Head office', type: 'checkbox' },
  ],
  settings: [
    { name: 'salesEmail', label: 'Sales e-mail', type: 'email', required: true },
    { name: 'supportEmail', label: 'Support e-mail', type: 'email', required: true },
    { name: 'salesPhone', label: 'Sales phone', type: 'phones', required: true, hint: 'Like +93 20 230 1450.' },
    { name: 'supportPhone', label: 'Support phone', type: 'phones', required: true, hint: 'Like +93 79 900 2400.' },
    {
      name: 'whatsapp',
      label: 'WhatsApp number',
      type: 'text',
      hint: 'Like +93 79 900 2400. Empty switches every WhatsApp link off.',
    },
    { name: 'businessHours', label: 'Business hours', type: 'text', required: true, max: 120, translated: true },
    { name: 'replyWithinHours', label: 'Reply within (hours)', type: 'text', required: true },
  ],
}

/** The English text fields a translator writes for a kind (the cover's alt text, the venue's parts, line lists). */
export function translatedSpecs(kind: FormKind): FieldSpec[] {
  return KIND_FIELDS[kind].filter((f) => f.translated)
}

/** What the form posted, by input name (a multiple select's values one per line). */
export type ContentInput = Record<string, string>

export function inputOf(formData: FormData): ContentInput {
  const out: ContentInput = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue
    out[key] = key in out ? `${out[key]}\n${value}` : value
  }
  return out
}

// ---- Afghanistan time ---------------------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A date and a time typed in Afghanistan time → the instant; null when no date; 'invalid' when unreadable. */
export function fromKabulTime(date: string, time: string): Date | null | 'invalid' {
  const d = date.trim()
  const t = time.trim() || '00:00'
  if (!d) return null
  if (!DATE.test(d) || !TIME.test(t)) return 'invalid'
  const utc = Date.parse(`${d}T${t}:00Z`)
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== d) return 'invalid'
  return new Date(utc - KABUL_OFFSET_MS)
}

/** An instant as the date and time inputs show it in Afghanistan time. */
export function toKabulTime(at: Date | string | null | undefined): { date: string; time: string } {
  if (!at) return { date: '', time: '' }
  const local = new Date(new Date(at).getTime() + KABUL_OFFSET_MS).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

// ---- the parse ----------------------------------------------------------------------------------------------------

export interface ParsedContent {
  slug: string
  status: ContentStatus
  publishAt: Date | null
  unpublishAt: Date | null
  fields: Record<string, unknown>
  translations: Partial<Record<TranslationLocale, Record<string, unknown>>>
}

export type ParseResult = { ok: true; value: ParsedContent } | { ok: false; fieldErrors: Record<string, string> }

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
/** The value an input shows for a stored phone or e-mail (one saved as a link before is shown without its scheme). */
export const withoutScheme = (value: unknown) => (typeof value === 'string' ? value.replace(/^(mailto|tel):/i, '') : '')

function richValue(raw: string | undefined): unknown {
  if (!raw) return { type: 'doc', content: [] }
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
  node[parts.at(-1)!] = value
}

/** One language's fields as the schema reads them, from the inputs under `prefix` (`fields.`, `translations.fa.`). */
function valuesOf(specs: FieldSpec[], input: ContentInput, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const spec of specs) {
    const raw = input[`${prefix}${spec.name}`]
    const text = (raw ?? '').trim()
    switch (spec.type) {
      case 'cover':
        setPath(out, spec.name, { src: input[`${prefix}cover.src`] ?? '', alt: input[`${prefix}cover.alt`] ?? '' })
        break
      case 'rich':
        setPath(out, spec.name, richValue(raw))
        break
      case 'lines':
      case 'products':
        setPath(out, spec.name, lines(raw))
        break
      case 'phones':
        // Stored as the site shows them; pages build the tel: links (src/lib/contact-details.ts).
        setPath(out, spec.name, isPhoneList(spec) ? lines(raw) : text)
        break
      case 'email':
        setPath(out, spec.name, text)
        break
      case 'checkbox':
        setPath(out, spec.name, raw === 'on' || raw === 'true')
        break
      default:
        setPath(out, spec.name, raw ?? '')
    }
  }
  return out
}

const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && (v as { type?: unknown }).type === 'doc'
    ? ((v as { content?: unknown[] }).content ?? []).length === 0
    : typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(isBlank))

/** A field error's path shortened to the input that shows it (`fields.addressLines.1` → `fields.addressLines`). */
function inputPath(path: string): string {
  const cut = path.split('.').findIndex((part) => /^\d+$/.test(part))
  return cut < 0 ? path : path.split('.').slice(0, cut).join('.')
}

function collect(out: Record<string, string>, prefix: string, issues: readonly SchemaIssue[]) {
  for (const [path, message] of Object.entries(fieldErrorsOfIssues(issues))) {
    out[inputPath(`${prefix}${path}`)] ??= message
  }
}

/** The translation of one language: only what was written, each part checked as the English part is. */
function parseTranslation(
  kind: FormKind,
  input: ContentInput,
  locale: TranslationLocale,
  errors: Record<string, string>,
) {
  const prefix = `translations.${locale}.`
  const specs = translatedSpecs(kind).map((s) => (s.type === 'cover' ? { ...s, type: 'text' as const } : s))
  const raw = valuesOf(
    specs.map((s) => (s.name === 'cover' ? { ...s, name: 'cover.alt' } : s)),
    input,
    prefix,
  )
  const shape = (CONTENT_FIELD_SCHEMAS[kind] as unknown as { shape: Record<string, ParseShape> }).shape
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (isBlank(value)) continue
    if (name === 'cover') {
      const alt = String((value as { alt: string }).alt).trim()
      if (alt.length > 300) errors[`${prefix}cover.alt`] = 'At most 300 characters.'
      out.cover = { alt }
      continue
    }
    const schema = name === 'venue' ? shape.venue!.partial() : shape[name]!
    const given =
      name === 'venue' ? Object.fromEntries(Object.entries(value as object).filter(([, v]) => !isBlank(v))) : value
    const parsed = schema.safeParse(given)
    if (parsed.success) out[name] = parsed.data
    else
      collect(
        errors,
        prefix,
        parsed.error.issues.map((i: SchemaIssue) => ({ ...i, path: [name, ...i.path] })),
      )
  }
  return out
}

interface ParseShape {
  safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: SchemaIssue[] } }
  partial(): ParseShape
}

export interface StoredSchedule {
  publishAt: Date | string | null
  unpublishAt: Date | string | null
}

const sameInstant = (a: Date | null, b: Date | string | null | undefined) =>
  (a?.getTime() ?? null) === (b ? new Date(b).getTime() : null)
/** A minute's grace: "now" typed in the form is a few seconds old by the time it is saved. */
const GRACE_MS = 60_000

/**
 * The whole form → what saveContentEntry stores, or every problem by input name. `stored` is the schedule saved
 * before (null for a new entry): an unchanged time may be in the past (an article published last week), a changed
 * one may not.
 */
export function parseContentInput(
  kind: FormKind,
  input: ContentInput,
  options: { now: Date; stored: StoredSchedule | null },
): ParseResult {
  const errors: Record<string, string> = {}
  const slug = kind === 'settings' ? { success: true as const, data: SETTINGS_SLUG } : contentSlug.safeParse(input.slug)
  if (!slug.success) errors.slug = slug.error.issues[0]?.message ?? 'Check the slug.'
  // The contact settings are always in force: they have no status or schedule of their own.
  const status =
    kind === 'settings' ? 'published' : (['draft', 'published', 'archived'] as const).find((s) => s === input.status)
  if (!status) errors.status = 'Choose draft, published or archived.'

  const fields = CONTENT_FIELD_SCHEMAS[kind].safeParse(valuesOf(KIND_FIELDS[kind], input, 'fields.'))
  if (!fields.success) collect(errors, 'fields.', fields.error.issues)
  // The schema checks the order of an event's days only once every other field passes; say it at once.
  const [start, end] = [input['fields.startDate'] ?? '', input['fields.endDate'] ?? '']
  if (kind === 'event' && DATE.test(start) && DATE.test(end) && end < start)
    errors['fields.endDate'] ??= 'The event cannot end before it starts.'
  if (errors['fields.cover']) errors['fields.cover.src'] ??= errors['fields.cover']

  const translations: ParsedContent['translations'] = {}
  for (const locale of TRANSLATION_LOCALES) {
    const value = parseTranslation(kind, input, locale, errors)
    if (Object.keys(value).length > 0) translations[locale] = value
  }

  const publishAt = fromKabulTime(input['publishAt.date'] ?? '', input['publishAt.time'] ?? '')
  const unpublishAt = fromKabulTime(input['unpublishAt.date'] ?? '', input['unpublishAt.time'] ?? '')
  if (publishAt === 'invalid') errors.publishAt = 'A date and a time like 2026-12-08 09:00.'
  if (unpublishAt === 'invalid') errors.unpublishAt = 'A date and a time like 2026-12-20 18:00.'
  const past = options.now.getTime() - GRACE_MS
  if (publishAt instanceof Date && !sameInstant(publishAt, options.stored?.publishAt) && publishAt.getTime() < past)
    errors.publishAt =
      'That time has already passed in Afghanistan. Leave it empty to publish at once, or choose a later time.'
  if (unpublishAt instanceof Date) {
    const start = publishAt instanceof Date ? publishAt : null
    if (start && unpublishAt.getTime() <= start.getTime())
      errors.unpublishAt = 'The entry must be taken down after it goes up: choose a later time than "Publish at".'
    else if (!sameInstant(unpublishAt, options.stored?.unpublishAt) && unpublishAt.getTime() < past)
      errors.unpublishAt = 'That time has already passed in Afghanistan: choose a later time, or leave it empty.'
  }

  if (Object.keys(errors).length > 0 || !fields.success || !slug.success || !status) {
    return { ok: false, fieldErrors: errors }
  }
  return {
    ok: true,
    value: {
      slug: slug.data,
      status,
      publishAt: publishAt as Date | null,
      unpublishAt: unpublishAt as Date | null,
      fields: fields.data as Record<string, unknown>,
      translations,
    },
  }
}

/** An office's phones are a list, one per line; a settings phone is one number. */
export const isPhoneList = (spec: FieldSpec) => spec.name === 'phones'
