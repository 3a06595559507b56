import { requireStaffApi } from '@/server/staff/auth'
import { jsonError } from '@/server/http/http'
import { figuresCsv, figuresToday, isTableId } from '@/staff/figures/model'
import { parseRange } from '@/staff/figures/range'

/**
 * GET /api/admin/figures/export?table=…&range=30d (or from=&to=): one table of the owner's figures as CSV, with the
 * same rows the page shows (all of them). Owners only.
 */
export async function GET(request: Request): Promise<Response> {
  const user = await requireStaffApi('figures')
  if (user instanceof Response) return user
  const params = Object.fromEntries(new URL(request.url).searchParams)
  if (!isTableId(params.table)) return jsonError(400, 'Name the table to export: ?table=pages, products, downloads…')
  const range = parseRange(params, figuresToday())
  if (range.error) return jsonError(400, range.error)
  return new Response(await figuresCsv(params.table, range), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="figures-${params.table}-${range.from}-to-${range.to}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
