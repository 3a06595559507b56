/**
 * Whether this process can serve: its start-up (open, migrate, seed: src/server/runtime/boot.ts) has finished, or why
 * not. Kept on globalThis under a fixed key because scripts/server.mjs, which is not part of Next's bundles, reads it
 * to answer 503 while the database is unreachable at start (docs/decisions/025-database-outages.md).
 */
import 'server-only'

export type Phase = 'starting' | 'ready' | 'unavailable'

export interface Availability {
  phase: Phase
  /** Why the database cannot be used (unavailable), in one line for operators: never a stack trace. */
  reason?: string
  /** Start-up attempts so far (1 after the first). */
  attempts: number
  /** Since when (ms epoch) the process is in this phase. */
  since: number
}

/** The key scripts/server.mjs reads (keep in step). */
export const AVAILABILITY_KEY = '__meridianAvailability'

const g = globalThis as unknown as Record<typeof AVAILABILITY_KEY, Availability | undefined>

export function availability(): Availability {
  g[AVAILABILITY_KEY] ??= { phase: 'starting', attempts: 0, since: Date.now() }
  return g[AVAILABILITY_KEY]
}

export function setAvailability(next: Omit<Availability, 'since'>): void {
  const current = availability()
  g[AVAILABILITY_KEY] = { ...next, since: current.phase === next.phase ? current.since : Date.now() }
}

/**
 * A one-line description of a database error for logs and the health endpoint. pg's connection errors from Node are
 * sometimes AggregateErrors with an empty message (one error per address tried): their codes say more.
 */
export function describeDbError(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const parts: string[] = []
  const add = (e: unknown) => {
    if (!(e instanceof Error)) return
    const code = (e as NodeJS.ErrnoException).code
    const text = e.message || code || e.name
    if (text && !parts.includes(text)) parts.push(text)
  }
  if (err instanceof AggregateError && err.errors.length) err.errors.forEach(add)
  else add(err)
  // drizzle wraps driver errors ("Failed query: …"): the cause names the real problem.
  const cause = err.cause
  if (cause instanceof Error && !parts.some((p) => cause.message && p.includes(cause.message))) add(cause)
  return parts.join('; ').replace(/\s+/g, ' ').slice(0, 300)
}
