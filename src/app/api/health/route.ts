import { healthAnswer } from '@/server/runtime/health-core.mjs'

/**
 * For load balancers and uptime checks (docs/operations.md). In production the HTTP server (scripts/server.mjs)
 * answers this path itself, before Next.js, so the answer never waits behind rendering, seeding or imports; this
 * route gives the same answer under `next dev`. src/server/runtime/health-core.mjs says what each status means.
 */
export async function GET() {
  const { status, body, headers } = await healthAnswer()
  return Response.json(body, { status, headers })
}
