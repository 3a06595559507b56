/**
 * The client's address from the socket peer and X-Forwarded-For, believing X-Forwarded-For only when `hops` reverse
 * proxies are trusted, and then only the entry that many hops from the right (the one our own proxy appended); a
 * forged left part is ignored. Plain JavaScript so the HTTP server (scripts/server.mjs, for the request log line)
 * and the app (src/server/http/client-address.ts, for rate limits) agree on one rule.
 *
 * @param {string | undefined | null} peer the socket's remote address
 * @param {string | undefined | null} forwardedFor the X-Forwarded-For header
 * @param {number} hops TRUST_PROXY_HOPS
 * @returns {string}
 */
export function resolveClientAddress(peer, forwardedFor, hops) {
  const self = peer?.trim() || 'unknown'
  if (!(hops > 0)) return self
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return chain[chain.length - hops] ?? self
}
