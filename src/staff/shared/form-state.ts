/**
 * The one answer of every staff form's server action (docs/decisions/042-one-way-to-build-a-staff-screen.md), read
 * by `useActionState` forms and by the editors that call an action as a function alike:
 *
 * - `status`: 'idle' before the first submit, 'done' when the change is stored, 'error' when it was refused;
 * - `message`: one sentence for the live region (role=status when done, role=alert when refused);
 * - `fieldErrors`: the fields that need attention, by form path ('email', 'images.0.alt'), each with its message;
 * - `conflict`: someone else saved first; the fields they changed, with both values as the site shows them;
 * - `input`: what was typed, so a form posted without JavaScript comes back filled in (an editor that holds its
 *   state in the browser keeps its input there and gets none back).
 *
 * Isomorphic and free of zod: client forms import the type and the helpers without adding to their bundle.
 */
export interface ConflictChange {
  /** Form path of the field ('price'). */
  field: string
  label: string
  /** Their version's value before and after, rendered for reading ("$7,999.90", "3 items"). */
  before: string
  after: string
}

export interface FormConflict<Current = unknown> {
  /** The version now stored: saving over it is a deliberate second save. */
  version: number
  /** The stored data, to load instead of one's own edits. */
  current: Current
  changes: ConflictChange[]
}

export interface FormState<Input = Record<string, string>, Current = unknown> {
  status: 'idle' | 'done' | 'error'
  message: string | null
  fieldErrors?: Record<string, string>
  conflict?: FormConflict<Current>
  input?: Input
}

export const IDLE: FormState<never> = { status: 'idle', message: null }

/** A stored change. */
export function done<Input, Current>(message: string): FormState<Input, Current> {
  return { status: 'done', message }
}

/** A refused change: the reason, and optionally the fields, the conflict and the input to give back. */
export function refused<Input = Record<string, string>, Current = unknown>(
  message: string,
  extra: Omit<FormState<Input, Current>, 'status' | 'message'> = {},
): FormState<Input, Current> {
  return { status: 'error', message, ...extra }
}

/** Issues as the server's validation lists them (`specifications[0].rows[2].label`) → field errors by form path. */
export function fieldErrorsOf(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const path = issue.path.replace(/\[(\d+)\]/g, '.$1')
    out[path] ??= issue.message
  }
  return out
}

/** The message for one field, when the last answer was a refusal that named it. */
export function fieldError(state: FormState<unknown, unknown>, field: string): string | undefined {
  return state.status === 'error' ? state.fieldErrors?.[field] : undefined
}

/** One problem as a zod parse reports it (kept structural, so this module stays free of zod). */
export interface SchemaIssue {
  code: string
  message: string
  path: readonly PropertyKey[]
  /** A union's issues, one list per option it tried. */
  errors?: readonly (readonly SchemaIssue[])[]
}

/**
 * A client-side parse's issues → field errors by form path ('images.0.alt'), the first per path, as the server's
 * fieldErrors name them. A union that matched no option (a download is an upload or the generated datasheet) speaks
 * with the option that came closest (fewest problems), and its options' own problems land on their fields.
 */
export function fieldErrorsOfIssues(issues: readonly SchemaIssue[]): Record<string, string> {
  const out: Record<string, string> = {}
  const queue = [...issues]
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.map(String).join('.')
    const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : []
    const closest = branches.reduce<readonly SchemaIssue[] | undefined>(
      (best, branch) => (!best || branch.length < best.length ? branch : best),
      undefined,
    )
    out[path] ??= closest?.[0]?.message ?? issue.message
    for (const branch of branches)
      for (const inner of branch) queue.push({ ...inner, path: [...issue.path, ...inner.path] })
  }
  return out
}
