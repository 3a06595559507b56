import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { CustomerMatch } from '@/server/customers/matching'

/**
 * A lead's or a service request's customer record (docs/decisions/104-customer-matching.md): the record it belongs
 * to, or the records that match its e-mail or phone for staff to confirm, and a new record made from it. The
 * caller's section holds it; `link` and `create` are that desk's actions (each checks its own permission), posted
 * with the item's `id` (and the record's as `customer`).
 */
export function CustomerMatchPanel({
  itemId,
  customer,
  matches,
  link,
  create,
  createLabel,
}: {
  itemId: number
  customer: { id: number; name: string } | undefined
  matches: CustomerMatch[]
  link: (formData: FormData) => Promise<void>
  create: (formData: FormData) => Promise<void>
  /** "New record from this request". */
  createLabel: string
}) {
  if (customer)
    return (
      <Link href={`/admin/customers/${customer.id}`} className="font-medium text-navy-700 underline">
        {customer.name}
      </Link>
    )
  return (
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
              <form action={link}>
                <input type="hidden" name="id" value={itemId} />
                <input type="hidden" name="customer" value={m.id} />
                <Button type="submit" variant="outline" size="sm">
                  Link<span className="sr-only"> to {m.name}</span>
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form action={create} className="mt-3">
        <input type="hidden" name="id" value={itemId} />
        <Button type="submit" variant="outline" size="sm">
          {createLabel}
        </Button>
      </form>
    </>
  )
}
