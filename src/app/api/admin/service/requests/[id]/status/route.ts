import { isServiceStatus } from '@/lib/service/flow'
import { requestNow } from '@/server/page/request-now'
import { moveServiceRequest } from '@/server/service/status'
import { requireStaffApi } from '@/server/staff/auth'

/**
 * POST /api/admin/service/requests/{id}/status `{ "status": "diagnosing", "note"?: "…" }`: a status move for scripts
 * and the board (docs/decisions/101-service-status-flow.md). 200 with the move; 409 naming the statuses allowed next
 * when this one is not; 400 for a body that is not a status; 404 for no such request.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('service')
  if (user instanceof Response) return user
  const { id } = await params
  const body: unknown = await request.json().catch(() => null)
  const status = body && typeof body === 'object' ? (body as Record<string, unknown>).status : undefined
  const note = body && typeof body === 'object' ? (body as Record<string, unknown>).note : undefined
  if (!isServiceStatus(status)) {
    return Response.json({ error: 'Send { "status": … } with one of the service statuses.' }, { status: 400 })
  }
  if (!/^\d{1,10}$/.test(id)) return Response.json({ error: 'No such request.' }, { status: 404 })
  const outcome = await moveServiceRequest(
    Number(id),
    status,
    user,
    await requestNow(),
    typeof note === 'string' ? note : '',
  )
  if (outcome.kind === 'missing') return Response.json({ error: 'No such request.' }, { status: 404 })
  if (outcome.kind === 'not-allowed') {
    const allowed = outcome.allowed.join(', ') || 'none'
    return Response.json(
      {
        error: `A request in ${outcome.from} cannot move to ${status}; allowed: ${allowed}.`,
        from: outcome.from,
        allowed: outcome.allowed,
      },
      { status: 409 },
    )
  }
  return Response.json({ from: outcome.from, to: outcome.to, notified: outcome.notified })
}
