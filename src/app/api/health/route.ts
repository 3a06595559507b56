import { catalogueFailure } from '@/server/catalogue/snapshot'
import { availability, describeDbError } from '@/server/db/availability'
import { getDbHandle } from '@/server/db/client'

/** The health check answers within this, however long the database takes (it may hang: a load balancer must not). */
const PING_TIMEOUT_MS = 800

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * For load balancers and uptime checks (README "Operations"):
 * - 200 `ok`: the database answers;
 * - 200 `degraded`: started, but the database does not answer now: pages are served with the last catalogue loaded
 *   (stale-on-error), the contact form answers 503; keep the instance in rotation, nothing better is available;
 * - 503 `starting` / `unavailable`: the database could not be opened since the process started (it keeps retrying);
 *   pages answer 503. `reason` says why, in the words of the log.
 */
export async function GET() {
  const state = availability()
  if (state.phase !== 'ready') {
    return Response.json(
      {
        status: state.phase,
        reason: state.reason ?? 'starting up',
        attempts: state.attempts,
        since: new Date(state.since).toISOString(),
      },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '10' } },
    )
  }
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  try {
    const handle = await getDbHandle()
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS)
      }),
    ])
    return Response.json({ status: 'ok', database: handle.kind, pingMs: Date.now() - started }, { headers: NO_STORE })
  } catch (err) {
    const failure = catalogueFailure()
    return Response.json(
      {
        status: 'degraded',
        reason: `database: ${describeDbError(err)}`,
        catalogue: failure?.servingLoadedAt
          ? `serving the copy loaded at ${new Date(failure.servingLoadedAt).toISOString()}`
          : 'served from memory',
      },
      { headers: NO_STORE },
    )
  } finally {
    clearTimeout(timer)
  }
}
