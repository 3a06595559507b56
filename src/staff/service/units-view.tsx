import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import type { UnitDetail } from '@/server/service/units'
import { NewestFirstPager } from '@/staff/shared/pager'
import { TableHead } from '@/staff/shared/table-head'
import { UnitForm } from './unit-form'
import { UnitsImport } from './units-import'

/** The serial registry (docs/service-desk.md): record a unit sold, search and page through the units. */
export function UnitsView({
  units,
  total,
  page,
  pageCount,
  q,
  products,
}: {
  units: UnitDetail[]
  total: number
  page: number
  pageCount: number
  q: string
  products: { id: number; name: string }[]
}) {
  const href = (p: number) => {
    const query = new URLSearchParams()
    if (q) query.set('q', q)
    if (p > 1) query.set('page', String(p))
    const qs = query.toString()
    return qs ? `/admin/service/units?${qs}` : '/admin/service/units'
  }
  return (
    <main className="container-content grid gap-6 py-8 md:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-navy-900">Units sold</h1>
        <Link href="/admin/service" className="text-sm text-navy-700 underline">
          Service desk
        </Link>
      </div>
      <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="unit-new">
        <h2 id="unit-new" className="mb-3 text-lg font-semibold text-navy-900">
          Record a unit
        </h2>
        <UnitForm products={products} />
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="unit-import">
        <h2 id="unit-import" className="mb-3 text-lg font-semibold text-navy-900">
          Import units from a CSV file
        </h2>
        <UnitsImport />
      </section>
      <form method="get" action="/admin/service/units" role="search" className="flex items-end gap-2">
        <label htmlFor="units-q" className="sr-only">
          Search units
        </label>
        <Input id="units-q" name="q" defaultValue={q} placeholder="Serial, product or customer" className="max-w-sm" />
        <Button type="submit" variant="outline" size="sm">
          Search
        </Button>
      </form>
      <p className="text-sm text-slate-600" role="status">
        {total === 1 ? '1 unit' : `${total.toLocaleString('en')} units`}
      </p>
      {units.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <TableHead columns={['Serial', 'Product', 'Customer', 'Sold', 'Warranty until']} />
            <tbody>
              {units.map((u) => (
                <tr key={u.id} className="border-t border-slate-200">
                  <td className="px-4 py-3 font-medium">{u.serial}</td>
                  <td className="px-4 py-3">{u.productName}</td>
                  <td className="px-4 py-3">{u.customerName ?? '-'}</td>
                  <td className="px-4 py-3">{u.saleDate}</td>
                  <td className="px-4 py-3">{u.warrantyUntil ?? 'No warranty'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <NewestFirstPager page={page} pageCount={pageCount} summary={`${total} units`} hrefFor={href} />
    </main>
  )
}
