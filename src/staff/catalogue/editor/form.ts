import { zodResolver } from '@hookform/resolvers/zod'
import { get, type FieldErrors, type Resolver } from 'react-hook-form'

import { productEditorSchema, type ProductEditorData, type ProductEditorInput } from '@/lib/catalogue/editor-format'

/**
 * The product editor's form: the catalogue file format's product entry (productEditorSchema: the import's schema
 * with uploads for files), validated in the browser as staff type and again on the server at every save.
 */
export type Values = ProductEditorInput
export type Category = { slug: string; name: string; isActive: boolean }
export type { ProductEditorData }

/** Friendlier words for the schema's generic messages; messages the schema words itself are kept. */
function friendlyError(issue: {
  code: string
  origin?: string
  minimum?: unknown
  maximum?: unknown
  expected?: string
}) {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'Required'
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${String(issue.maximum)} characters`
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${String(issue.maximum)} entries`
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number'
  return undefined
}

/** Text lists are edited one entry per line; blank lines are not entries. */
export function withoutBlankLines(values: Values): Values {
  const lines = (list: string[] | undefined) => (list ?? []).map((l) => l.trim()).filter(Boolean)
  return {
    ...values,
    key_features: lines(values.key_features),
    features: lines(values.features),
    applications: lines(values.applications),
  }
}

const baseResolver = zodResolver(productEditorSchema, { error: friendlyError } as never)
export const resolver: Resolver<Values, unknown, ProductEditorData> = (values, context, options) =>
  baseResolver(withoutBlankLines(values), context, options) as ReturnType<Resolver<Values, unknown, ProductEditorData>>

/** The error message at a form path (a field's own, or its list's). */
export function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  const e = get(errors, path) as { message?: string; root?: { message?: string } } | undefined
  return e?.message ?? e?.root?.message
}

/** The first error inside a list of lines, as "Line 3: …". */
export function firstNestedError(errors: FieldErrors<Values>, path: string): string | undefined {
  const list = get(errors, path) as Record<string, { message?: string }> | undefined
  if (!list || typeof list !== 'object') return undefined
  for (const [index, e] of Object.entries(list)) if (e?.message) return `Line ${Number(index) + 1}: ${e.message}`
  return undefined
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })
}
