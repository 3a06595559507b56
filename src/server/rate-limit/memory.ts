import 'server-only'

/**
 * A sliding-window rate limiter kept in this process's memory: what SharedRateLimiter (./shared.ts) uses on the
 * embedded PGlite, where there is only ever one process, so a database round trip (and its disk sync) per counted
 * event would buy nothing (docs/decisions/027-shared-rate-limits.md).
 *
 * Memory is bounded: at most `maxKeys` addresses are tracked; beyond that the least recently used are forgotten
 * (a flood of spoofed-looking keys can at worst reset someone's window, never exhaust memory).
 */
export interface RateLimitOptions {
  /** Events allowed per window. */
  limit: number
  windowMs: number
  maxKeys?: number
  now?: () => number
}

export interface RateLimitTicket {
  /** Gives the slot back (the attempt did not count: e.g. the database was down and nothing was stored). */
  release(): void
}

export type TakeResult = { ok: true; ticket: RateLimitTicket } | { ok: false; retryAfterSeconds: number }

export class RateLimiter {
  private readonly hits = new Map<string, number[]>()
  private readonly limit: number
  private readonly windowMs: number
  private readonly maxKeys: number
  private readonly now: () => number

  constructor(options: RateLimitOptions) {
    this.limit = options.limit
    this.windowMs = options.windowMs
    this.maxKeys = options.maxKeys ?? 10_000
    this.now = options.now ?? Date.now
  }

  private live(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs)
    // Re-insert so Map order is least-recently-used first.
    this.hits.delete(key)
    if (list.length) this.hits.set(key, list)
    return list
  }

  /** Seconds until one more event would be allowed (0 if allowed now). */
  retryAfter(key: string): number {
    const now = this.now()
    const list = this.live(key, now)
    if (list.length < this.limit) return 0
    const oldest = list[list.length - this.limit]!
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000))
  }

  /** Counts one event for `key` if the limit allows it. */
  take(key: string): TakeResult {
    const now = this.now()
    const list = this.live(key, now)
    if (list.length >= this.limit) return { ok: false, retryAfterSeconds: this.retryAfter(key) }
    list.push(now)
    this.hits.set(key, list)
    while (this.hits.size > this.maxKeys) {
      const first = this.hits.keys().next().value
      if (first === undefined) break
      this.hits.delete(first)
    }
    let released = false
    return {
      ok: true,
      ticket: {
        release: () => {
          if (released) return
          released = true
          const current = this.hits.get(key)
          const i = current?.lastIndexOf(now) ?? -1
          if (current && i >= 0) current.splice(i, 1)
        },
      },
    }
  }

  reset(): void {
    this.hits.clear()
  }

  get size(): number {
    return this.hits.size
  }
}
