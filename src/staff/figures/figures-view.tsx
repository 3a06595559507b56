import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { cn } from '@/lib/cn-merge'
import { Link } from '@/components/ui/link'
import type { Totals } from '@/server/figures/read'
import { TableHead } from '@/staff/shared/table-head'
import { FiguresChart } from './figures-chart'
import type { FiguresModel, FiguresTable } from './model'
import { PRESETS, rangeQuery, type FiguresRange } from './range'

/** Rows a table shows on the page; its CSV file has them all. */
const SHOWN_ROWS = 20

const TOTALS: { key: keyof Totals; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'visits', label: 'Visits' },
  { key: 'views', label: 'Page views' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'searches', label: 'Searches' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'whatsapp', label: 'WhatsApp clicks' },
  { key: 'quoteAdds', label: 'Quote-list adds' },
  { key: 'comparisons', label: 'Comparisons opened' },
  { key: 'saveData', label: 'Views with data saver' },
]

const EMPTY = 'mt-3 rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600'
const CELL = 'px-2 py-2 sm:px-4'
const TAB = '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap'

export function figuresExportHref(table: string, range: FiguresRange): string {
  return `/api/admin/figures/export?table=${table}&${rangeQuery(range)}`
}

/** "+12% on the previous 30 days", "new", "no change". */
function change(now: number, before: number, days: number): string {
  if (before === 0) return now === 0 ? `none in the previous ${days} days either` : `none in the previous ${days} days`
  const pct = Math.round(((now - before) / before) * 100)
  if (pct === 0) return `as in the previous ${days} days`
  return `${pct > 0 ? '+' : ''}${pct}% on the previous ${days} days`
}

function Table({ table, language, range }: { table: FiguresTable; language: Locale; range: FiguresRange }) {
  const shown = table.id === 'days' ? table.rows : table.rows.slice(0, SHOWN_ROWS)
  const cell = (v: number | string) => (typeof v === 'number' ? formatNumber(v, language) : v)
  return (
    <>
      <div className="mt-3 rounded-card border border-slate-200 bg-white">
        <table className="w-full text-sm" data-testid={`figures-table-${table.id}`}>
          <caption className="sr-only">{table.title}</caption>
          <TableHead columns={table.columns} endFrom={1} compact />
          <tbody className="divide-y divide-slate-200">
            {shown.map((row, i) => (
              <tr key={`${row.label}-${i}`}>
                <th scope="row" className={cn(CELL, 'text-start font-medium wrap-anywhere text-slate-900')}>
                  {row.href ? (
                    <Link href={row.href} className="text-navy-700 underline-offset-4 hover:underline">
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </th>
                {row.values.map((v, j) => (
                  <td key={j} className={cn(CELL, 'text-end tabular')}>
                    {cell(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-600">
        {shown.length < table.rows.length && (
          <span>
            The {formatNumber(shown.length, language)} most counted of {formatNumber(table.rows.length, language)}.
          </span>
        )}
        <a href={figuresExportHref(table.id, range)} className="font-medium text-navy-700 underline underline-offset-4">
          Download as CSV<span className="sr-only">: {table.title}</span>
        </a>
      </p>
    </>
  )
}

/** The owner's figures (docs/figures.md): totals with the previous period, a chart by day, and the tables. */
export function FiguresView({
  model,
  range,
  language,
}: {
  model: FiguresModel
  range: FiguresRange
  language: Locale
}) {
  const { figures, tables } = model
  const days = figures.days.length
  const byId = new Map(tables.map((t) => [t.id, t]))
  const bots = figures.bots.agent + figures.bots.behaviour
  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Site figures</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        What visitors did on the public site, counted by the site itself: no cookie, no script, no other company. Days
        are Afghanistan&rsquo;s. Visitors are counted per day. Bots, and visitors who asked not to be tracked (Do Not
        Track, Global Privacy Control), are left out. What is counted is explained to visitors on the{' '}
        <Link href="/privacy" className="text-navy-700 underline underline-offset-4">
          privacy page
        </Link>
        .
      </p>

      <nav aria-label="Range" className="mt-6 flex flex-wrap gap-1 border-b border-slate-200">
        {PRESETS.map((p) => (
          <Link
            key={p.id}
            href={`/admin/figures?range=${p.id}`}
            aria-current={range.preset === p.id ? 'page' : undefined}
            className={cn(
              TAB,
              range.preset === p.id
                ? 'border-accent-500 text-navy-900'
                : 'border-transparent text-slate-600 hover:text-navy-900',
            )}
          >
            {p.label}
          </Link>
        ))}
      </nav>
      <form method="get" action="/admin/figures" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium text-slate-700">
          From
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            required
            className="mt-1 rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-700">
          To
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            required
            className="mt-1 rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
        <button
          type="submit"
          className="rounded bg-navy-700 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Show
        </button>
      </form>
      {range.error && (
        <p
          role="alert"
          className="mt-3 rounded border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          {range.error} Showing the last 30 days.
        </p>
      )}

      <section aria-labelledby="totals" className="mt-6">
        <h2 id="totals" className="text-lg font-semibold text-navy-900">
          {figures.from} to {figures.to}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="figures-totals">
          {TOTALS.map((t) => (
            <div key={t.key} className="rounded-card border border-slate-200 bg-white p-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-navy-900 tabular" data-testid={`total-${t.key}`}>
                {formatNumber(figures.totals[t.key], language)}
              </dd>
              <dd className="text-xs text-slate-600">{change(figures.totals[t.key], figures.previous[t.key], days)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-600" data-testid="figures-bots">
          Left out: {formatNumber(bots, language)} requests from bots and scripts.
        </p>
      </section>

      <section aria-labelledby="over-time" className="mt-8">
        <h2 id="over-time" className="text-lg font-semibold text-navy-900">
          Over time
        </h2>
        <FiguresChart days={figures.days} />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-navy-700">
            The chart&rsquo;s figures by day
          </summary>
          <Table table={byId.get('days')!} language={language} range={range} />
        </details>
      </section>

      {tables
        .filter((t) => t.id !== 'days')
        .map((table) => (
          <section key={table.id} aria-labelledby={`table-${table.id}`} className="mt-8">
            <h2 id={`table-${table.id}`} className="text-lg font-semibold text-navy-900">
              {table.title}
            </h2>
            {table.rows.length === 0 ? (
              <p className={EMPTY}>{table.empty}</p>
            ) : (
              <Table table={table} language={language} range={range} />
            )}
          </section>
        ))}
    </main>
  )
}
