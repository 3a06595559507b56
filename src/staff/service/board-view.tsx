import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { Select } from '@/components/ui/select'
import { SERVICE_STATUS_LABELS, SERVICE_STATUSES } from '@/lib/service/flow'
import { BOARD_PAGE_SIZE } from '@/server/service/board'
import { formatAft } from '@/staff/shared/format'
import { NewestFirstPager } from '@/staff/shared/pager'
import { TableHead } from '@/staff/shared/table-head'
import { boardHref } from './board-query'
import type { loadBoard } from './load'

type Board = Awaited<ReturnType<typeof loadBoard>>

const TAB_ACTIVE = 'border-navy-800 bg-navy-800 text-white'
const TAB = 'border-slate-300 text-navy-900'
const label = 'flex flex-col gap-1 text-sm font-semibold text-slate-700'

/**
 * The service board (docs/service-desk.md): a tab per status with its count, the filters (a GET form: a filtered
 * board is a link to share), and the requests newest first, overdue ones marked.
 */
export function ServiceBoardView({ rows, total, page, counts, offices, technicians, families, filters }: Board) {
  const all = Object.values(counts).reduce((a, b) => a + b, 0)
  const tab = (href: string, text: string, active: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={active ? 'page' : undefined}
        className={`block rounded-full border px-3 py-1 text-sm ${active ? TAB_ACTIVE : TAB}`}
      >
        {text}
      </Link>
    </li>
  )
  return (
    <main className="container-content grid gap-6 py-8 md:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-navy-900">Service desk</h1>
        <Link href="/admin/service/units" className="text-sm text-navy-700 underline">
          Units sold
        </Link>
      </div>
      <nav aria-label="Statuses">
        <ul className="flex flex-wrap gap-2">
          {tab(boardHref({ ...filters, status: undefined }), `All (${all})`, !filters.status)}
          {SERVICE_STATUSES.map((s) =>
            tab(
              boardHref({ ...filters, status: s }),
              `${SERVICE_STATUS_LABELS[s]} (${counts[s]})`,
              filters.status === s,
            ),
          )}
        </ul>
      </nav>
      <form
        method="get"
        action="/admin/service"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-7"
      >
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label htmlFor="board-q" className={`${label} sm:col-span-2`}>
          Search
          <Input id="board-q" name="q" defaultValue={filters.q ?? ''} placeholder="Reference, serial, name or phone" />
        </label>
        <label htmlFor="board-office" className={label}>
          Office
          <Select id="board-office" name="office" defaultValue={filters.office ?? ''}>
            <option value="">Any</option>
            {offices.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
            <option value="pickup">Pickup</option>
          </Select>
        </label>
        <label htmlFor="board-assignee" className={label}>
          Technician
          <Select
            id="board-assignee"
            name="assignee"
            defaultValue={filters.assignee === undefined ? '' : String(filters.assignee)}
          >
            <option value="">Anyone</option>
            <option value="none">Nobody yet</option>
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor="board-category" className={label}>
          Product family
          <Select
            id="board-category"
            name="category"
            defaultValue={filters.category === undefined ? '' : String(filters.category)}
          >
            <option value="">Any</option>
            {families.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor="board-older" className={label}>
          Older than
          <Select
            id="board-older"
            name="older"
            defaultValue={filters.olderThanDays ? String(filters.olderThanDays) : ''}
          >
            <option value="">Any age</option>
            <option value="7">7 days</option>
            <option value="14">14 days</option>
            <option value="30">30 days</option>
          </Select>
        </label>
        <div className="flex items-end gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue} />
            Overdue only
          </label>
          <Button type="submit" size="sm">
            Filter
          </Button>
        </div>
      </form>
      <p className="text-sm text-slate-600" role="status">
        {total === 1 ? '1 request' : `${total.toLocaleString('en')} requests`}
      </p>
      {rows.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <TableHead columns={['Reference', 'Status', 'Instrument', 'Customer', 'Technician', 'Received']} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-200" data-testid="service-board-row">
                  <td className="px-4 py-3 font-medium">
                    <Link href={`/admin/service/${r.id}`} className="text-navy-700 underline">
                      {r.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    {SERVICE_STATUS_LABELS[r.status]}
                    {r.overdue ? (
                      <span className="ms-2 rounded bg-danger-50 px-1.5 text-xs font-semibold text-danger-700">
                        Overdue
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    {r.productName} <span className="text-slate-600">{r.serial}</span>
                  </td>
                  <td className="px-4 py-3">
                    {/* A Dari or Pashto name beside a number: each keeps its own direction. */}
                    <bdi>{r.name}</bdi>{' '}
                    <span className="text-slate-600" dir="ltr">
                      {r.phone}
                    </span>
                  </td>
                  <td className="px-4 py-3">{r.assigneeName ?? '-'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatAft(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">No requests match.</p>
      )}
      <NewestFirstPager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE))}
        summary={`${total} requests`}
        hrefFor={(p) => boardHref(filters, p)}
      />
    </main>
  )
}
