import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { formatAft } from '@/staff/shared/format'
import { undoMergeAction } from './actions'
import { CustomerForm } from './customer-form'
import type { loadCustomer } from './load'
import { MergeButton } from './merge-button'

type Data = Awaited<ReturnType<typeof loadCustomer>>

const card = 'rounded-lg border border-slate-200 bg-white p-5'
const h2 = 'mb-3 text-lg font-semibold text-navy-900'
const FLASH = {
  error: 'border-danger-600 bg-danger-50 text-danger-700',
  done: 'border-emerald-600 bg-emerald-50 text-emerald-900',
}

/**
 * One customer record (docs/decisions/103-customers-concern.md, 104): its contacts, the timeline of its leads,
 * quotations, service requests, units and certificates (the parts the viewer's role opens), the records that look like
 * duplicates with a merge for each, and, for a merged record, where it went and the undo.
 */
export function CustomerView({
  data,
  flash,
}: {
  data: Data
  flash: { kind: 'done' | 'error'; message: string } | undefined
}) {
  const { customer: c, mergedInto, timeline, duplicates, sees } = data
  const opens = [sees.sales ? 'leads and quotations' : '', sees.service ? 'service requests, units, certificates' : '']
  return (
    <main className="container-content grid gap-6 py-8 md:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-navy-900">{c.name}</h1>
        <p className="text-sm text-slate-700">
          {c.kind === 'company' ? 'Company' : 'Person'} · record since {formatAft(c.createdAt)}
        </p>
      </div>
      {flash ? (
        <p
          role={flash.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg border p-3 text-sm ${FLASH[flash.kind]}`}
        >
          {flash.message}
        </p>
      ) : null}
      {mergedInto ? (
        <section className={card} aria-labelledby="customer-merged">
          <h2 id="customer-merged" className={h2}>
            Merged
          </h2>
          <p className="text-sm text-slate-700">
            This record was merged into{' '}
            <Link href={`/admin/customers/${mergedInto.id}`} className="font-medium text-navy-700 underline">
              {mergedInto.name}
            </Link>
            .
          </p>
          <form action={undoMergeAction} className="mt-3">
            <input type="hidden" name="id" value={c.id} />
            <Button type="submit" variant="outline" size="sm">
              Undo the merge
            </Button>
          </form>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <section className={card} aria-labelledby="customer-timeline">
          <h2 id="customer-timeline" className={h2}>
            Timeline
          </h2>
          <p className="mb-3 text-xs text-slate-600">Shows {opens.filter(Boolean).join(' and ')}.</p>
          {timeline.length === 0 ? <p className="text-sm text-slate-700">Nothing linked to this record yet.</p> : null}
          <ol className="grid gap-3 text-sm" data-testid="customer-timeline">
            {timeline.map((e) => (
              <li key={e.key} className="border-s-2 border-slate-300 ps-3">
                <p className="font-medium text-navy-900">
                  {e.kind}:{' '}
                  {e.href ? (
                    <Link href={e.href} className="text-navy-700 underline">
                      {e.label}
                    </Link>
                  ) : (
                    e.label
                  )}
                </p>
                <p className="text-slate-600">{formatAft(e.at)}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="grid content-start gap-6">
          <section className={card} aria-labelledby="customer-contacts">
            <h2 id="customer-contacts" className={h2}>
              Contacts
            </h2>
            <ul className="grid gap-2 text-sm">
              {c.contacts.map((x) => (
                <li key={x.id}>
                  <span className="font-medium">{x.name || 'No name'}</span>
                  {x.email ? <span className="block">{x.email}</span> : null}
                  {x.phone ? (
                    <span className="block" dir="ltr">
                      {x.phone}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {c.notes ? <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{c.notes}</p> : null}
            {!mergedInto ? (
              <details className="mt-4 border-t border-slate-200 pt-3">
                <summary className="cursor-pointer text-sm font-medium text-navy-700 underline">
                  Edit the record and its contacts
                </summary>
                <div className="mt-3">
                  <CustomerForm customer={c} />
                </div>
              </details>
            ) : null}
          </section>
          {!mergedInto ? (
            <section className={card} aria-labelledby="customer-duplicates">
              <h2 id="customer-duplicates" className={h2}>
                Possible duplicates
              </h2>
              {duplicates.length === 0 ? (
                <p className="text-sm text-slate-700">No other record shares an e-mail address or phone line.</p>
              ) : (
                <ul className="grid gap-3 text-sm" data-testid="customer-duplicates">
                  {duplicates.map((d) => (
                    <li key={d.id} className="grid gap-1">
                      <Link href={`/admin/customers/${d.id}`} className="font-medium text-navy-700 underline">
                        {d.name}
                      </Link>
                      <span className="text-slate-600">Same {d.by.join(' and ')}</span>
                      <MergeButton keep={{ id: c.id, name: c.name }} drop={{ id: d.id, name: d.name }} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </main>
  )
}
