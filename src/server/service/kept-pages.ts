import 'server-only'

import { allowKeeping, registerKeptLimit } from '@/server/http/kept-answers.mjs'
import { statusLinkLimiter } from './status-link'
import { warrantyLimiter } from './warranty'

/**
 * The service desk's pages the private page cache may keep (src/lib/page-routes.mjs, `kept-private`;
 * docs/decisions/113-private-page-cache.md): their rate limits, registered under the names the routes give so a kept
 * copy counts against the same window as a render, and the mark a page sets when its answer may be kept.
 */
registerKeptLimit('service-status', async (address) => (await statusLinkLimiter.take(address)).ok)
registerKeptLimit('warranty', async (address) => (await warrantyLimiter.take(address)).ok)

/** What this request rendered is the same for anyone with its address: the private cache may keep it. */
export function allowKeptCopy(requestHeaders: Headers): void {
  allowKeeping(requestHeaders.get('x-request-id'))
}
