import 'server-only'

import { getEnv } from '@/env'
import { resolveClientAddress } from './client-address-core.mjs'

/**
 * The client's address for rate limiting. `scripts/server.mjs` puts the socket's peer address in `x-peer-address`
 * (overwriting anything the client sent). X-Forwarded-For is believed only when TRUST_PROXY_HOPS > 0, and then only
 * the entry that many hops from the right (the one our own proxy appended); a forged left part is ignored.
 */
export function clientAddress(headers: Headers, hops: number = getEnv().TRUST_PROXY_HOPS): string {
  return resolveClientAddress(headers.get('x-peer-address'), headers.get('x-forwarded-for'), hops)
}
