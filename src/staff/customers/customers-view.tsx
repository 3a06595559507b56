import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import type { CustomerListItem } from '@/server/customers/customers'
import { NewestFirstPager } from '@/staff/shared/pager'
import { TableHead } from '@/staff/shared/table-head'

/**
 * The customer records (docs/decisions/104-customer-matching.md), by name, 30 a page: a search over the record's
 * name (a company's or a person's) and its contacts' names, e-mail addresses and phone lines (however typed). A merged
 * record is not listed; its page is reached from the record it went into.
 */
export function CustomersView({
  customers,
  total,
  page,
  pageCount,
  q,
}: {
  customers: CustomerListItem[]
  total: number
  page: number
  pageCount: number
  q: string
}) {
  const href = (p: number) => {
    const query = new URLSearchParams()
    if (q) query.set('q', q)
    if (p > 1) query.set('page', String(p))
    const qs = query.toString()
    return qs ? `/admin/customers?${qs}` : '/admin/customers'
  }
  const counted = total === 1 ? '1 record' : `${total.toLocaleString('en')} records`
  return (
    <main className="container-content grid gap-6 py-8 md:py-10">
      <h1 className="text-2xl font-semibold text-navy-900">Customers</h1>
      <form method="get" action="/admin/customers" role="search" className="flex flex-wrap items-end gap-2">
        <label htmlFor="customers-q" className="sr-only">
          Search customers
        </label>
        <Input
          id="customers-q"
          name="q"
          defaultValue={q}
          maxLength={120}
          placeholder="Name, company, e-mail or phone"
          className="max-w-sm"
        />
        <Button type="submit" variant="outline" size="sm">
          Search
        </Button>
        {q ? (
          <Link href="/admin/customers" className="self-center text-sm text-navy-700 underline">
            Show all
          </Link>
        ) : null}
      </form>
      <p className="text-sm text-slate-600" role="status">
        {q ? `${counted} for “${q}”` : counted}
      </p>
      {customers.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="customers-table">
            <TableHead columns={['Name', 'Kind', 'Contacts']} />
            <tbody>
              {customers.map((c) => (
                <tr key={c.id} className="border-t border-slate-200 align-top">
                  <td className="px-4 py-3">
                    <Link href={`/admin/customers/${c.id}`} className="font-medium text-navy-700 underline">
                      {c.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{c.kind === 'company' ? 'Company' : 'Person'}</td>
                  <td className="px-4 py-3">
                    <ul className="grid gap-1">
                      {c.contacts.map((x) => (
                        <li key={x.id}>
                          {[x.name, x.email].filter(Boolean).join(' · ')}
                          {x.phone ? (
                            <span dir="ltr" className="ms-1 text-slate-700">
                              {x.name || x.email ? '· ' : ''}
                              {x.phone}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {q
            ? 'No record matches. Try part of a name, a whole e-mail address or the phone number.'
            : 'No customer records yet: they are made from leads, service requests and unit imports.'}
        </p>
      )}
      <NewestFirstPager
        page={page}
        pageCount={pageCount}
        summary={counted}
        hrefFor={href}
        labels={['Previous', 'Next']}
      />
    </main>
  )
}
