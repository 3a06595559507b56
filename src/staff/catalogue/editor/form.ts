import { productEditorSchema, type ProductEditorData, type ProductEditorInput } from '@/lib/catalogue/editor-format'
import { fieldErrorsOfIssues } from '@/staff/shared/form-state'
import type { FieldErrors } from '@/staff/shared/use-draft'

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

/**
 * The draft checked with the server action's own schema: the product to save, or the fields that need attention.
 * (The save action parses what it receives again; this is the same check, earlier.)
 */
export function checkProduct(values: Values): { data: ProductEditorData; errors: null } | { errors: FieldErrors } {
  const parsed = productEditorSchema.safeParse(withoutBlankLines(values), { error: friendlyError } as never)
  return parsed.success ? { data: parsed.data, errors: null } : { errors: fieldErrorsOfIssues(parsed.error.issues) }
}

/** The field errors of the draft as it is now (none when it would save). */
export const validateProduct = (values: Values): FieldErrors => checkProduct(values).errors ?? {}

/** The first error inside a list of lines, as "Line 3: …". */
export function firstNestedError(errors: FieldErrors, path: string): string | undefined {
  const lines = Object.entries(errors)
    .map(([key, message]) => ({ line: new RegExp(`^${path}\\.(\\d+)$`).exec(key)?.[1], message }))
    .filter((e): e is { line: string; message: string } => e.line !== undefined)
    .sort((a, b) => Number(a.line) - Number(b.line))
  return lines[0] && `Line ${Number(lines[0].line) + 1}: ${lines[0].message}`
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })
}
