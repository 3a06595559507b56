import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { CustomerMatch } from '@/server/customers/matching'
import { linkRequestCustomerAction, newCustomerFromRequestAction } from './customer-actions'

/**
 * The request's customer record (decision 104): the record it belongs to, or the records that match its e-mail or
 * phone for staff to confirm, and a new record made from the request.
 */
export function CustomerPanel({
  requestId,
  customer,
  matches,
}: {
  requestId: number
  customer: { id: number; name: string } | undefined
  matches: CustomerMatch[]
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="svc-customer">
      <h2 id="svc-customer" className="mb-3 text-lg font-semibold text-navy-900">
        Customer record
      </h2>
      {customer ? (
        <Link href={`/admin/customers/${customer.id}`} className="font-medium text-navy-700 underline">
          {customer.name}
        </Link>
      ) : (
        <>
          {matches.length === 0 ? (
            <p className="text-sm text-slate-700">No record has this e-mail address or phone line.</p>
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="customer-matches">
              {matches.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-2">
                  <Link href={`/admin/customers/${m.id}`} className="font-medium text-navy-700 underline">
                    {m.name}
                  </Link>
                  <span className="text-slate-600">same {m.by.join(' and ')}</span>
                  <form action={linkRequestCustomerAction}>
                    <input type="hidden" name="id" value={requestId} />
                    <input type="hidden" name="customer" value={m.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Link<span className="sr-only"> to {m.name}</span>
                    </Button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          <form action={newCustomerFromRequestAction} className="mt-3">
            <input type="hidden" name="id" value={requestId} />
            <Button type="submit" variant="outline" size="sm">
              New record from this request
            </Button>
          </form>
        </>
      )}
    </section>
  )
}
