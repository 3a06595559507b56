import { BackLink } from '@/staff/shared/back-link'
import { formatAft } from '@/staff/shared/format'
import { AssignmentForm, type AssignmentFormProps } from './assignment-form'

/** The owner's Assignment screen (decision 047), and today's digests in the outbox. */
export function AssignmentView({
  form,
  digests,
  day,
}: {
  form: AssignmentFormProps
  digests: { id: number; recipient: string; subject: string; body: string; status: string; created_at: string }[]
  day: string
}) {
  return (
    <main className="container-content max-w-3xl py-8 md:py-10">
      <BackLink href="/admin/leads">All leads</BackLink>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-navy-900">Lead assignment</h1>
      <p className="mt-1 text-sm text-slate-600">
        Who gets new leads, and how the reply promise is counted. Changes are recorded in the audit log.
      </p>
      <AssignmentForm {...form} />
      <section aria-labelledby="digests-heading" className="mt-8 rounded-card border border-slate-200 bg-white p-5">
        <h2 id="digests-heading" className="text-sm font-semibold text-navy-900">
          Today&apos;s digests ({day}, Afghanistan time)
        </h2>
        {digests.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">None yet: nobody has overdue follow-ups or late replies.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="digests">
            {digests.map((d) => (
              <li key={d.id} className="py-2">
                <span className="font-medium text-slate-900">{d.recipient}</span>: {d.subject}{' '}
                <span className="text-slate-600">
                  ({d.status}, queued {formatAft(d.created_at)})
                </span>
                {/* The leads it lists, as the e-mail does (also when no mail server is configured). */}
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs font-medium text-navy-700">What it lists</summary>
                  <pre className="mt-1 font-sans text-xs whitespace-pre-wrap text-slate-700">{d.body}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
