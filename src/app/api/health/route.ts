import { getDbHandle } from '@/server/db/client'

/** For load balancers and uptime checks: 200 when the database answers, 503 otherwise. */
export async function GET() {
  try {
    const handle = await getDbHandle()
    await handle.ping()
    return Response.json({ status: 'ok', database: handle.kind }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json(
      { status: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
    )
  }
}
