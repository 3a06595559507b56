import { Link } from '@/components/ui/link'
import { BackLink } from '@/staff/shared/back-link'
import { cn } from '@/lib/cn-merge'
import type { FiguresOwner, FiguresRow, LeadFigures } from '@/server/sales/lead-figures'
import { TableHead } from '@/staff/shared/table-head'

const TAB = '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap'
const TAB_STATE = {
  on: 'border-accent-500 text-navy-900',
  off: 'border-transparent text-slate-600 hover:text-navy-900',
}
const COLUMNS = ['New leads', 'Per week', 'Median first reply', 'Within promise', 'Quotes sent', 'Quotes won']
const CELL = 'px-3 py-2 text-end tabular whitespace-nowrap'

/** "23 h", "1 h 30 min", "45 min": a median reply time in the clock's hours. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '-'
  const minutes = Math.round(ms / 60_000)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`
}

/** One decimal; a rate under 0.1 a week that is not zero reads "<0.1", not "0.0". */
function formatRate(perWeek: number): string {
  if (perWeek === 0) return '0'
  return perWeek < 0.05 ? '<0.1' : perWeek.toFixed(1)
}

function formatShare(row: FiguresRow): string {
  if (row.share === null) return '-'
  return `${Math.round(row.share * 100)}% (${row.withinPromise} of ${row.judged})`
}

export function figuresHref(owner: FiguresOwner): string {
  return owner === undefined ? '/admin/leads/figures' : `/admin/leads/figures?owner=${owner}`
}

function FiguresTable({
  caption,
  rows,
  total,
  first,
}: {
  caption: string
  rows: FiguresRow[]
  total?: FiguresRow
  first: string
}) {
  const cells = (row: FiguresRow) => (
    <>
      <td className={CELL}>{row.newLeads}</td>
      <td className={CELL}>{formatRate(row.perWeek)}</td>
      <td className={CELL}>{formatDuration(row.medianReplyMs)}</td>
      <td className={CELL}>{formatShare(row)}</td>
      <td className={CELL}>{row.quotesSent}</td>
      <td className={CELL}>{row.quotesWon}</td>
    </>
  )
  return (
    // Scrolls sideways on phones (Chromium lets the keyboard scroll it); the page itself never does.
    <div className="mt-3 overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={[first, ...COLUMNS]} endFrom={1} />
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap text-slate-900">
                {row.label}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-start">
                Twelve months
              </th>
              {cells(total)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}

/**
 * New leads and quotations won per month as bars. Decoration over the table, which holds the same numbers: hidden
 * from assistive technology, and plain CSS (no chart library; decision 053), so it fits any width.
 */
function MonthBars({ months }: { months: FiguresRow[] }) {
  const max = Math.max(1, ...months.map((m) => m.newLeads))
  return (
    <div
      aria-hidden="true"
      className="mt-3 rounded-card border border-slate-200 bg-white p-4"
      data-testid="figures-chart"
    >
      <div className="flex h-32 items-end gap-1 sm:gap-2">
        {months.map((m) => (
          <div key={m.key} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[0.65rem] text-slate-600 tabular">{m.newLeads}</span>
            <div
              className="relative w-full max-w-10 rounded-t bg-navy-600"
              style={{ height: `${(m.newLeads / max) * 100}%`, minHeight: m.newLeads > 0 ? 2 : 0 }}
            >
              {m.quotesWon > 0 && (
                <div
                  className="absolute inset-x-0 bottom-0 rounded-t bg-accent-500"
                  style={{ height: `${Math.min(100, (m.quotesWon / Math.max(1, m.newLeads)) * 100)}%` }}
                />
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1 border-t border-slate-200 pt-1 sm:gap-2">
        {months.map((m) => (
          <span key={m.key} className="min-w-0 flex-1 text-center text-[0.65rem] text-slate-600">
            {m.label.slice(0, 3)}
          </span>
        ))}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-navy-600" /> New leads
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-accent-500" /> Quotations won
        </span>
      </p>
    </div>
  )
}

/** The leads' figures (decision 053): by month for everyone or one owner, and by owner. */
export function FiguresView({
  figures,
  owner,
  owners,
}: {
  figures: LeadFigures
  owner: FiguresOwner
  owners: { id: number; displayName: string }[]
}) {
  const hours = figures.mode === 'business' ? 'business hours (Saturday to Thursday, 8:00–17:00)' : 'plain hours'
  const empty = figures.total.newLeads === 0 && figures.total.quotesSent === 0 && figures.total.quotesWon === 0
  const filters: { key: FiguresOwner; label: string }[] = [
    { key: undefined, label: 'Everyone' },
    ...owners.map((o) => ({ key: o.id, label: o.displayName })),
    { key: 'none', label: 'Unassigned' },
  ]
  const current = filters.find((f) => f.key === owner)?.label ?? 'Everyone'
  return (
    <main className="container-content py-8 md:py-10">
      <BackLink href="/admin/leads">All leads</BackLink>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-navy-900">Lead figures</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The last twelve months by month of arrival, Afghanistan time. Reply times count in {hours}, as the reply clock
        does; the promise is {figures.promiseHours} hours. &ldquo;Within promise&rdquo; counts the leads answered in
        time among those answered or already past their deadline.
      </p>

      <nav aria-label="Figures for" className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200">
        {filters.map((f) => (
          <Link
            key={String(f.key)}
            href={figuresHref(f.key)}
            aria-current={f.key === owner ? 'page' : undefined}
            className={cn(TAB, f.key === owner ? TAB_STATE.on : TAB_STATE.off)}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      {empty ? (
        <p className="mt-8 rounded-card border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No leads or quotations in the last twelve months{owner === undefined ? '' : ` for ${current}`}.
        </p>
      ) : (
        <>
          <section aria-labelledby="by-month" className="mt-6">
            <h2 id="by-month" className="text-lg font-semibold text-navy-900">
              By month{owner === undefined ? '' : `: ${current}`}
            </h2>
            <MonthBars months={figures.months} />
            <FiguresTable
              caption={`Figures by month, ${current}`}
              rows={figures.months}
              total={figures.total}
              first="Month"
            />
          </section>
          {owner === undefined && (
            <section aria-labelledby="by-owner" className="mt-8">
              <h2 id="by-owner" className="text-lg font-semibold text-navy-900">
                By owner
              </h2>
              <FiguresTable caption="Figures by owner, twelve months" rows={figures.owners} first="Owner" />
            </section>
          )}
        </>
      )}
    </main>
  )
}
