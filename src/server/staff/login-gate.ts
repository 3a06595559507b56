import 'server-only'

import { availableParallelism } from 'node:os'

import { SharedRateLimiter } from '@/server/rate-limit/shared'

/**
 * What stands between a flood of sign-in attempts and the password hashing (docs/decisions/027-shared-rate-limits.md).
 * scrypt runs on libuv's thread pool (4 threads), which file reads, DNS and zlib share: unbounded, a login flood queued
 * hundreds of hashes there and every other request waited behind them (3 ms → 500 ms). So:
 *
 * - at most HASH_SLOTS verifications run at once in this process; an attempt that finds them all busy is refused at
 *   once, without hashing (the visitor retries in a moment);
 * - failed attempts are limited per client address (5 per 15 minutes) and per IPv6 /64 (20 per 15 minutes: one
 *   subscriber usually holds a whole /64, so rotating addresses inside it gains nothing), in the database so every
 *   instance shares them (src/server/rate-limit/shared.ts);
 * - a refused address is remembered in memory until its window frees, so src/proxy.ts can answer its next attempts
 *   429 before any page, action or database work (globalThis.__loginGate, read there without importing this).
 */
export const LOGIN_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const
export const LOGIN_NETWORK_RATE_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const
/**
 * One hash per two cores (at least one): scrypt is pure CPU, so on this 2-core host a second concurrent hash would
 * take the core the event loop needs (measured with npm run bench:login-flood).
 */
export const HASH_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2))
/**
 * Attempts that may wait for a hash slot (staff signing in at the same moment, or a browser retrying); beyond them an
 * attempt is refused at once.
 */
export const HASH_QUEUE = 4
/** How long a visitor refused for busy hashing is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2
const MAX_REMEMBERED = 10_000

export const loginRateLimiter = new SharedRateLimiter({ bucket: 'login', ...LOGIN_RATE_LIMIT })
export const loginNetworkRateLimiter = new SharedRateLimiter({ bucket: 'login-net', ...LOGIN_NETWORK_RATE_LIMIT })

/**
 * The /64 network of an IPv6 address (`2001:db8:1:2::/64`), or null for IPv4 (IPv4-mapped IPv6 counts as IPv4) and
 * for anything that is not an address.
 */
export function ipv6Network(address: string): string | null {
  let a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  if (!a.includes(':') || /^::ffff:(\d+\.){3}\d+$/.test(a)) return null
  // An embedded IPv4 tail (::1.2.3.4, 64:ff9b::1.2.3.4) is two 16-bit groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a)
  if (v4) {
    const [, b1, b2, b3, b4] = v4.map(Number) as [number, number, number, number, number]
    a = `${a.slice(0, v4.index)}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`
  }
  const halves = a.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const fill = 8 - head.length - tail.length
  if (halves.length === 1 ? fill !== 0 : fill < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? fill : 0).fill('0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** The keys an attempt from `address` is limited by: the address, and its /64 when it is IPv6. */
function keysOf(address: string): { address: string; network: string | null } {
  return { address, network: ipv6Network(address) }
}

interface GateState {
  busy: number
  /** Attempts waiting for a slot: each resolver is handed a slot when one is released. */
  queue: (() => void)[]
  /** Address or /64 → epoch ms until which attempts are refused without looking further. */
  blocked: Map<string, number>
  /** For src/proxy.ts: seconds to wait when an attempt from `address` would be refused now, else 0. */
  refusal(address: string): number
}

const g = globalThis as unknown as { __loginGate?: GateState }
const state: GateState = (g.__loginGate ??= {
  busy: 0,
  queue: [],
  blocked: new Map(),
  refusal(address: string): number {
    const now = Date.now()
    const { address: a, network } = keysOf(address)
    let wait = 0
    for (const key of [a, network]) {
      const until = key ? this.blocked.get(key) : undefined
      if (until === undefined) continue
      if (until <= now) this.blocked.delete(key!)
      else wait = Math.max(wait, Math.ceil((until - now) / 1000))
    }
    if (wait === 0 && this.busy >= HASH_SLOTS && this.queue.length >= HASH_QUEUE) wait = BUSY_RETRY_AFTER_SECONDS
    return wait
  },
})

function remember(key: string, retryAfterSeconds: number): void {
  state.blocked.delete(key)
  state.blocked.set(key, Date.now() + retryAfterSeconds * 1000)
  while (state.blocked.size > MAX_REMEMBERED) {
    const first = state.blocked.keys().next().value
    if (first === undefined) break
    state.blocked.delete(first)
  }
}

export type GateResult =
  | { ok: true; succeeded: () => Promise<void> }
  | { ok: false; reason: 'rate-limited' | 'busy'; retryAfterSeconds: number }

/**
 * Admits one sign-in attempt from `address`, or refuses it (rate limited, or every hash slot busy). An admitted
 * attempt holds a hash slot until `release` (call it in `finally`); `succeeded` gives its rate-limit slots back.
 */
export async function admitLogin(address: string): Promise<GateResult & { release: () => void }> {
  const noop = () => undefined
  const remembered = state.refusal(address)
  if (remembered > 0) {
    const reason = isBlocked(address) ? 'rate-limited' : 'busy'
    return { ok: false, reason, retryAfterSeconds: remembered, release: noop }
  }
  // Take the hash slot first (or a place in its short queue): refusing a flood must cost nothing, not even a
  // database round trip. refusal() above already said no when the slots and the queue are all taken.
  if (state.busy < HASH_SLOTS) state.busy++
  else await new Promise<void>((resolve) => state.queue.push(resolve))
  let held = true
  const release = () => {
    if (!held) return
    held = false
    // Hand the slot to the next waiting attempt, or give it back.
    const next = state.queue.shift()
    if (next) next()
    else state.busy--
  }
  try {
    const { address: a, network } = keysOf(address)
    const byAddress = await loginRateLimiter.take(a)
    if (!byAddress.ok) {
      remember(a, byAddress.retryAfterSeconds)
      release()
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: byAddress.retryAfterSeconds, release: noop }
    }
    const byNetwork = network ? await loginNetworkRateLimiter.take(network) : null
    if (byNetwork && !byNetwork.ok) {
      await byAddress.ticket.release()
      remember(network!, byNetwork.retryAfterSeconds)
      release()
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: byNetwork.retryAfterSeconds, release: noop }
    }
    return {
      ok: true,
      succeeded: async () => {
        await byAddress.ticket.release()
        if (byNetwork?.ok) await byNetwork.ticket.release()
      },
      release,
    }
  } catch (err) {
    release()
    throw err
  }
}

function isBlocked(address: string): boolean {
  const now = Date.now()
  const { address: a, network } = keysOf(address)
  return [a, network].some((k) => k !== null && (state.blocked.get(k) ?? 0) > now)
}

/** Hash work in progress in this process (tests, the start-up summary). */
export function hashSlotsBusy(): number {
  return state.busy
}

/** Tests: forget remembered refusals and both database windows. */
export async function resetLoginGate(): Promise<void> {
  state.blocked.clear()
  await Promise.all([loginRateLimiter.reset(), loginNetworkRateLimiter.reset()])
}
