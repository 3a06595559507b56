import { allLeads, LEAD_STATUSES, type LeadStatus } from '@/server/admin/leads'
import { csvRow } from '@/server/admin/csv'
import { subjectLabel } from '@/server/mail/lead-email'
import { requireAdminApi } from '@/server/admin/session'

const HEADER = [
  'id',
  'received_at_utc',
  'status',
  'handled_at_utc',
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'product',
  'product_slug',
  'source_page',
  'message',
  'email_notification',
  'submission_id',
]

/** GET /api/admin/leads/export[?status=new|handled]: every lead as CSV (RFC 4180), streamed, staff only. */
export async function GET(request: Request): Promise<Response> {
  const denied = await requireAdminApi()
  if (denied) return denied
  const statusParam = new URL(request.url).searchParams.get('status')
  const status = (LEAD_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as LeadStatus)
    : undefined
  const encoder = new TextEncoder()
  const leads = allLeads({ status })
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A UTF-8 byte order mark: without it Excel reads the file as the local code page and garbles Dari and Pashto.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`))
    },
    async pull(controller) {
      try {
        const next = await leads.next()
        if (next.done) return controller.close()
        controller.enqueue(
          encoder.encode(
            next.value
              .map((l) =>
                csvRow([
                  l.id,
                  l.createdAt,
                  l.status,
                  l.handledAt,
                  l.name,
                  l.email,
                  l.company,
                  l.phone,
                  subjectLabel(l.subject),
                  l.productName,
                  l.productSlug,
                  l.sourcePage,
                  l.message,
                  l.emailStatus,
                  l.submissionId,
                ]),
              )
              .join(''),
          ),
        )
      } catch (err) {
        console.error('[admin] CSV export failed:', err)
        controller.error(err)
      }
    },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="leads-${status ?? 'all'}-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
