import type { PostedForm } from '@/lib/library/input'
import type { AdvisoryForEditor } from '@/server/library/advisories'
import type { ReleaseForEditor } from '@/server/library/releases'
import type { ReleaseValues } from './release-editor'
import type { AdvisoryValues } from './advisory-editor'

/** The form's values of a stored release (inputs named as the form names them), or of a new one. */
export function releaseValues(release: ReleaseForEditor | null, today: string): ReleaseValues {
  if (!release)
    return {
      id: null,
      rowVersion: 0,
      files: [],
      published: false,
      everPublished: false,
      values: { status: 'current', published: 'false', releaseDate: today, language: 'en' },
    }
  const { row, targets, files } = release
  const values: PostedForm = {
    kind: row.kind,
    title: row.title,
    version: row.version,
    releaseDate: row.releaseDate,
    status: row.status,
    published: String(row.published),
    requirements: row.requirements,
    notes: row.notes ? JSON.stringify(row.notes) : '',
    language: row.languages,
    product: targets.productIds.map(String),
    category: targets.categoryIds.map(String),
  }
  for (const locale of ['fa', 'ps'] as const) {
    const t = row.translations[locale] ?? {}
    if (typeof t.title === 'string') values[`translations.${locale}.title`] = t.title
    if (typeof t.requirements === 'string') values[`translations.${locale}.requirements`] = t.requirements
    if (t.notes && typeof t.notes === 'object') values[`translations.${locale}.notes`] = JSON.stringify(t.notes)
  }
  return {
    id: row.id,
    rowVersion: row.rowVersion,
    files: files.map((f) => ({ id: f.id, name: f.fileName, bytes: f.bytes, sha256: f.sha256 })),
    published: row.published,
    everPublished: row.publishedAt !== null,
    values,
  }
}

export function advisoryValues(advisory: AdvisoryForEditor | null, today: string): AdvisoryValues {
  if (!advisory)
    return {
      id: null,
      rowVersion: 0,
      everPublished: false,
      values: { severity: 'caution', startsOn: today, published: 'false' },
    }
  const { row, targets, releaseIds } = advisory
  const values: PostedForm = {
    severity: row.severity,
    title: row.title,
    body: row.body,
    instead: row.instead,
    startsOn: row.startsOn,
    endsOn: row.endsOn ?? '',
    published: String(row.published),
    product: targets.productIds.map(String),
    category: targets.categoryIds.map(String),
    release: releaseIds.map(String),
  }
  for (const locale of ['fa', 'ps'] as const)
    for (const field of ['title', 'body', 'instead'] as const) {
      const t = row.translations[locale]?.[field]
      if (typeof t === 'string') values[`translations.${locale}.${field}`] = t
    }
  return { id: row.id, rowVersion: row.rowVersion, everPublished: row.publishedAt !== null, values }
}
