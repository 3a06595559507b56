import { allLeads, formatLeadItems, isLeadStatus } from '@/server/sales/leads'
import { csvRow } from '@/server/staff/csv'
import { subjectLabel } from '@/server/contact/lead-email'
import { requireStaffApi } from '@/server/staff/auth'
import { logger } from '@/server/log/log'

const HEADER = [
  'id',
  'received_at_utc',
  'status',
  'status_changed_at_utc',
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'product',
  'product_slug',
  'items',
  'source_page',
  'language',
  'message',
  'internal_note',
  'email_notification',
  'submission_id',
]

/**
 * GET /api/admin/leads/export[?status=new|contacted|quoted|won|lost]: every lead as CSV (RFC 4180), streamed,
 * for staff with the leads permission.
 */
export async function GET(request: Request): Promise<Response> {
  const user = await requireStaffApi('leads')
  if (user instanceof Response) return user
  const statusParam = new URL(request.url).searchParams.get('status')
  const status = isLeadStatus(statusParam) ? statusParam : undefined
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
                  l.statusChangedAt,
                  l.name,
                  l.email,
                  l.company,
                  l.phone,
                  subjectLabel(l.subject),
                  l.productName,
                  l.productSlug,
                  formatLeadItems(l.items),
                  l.sourcePage,
                  l.locale,
                  l.message,
                  l.internalNote,
                  l.emailStatus,
                  l.submissionId,
                ]),
              )
              .join(''),
          ),
        )
      } catch (err) {
        logger('admin').error({ err }, 'CSV export failed')
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
