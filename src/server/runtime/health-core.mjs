/**
 * The health check's answer (docs/operations.md, docs/decisions/043-http-limits-and-supervision.md). The production
 * HTTP server (scripts/server.mjs) answers GET /api/health with it before Next.js sees the request, so it never waits
 * behind page rendering, a seed or an import: within 100 ms however long the database takes. The route
 * (src/app/api/health/route.ts) gives the same answer under `next dev`.
 *
 * The state is read through globalThis: availability (src/server/db/availability.ts) and a probe that pings the
 * database (src/server/runtime/health-probe.ts), both set by start-up (src/server/runtime/boot.ts). Plain JavaScript:
 * the HTTP server cannot import TypeScript.
 */

/** Same as src/server/db/availability.ts AVAILABILITY_KEY. */
const AVAILABILITY_KEY = '__meridianAvailability'
/** Same as src/server/runtime/health-probe.ts PROBE_KEY. */
const PROBE_KEY = '__meridianHealthProbe'
/** Same as src/server/backups/runs.ts STATUS_KEY. */
const BACKUPS_KEY = '__meridianBackups'
/** How long an answer waits for a fresh ping; then it answers from what it knows. */
export const PING_WAIT_MS = 80
/** A ping outstanding this long means the database is not answering: `degraded`. */
export const PING_DEADLINE_MS = 800

const processStarted = Date.now()

/**
 * @typedef {{ status: number, body: Record<string, unknown>, headers: Record<string, string> }} HealthAnswer
 * @typedef {{ kind: string, ping(): Promise<void>, describe(err: unknown): string, catalogue(): string }} Probe
 */

/** An answer from a ping younger than this is given at once, without waiting for a new one. */
const FRESH_MS = 1_000

/** @type {{ started: number, done: Promise<void> } | null} */
let pending = null

/** @param {Probe} probe */
function startPing(probe) {
  const started = Date.now()
  const done = Promise.resolve()
    .then(() => probe.ping())
    .then(
      () => void (last = { ok: true, at: Date.now(), ms: Date.now() - started }),
      (err) => void (last = { ok: false, at: Date.now(), ms: Date.now() - started, reason: probe.describe(err) }),
    )
    .finally(() => {
      if (pending?.done === done) pending = null
    })
  pending = { started, done }
}
/** @type {{ ok: boolean, at: number, ms: number, reason?: string } | null} */
let last = null

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * @param {{ stopping?: boolean }} [options] stopping: the server is shutting down (SIGTERM received)
 * @returns {Promise<HealthAnswer>}
 */
export async function healthAnswer(options = {}) {
  if (options.stopping) {
    return {
      status: 503,
      body: { status: 'stopping', reason: 'shutting down: finishing the requests in progress' },
      headers: { ...NO_STORE, 'Retry-After': '10' },
    }
  }
  const state = /** @type {any} */ (globalThis)[AVAILABILITY_KEY]
  if (!state || state.phase !== 'ready') {
    return {
      status: 503,
      body: {
        status: state?.phase ?? 'starting',
        reason: state?.reason ?? 'starting up',
        attempts: state?.attempts ?? 0,
        since: new Date(state?.since ?? processStarted).toISOString(),
      },
      headers: { ...NO_STORE, 'Retry-After': '10' },
    }
  }
  /** @type {Probe | undefined} */
  const probe = /** @type {any} */ (globalThis)[PROBE_KEY]
  const answer = await databaseAnswer(probe)
  // A failed or missed backup is a warning beside the answer, never a failure: the status stays what it was.
  const backups = /** @type {any} */ (globalThis)[BACKUPS_KEY]
  if (backups?.warning) answer.body.warnings = [`backup: ${backups.warning}`]
  return answer
}

/**
 * @param {Probe | undefined} probe
 * @returns {Promise<HealthAnswer>}
 */
async function databaseAnswer(probe) {
  if (!probe) return { status: 200, body: { status: 'ok' }, headers: NO_STORE }
  const asked = Date.now()
  if (!pending) startPing(probe)
  // A ping that answered within the last second is fresh enough: answer at once (the next one is on its way). Only
  // without one does the answer wait for the ping, at most PING_WAIT_MS.
  const fresh = last && asked - last.at < FRESH_MS
  if (!fresh && pending) {
    let timer
    await Promise.race([pending.done, new Promise((resolve) => (timer = setTimeout(resolve, PING_WAIT_MS)))])
    clearTimeout(timer)
  }
  const waiting = pending ? Date.now() - pending.started : 0
  // The embedded database's one session is reading for a backup: the ping waits its turn, and the database is alive.
  const backingUp = /** @type {any} */ (globalThis)[BACKUPS_KEY]?.holdingDatabase
  if (waiting >= PING_DEADLINE_MS && backingUp)
    return {
      status: 200,
      body: { status: 'ok', database: probe.kind, pingMs: null, backup: 'running' },
      headers: NO_STORE,
    }
  if (waiting >= PING_DEADLINE_MS) {
    const reason = `database: no answer within ${PING_DEADLINE_MS} ms`
    return { status: 200, body: { status: 'degraded', reason, catalogue: probe.catalogue() }, headers: NO_STORE }
  }
  if (last && !last.ok) {
    const reason = `database: ${last.reason}`
    return { status: 200, body: { status: 'degraded', reason, catalogue: probe.catalogue() }, headers: NO_STORE }
  }
  if (last) return { status: 200, body: { status: 'ok', database: probe.kind, pingMs: last.ms }, headers: NO_STORE }
  // The ping is still out but younger than its deadline: the database answered last time; say so.
  return {
    status: 200,
    body: { status: 'ok', database: probe.kind, pingMs: null, pending: true },
    headers: NO_STORE,
  }
}
