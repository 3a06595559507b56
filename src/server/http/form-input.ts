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
  setActionStatus((await headers()).get('x-request-id'), 400)
  return null
}
