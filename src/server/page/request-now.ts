import 'server-only'

import { headers } from 'next/headers'

/**
 * The moment a page shows the site's content for: now. Under the browser tests' clock (`E2E_CLOCK=on`, set only by
 * scripts/e2e-server.mjs, never in a deployment) it is the time the test names in an `x-e2e-now` header, so a test
 * moves time forward (a scheduled item appears, an event turns past) instead of waiting for it.
 */
export async function requestNow(): Promise<Date> {
  if (process.env.E2E_CLOCK !== 'on') return new Date()
  const at = Date.parse((await headers()).get('x-e2e-now') ?? '')
  return Number.isNaN(at) ? new Date() : new Date(at)
}
