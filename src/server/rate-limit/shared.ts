import 'server-only'

import { sql } from 'drizzle-orm'

import { getEnv } from '@/env'
import { getDb, type Db } from '@/server/db/client'
import { RateLimiter } from './memory'

/**
 * A sliding-window rate limit kept in the database (table rate_limit_hits), so every app instance on one PostgreSQL
 * counts against the same window. On the embedded PGlite (one process only) it is kept in memory by default: a
 * write and its disk sync per counted event halved the contact form's throughput there and bought nothing.
 * docs/decisions/027-shared-rate-limits.md.
 *
 * A take() is one short transaction: an advisory lock on (bucket, key) so two instances cannot both see "4 of 5"
 * and both insert the fifth, a count of the live rows, and the insert. Expired rows are deleted in passing (at
 * most once a minute per process), so the table holds only the current windows.
 */
export interface SharedRateLimitOptions {
  /** Which limit this is ('contact', 'login', 'login-net'); one table holds them all. */
  bucket: string
  /** Events allowed per window. */
  limit: number
  windowMs: number
  now?: () => number
  /** The database; default the process's own. */
  db?: () => Promise<Db>
  /**
   * Where the window lives: `database` (the rate_limit_hits table), `memory` (this process), or `auto` (default):
   * the database with PostgreSQL (several instances may share it), memory with PGlite (one process only).
   */
  store?: 'auto' | 'database' | 'memory'
}

export interface RateLimitTicket {
  /** Gives the slot back (the attempt did not count: it succeeded, or the database failed and nothing was stored). */
  release(): Promise<void>
}

export type TakeResult = { ok: true; ticket: RateLimitTicket } | { ok: false; retryAfterSeconds: number }

const SWEEP_EVERY_MS = 60_000
const g = globalThis as unknown as { __rateLimitSweptAt?: number }

const iso = (ms: number) => new Date(ms).toISOString()
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[]

export class SharedRateLimiter {
  readonly bucket: string
  readonly limit: number
  readonly windowMs: number
  private readonly now: () => number
  private readonly db: () => Promise<Db>
  private readonly store: 'auto' | 'database' | 'memory'
  private readonly memory: RateLimiter

  constructor(options: SharedRateLimitOptions) {
    this.bucket = options.bucket
    this.limit = options.limit
    this.windowMs = options.windowMs
    this.now = options.now ?? Date.now
    this.db = options.db ?? getDb
    this.store = options.store ?? 'auto'
    this.memory = new RateLimiter({ limit: options.limit, windowMs: options.windowMs, now: this.now })
  }

  private inMemory(): boolean {
    return this.store === 'auto' ? !getEnv().DATABASE_URL : this.store === 'memory'
  }

  /** Counts one event for `key` if the limit allows it; otherwise says how long until one more would be allowed. */
  async take(key: string): Promise<TakeResult> {
    if (this.inMemory()) {
      const taken = this.memory.take(key)
      if (!taken.ok) return taken
      return { ok: true, ticket: { release: async () => taken.ticket.release() } }
    }
    const db = await this.db()
    const now = this.now()
    await this.sweep(db, now)
    const result = await db.transaction(async (tx) => {
      // Serialises takes of this (bucket, key) across connections and instances until the transaction ends.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${this.bucket}\n${key}`}, 0))`)
      const live = rowsOf<{ expires_at: Date | string }>(
        await tx.execute(sql`
          SELECT expires_at FROM rate_limit_hits
          WHERE bucket = ${this.bucket} AND key = ${key} AND expires_at > ${iso(now)}::timestamptz
          ORDER BY expires_at DESC LIMIT ${this.limit}`),
      )
      if (live.length >= this.limit) {
        // The oldest of the last `limit` events leaves the window first.
        const frees = new Date(live[this.limit - 1]!.expires_at).getTime()
        return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil((frees - now) / 1000)) }
      }
      const [row] = rowsOf<{ id: number | string }>(
        await tx.execute(sql`
          INSERT INTO rate_limit_hits (bucket, key, at, expires_at)
          VALUES (${this.bucket}, ${key}, ${iso(now)}::timestamptz, ${iso(now + this.windowMs)}::timestamptz)
          RETURNING id`),
      )
      return { ok: true as const, id: row!.id }
    })
    if (!result.ok) return result
    let released = false
    return {
      ok: true,
      ticket: {
        release: async () => {
          if (released) return
          released = true
          await db.execute(sql`DELETE FROM rate_limit_hits WHERE id = ${result.id}`)
        },
      },
    }
  }

  /** Seconds until one more event for `key` would be allowed (0: allowed now), without counting one. */
  async retryAfter(key: string): Promise<number> {
    if (this.inMemory()) return this.memory.retryAfter(key)
    const db = await this.db()
    const now = this.now()
    const live = rowsOf<{ expires_at: Date | string }>(
      await db.execute(sql`
        SELECT expires_at FROM rate_limit_hits
        WHERE bucket = ${this.bucket} AND key = ${key} AND expires_at > ${iso(now)}::timestamptz
        ORDER BY expires_at DESC LIMIT ${this.limit}`),
    )
    if (live.length < this.limit) return 0
    return Math.max(1, Math.ceil((new Date(live[this.limit - 1]!.expires_at).getTime() - now) / 1000))
  }

  /** Forgets every event of this limit (tests). */
  async reset(): Promise<void> {
    this.memory.reset()
    if (this.inMemory()) return
    const db = await this.db()
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE bucket = ${this.bucket}`)
  }

  private async sweep(db: Db, now: number): Promise<void> {
    if (
      g.__rateLimitSweptAt !== undefined &&
      now - g.__rateLimitSweptAt < SWEEP_EVERY_MS &&
      now >= g.__rateLimitSweptAt
    )
      return
    g.__rateLimitSweptAt = now
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE expires_at <= ${iso(now)}::timestamptz`)
  }
}
