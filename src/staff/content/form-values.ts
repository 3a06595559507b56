/**
 * A stored entry as the editor's inputs (the reverse of ./form.ts's parse): lists one item per line, links without
 * their mailto:/tel: prefix, the body as its JSON, and times as a date and a time in Afghanistan time.
 */
import {
  KIND_FIELDS,
  toKabulTime,
  TRANSLATION_LOCALES,
  withoutScheme,
  type ContentInput,
  type FieldSpec,
  type FormKind,
} from './form'

function getPath(source: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = source
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node
}

/** One stored value as its input shows it. */
function inputValue(spec: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return ''
  switch (spec.type) {
    case 'rich':
      return JSON.stringify(value)
    case 'lines':
    case 'products':
      return Array.isArray(value) ? value.join('\n') : ''
    case 'phones':
      return (Array.isArray(value) ? value : [value]).map(withoutScheme).join('\n')
    case 'email':
      return withoutScheme(value)
    case 'checkbox':
      return value === true ? 'on' : ''
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  }
}

/** A stored entry (or the defaults of a new one) as the form's inputs, by name. */
export function inputFromEntry(
  kind: FormKind,
  entry: {
    id?: number
    version?: number
    slug?: string
    status?: string
    publishAt?: string | null
    unpublishAt?: string | null
    fields: Record<string, unknown>
    translations: Record<string, Record<string, unknown> | undefined>
  },
): ContentInput {
  const out: ContentInput = {
    kind,
    id: entry.id ? String(entry.id) : '',
    version: String(entry.version ?? 0),
    slug: entry.slug ?? '',
    status: entry.status ?? 'draft',
  }
  for (const [name, at] of [
    ['publishAt', entry.publishAt],
    ['unpublishAt', entry.unpublishAt],
  ] as const) {
    const { date, time } = toKabulTime(at)
    out[`${name}.date`] = date
    out[`${name}.time`] = time
  }
  for (const spec of KIND_FIELDS[kind]) {
    if (spec.type === 'cover') {
      const cover = (entry.fields.cover ?? {}) as { src?: string; alt?: string }
      out['fields.cover.src'] = cover.src ?? ''
      out['fields.cover.alt'] = cover.alt ?? ''
    } else out[`fields.${spec.name}`] = inputValue(spec, getPath(entry.fields, spec.name))
    if (!spec.translated) continue
    for (const locale of TRANSLATION_LOCALES) {
      const translation = entry.translations[locale]
      if (spec.type === 'cover')
        out[`translations.${locale}.cover.alt`] = inputValue(spec, getPath(translation, 'cover.alt'))
      else out[`translations.${locale}.${spec.name}`] = inputValue(spec, getPath(translation, spec.name))
    }
  }
  return out
}
