import 'server-only'

import { markBadRequest } from '@/server/http/form-input'

import { refused, type FormState } from './form-state'

/** What a staff action answers when its arguments are not what the panel sends. */
export const NOT_UNDERSTOOD = 'That request was not understood.'

/**
 * The refusal of a call the panel never makes (a script's `[]` in place of a form, an id that is not one), answered
 * 400 (docs/decisions/043-http-limits-and-supervision.md). Asked only after the caller's permission: a caller without
 * it gets its 401 or 403 whatever it sent.
 */
export async function notUnderstood<Input = Record<string, string>, Current = unknown>(): Promise<
  FormState<Input, Current>
> {
  await markBadRequest()
  return refused(NOT_UNDERSTOOD)
}
