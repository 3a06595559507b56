import 'server-only'

import { headers } from 'next/headers'

import { setActionStatus } from '@/server/http/action-status.mjs'

/**
 * A public server action's form, or null when a script called the action without one (its arguments are whatever
 * the request said: `[]`, a number, a string). Null answers 400 (the HTTP server sets the status the action chose:
 * src/server/http/action-status.mjs) instead of the 500 a TypeError would give. Found by the hostile-posts property
 * test (tests/ops/hostile.test.ts).
 */
export async function formInput(value: unknown): Promise<FormData | null> {
  if (value instanceof FormData) return value
  await markBadRequest()
  return null
}

/**
 * Answers this server action 400: what it was called with is not what its form or editor sends (a script's call,
 * `[]` for a form's arguments, an id that is not one). The action still returns its refusal, which React shows.
 */
export async function markBadRequest(): Promise<void> {
  setActionStatus((await headers()).get('x-request-id'), 400)
}
