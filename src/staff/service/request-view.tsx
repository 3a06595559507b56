import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { SERVICE_STATUS_LABELS } from '@/lib/service/flow'
import { SERVICE_NOTE_MAX } from '@/server/service/desk'
import { BackLink } from '@/staff/shared/back-link'
import { formatAft } from '@/staff/shared/format'
import { addServiceNoteAction, assignServiceAction, moveServiceStatus } from './actions'
import type { loadServiceRequest } from './load'
import { CertificatePanel } from './certificate-panel'
import { CustomerMatchPanel } from '@/staff/customers/match-panel'
import { linkRequestCustomerAction, newCustomerFromRequestAction } from './customer-actions'
import { ReissueLink } from './reissue-link'
import { RepairQuotationPanel } from './repair-quotation-panel'

type Detail = Awaited<ReturnType<typeof loadServiceRequest>>

const FLASH_ERROR = 'border-danger-600 bg-danger-50 text-danger-700'
const FLASH_DONE = 'border-emerald-600 bg-emerald-50 text-emerald-900'
const card = 'rounded-lg border border-slate-200 bg-white p-5'
const h2 = 'mb-3 text-lg font-semibold text-navy-900'

/**
 * A service request for staff (docs/service-desk.md): what the customer sent, the buttons for the moves allowed next
 * (each a form post), the technician, internal notes, photos, the WhatsApp message of the current notice, and the
 * history with every note.
 */
export function ServiceRequestView({
  data,
  flash,
}: {
  data: Detail
  flash: { kind: 'done' | 'error'; message: string } | undefined
}) {
  const { request: r, history, photos, technicians, next, whatsapp, warranty, due, overdue } = data
  return (
    <main className="container-content grid gap-6 py-8 md:py-10">
      <BackLink href="/admin/service">Service desk</BackLink>
      <div>
        <h1 className="text-2xl font-semibold text-navy-900">
          {r.number} · {r.productName}
        </h1>
        <p className="text-sm text-slate-700" data-testid="staff-service-status">
          {SERVICE_STATUS_LABELS[r.status]} since {formatAft(r.statusChangedAt)}
          {due ? ` · due ${formatAft(due)}` : ''}
          {overdue ? ' · overdue' : ''}
        </p>
      </div>
      {flash ? (
        <p
          role={flash.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg border p-3 text-sm ${flash.kind === 'error' ? FLASH_ERROR : FLASH_DONE}`}
        >
          {flash.message}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <section className={card} aria-labelledby="svc-next">
            <h2 id="svc-next" className={h2}>
              Next step
            </h2>
            {/* "Quotation sent" moves by the customer's answer, or by a new revision sent in its place; once its
                quotation is withdrawn, also back to the customer unrepaired if they want no new one. */}
            {data.withdrawn ? (
              <p className="mb-3 text-sm text-slate-700" data-testid="service-next-step">
                The repair quotation was withdrawn: the customer is told a new one is coming. Send a new revision from
                the repair quotation below; the request stays here until the customer answers it. If the customer wants
                no new quotation, return the instrument unrepaired.
              </p>
            ) : next.length === 0 ? (
              <p className="text-sm text-slate-700" data-testid="service-next-step">
                {r.status === 'quotation-sent'
                  ? "Waiting for the customer's answer to the repair quotation; a new revision can be sent instead."
                  : 'Closed: nothing more happens to it.'}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {next.map((s) => (
                <form key={s} action={moveServiceStatus}>
                  <input type="hidden" name="id" value={r.id} />
                  <input type="hidden" name="status" value={s} />
                  <Button type="submit" variant={s === 'returned-unrepaired' ? 'outline' : 'default'} size="sm">
                    {SERVICE_STATUS_LABELS[s]}
                  </Button>
                </form>
              ))}
            </div>
            {r.status === 'diagnosing' ? (
              <p className="mt-3 text-sm text-slate-600">
                A repair that needs the customer&apos;s approval goes through a repair quotation first.
              </p>
            ) : null}
          </section>
          <RepairQuotationPanel requestId={r.id} status={r.status} quotations={data.quotations} />
          <CertificatePanel request={r} certificates={data.certificates} today={data.today} />
          <section className={card} aria-labelledby="svc-details">
            <h2 id="svc-details" className={h2}>
              Request
            </h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Service</dt>
              <dd>{r.kind === 'calibration' ? 'Calibration' : 'Repair'}</dd>
              <dt className="text-slate-600">Serial</dt>
              <dd>{r.serial}</dd>
              <dt className="text-slate-600">Warranty</dt>
              <dd>
                {warranty
                  ? `${warranty.covered ? 'Under warranty' : 'Ended'} (until ${warranty.until})`
                  : 'No registered unit'}
              </dd>
              <dt className="text-slate-600">Fault</dt>
              <dd className="whitespace-pre-line">{r.fault || '-'}</dd>
              <dt className="text-slate-600">Bought</dt>
              <dd>{[r.purchaseDate, r.purchasePlace].filter(Boolean).join(', ') || '-'}</dd>
              <dt className="text-slate-600">Drop-off</dt>
              <dd>{r.pickup ? `Pickup: ${r.pickupAddress}` : data.officeName}</dd>
              <dt className="text-slate-600">Customer</dt>
              <dd>{r.name}</dd>
              <dt className="text-slate-600">Phone</dt>
              <dd dir="ltr" className="text-start">
                {r.phone}
              </dd>
              <dt className="text-slate-600">E-mail</dt>
              <dd>{r.email ?? 'none: no e-mail notices'}</dd>
              <dt className="text-slate-600">Language</dt>
              <dd>{r.locale === 'fa' ? 'Dari' : r.locale === 'ps' ? 'Pashto' : 'English'}</dd>
            </dl>
          </section>
          {photos.length > 0 ? (
            <section className={card} aria-labelledby="svc-photos">
              <h2 id="svc-photos" className={h2}>
                Photos
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {photos.map((p) => (
                  <li key={p.id}>
                    <a href={`/api/admin/service/photos/${p.id}`}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- private, behind the staff check */}
                      <img
                        src={`/api/admin/service/photos/${p.id}`}
                        alt={`${r.number}, sent by the customer (${p.position + 1} of ${photos.length})`}
                        width={p.width}
                        height={p.height}
                        className="h-auto w-full rounded border border-slate-200"
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={card} aria-labelledby="svc-history">
            <h2 id="svc-history" className={h2}>
              History
            </h2>
            <ol className="grid gap-3 text-sm">
              {history.map((e) => (
                <li key={e.id} className="border-s-2 border-slate-300 ps-3">
                  <p className="font-medium text-navy-900">
                    {e.kind === 'status' && e.status ? SERVICE_STATUS_LABELS[e.status] : 'Note'}
                  </p>
                  {e.note ? <p className="whitespace-pre-line text-slate-800">{e.note}</p> : null}
                  <p className="text-slate-600">
                    {e.actorName} · {formatAft(e.at)}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="grid content-start gap-6">
          <section className={card} aria-labelledby="svc-assign">
            <h2 id="svc-assign" className={h2}>
              Technician
            </h2>
            <form action={assignServiceAction} className="flex items-end gap-2">
              <input type="hidden" name="id" value={r.id} />
              <label htmlFor="svc-assignee" className="sr-only">
                Technician
              </label>
              <Select id="svc-assignee" name="assignee" defaultValue={r.assigneeId ? String(r.assigneeId) : ''}>
                <option value="">Nobody</option>
                {technicians.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
              <Button type="submit" variant="outline" size="sm">
                Save
              </Button>
            </form>
          </section>
          <section className={card} aria-labelledby="svc-customer">
            <h2 id="svc-customer" className={h2}>
              Customer record
            </h2>
            <CustomerMatchPanel
              itemId={r.id}
              customer={data.customer}
              matches={data.customerMatches}
              link={linkRequestCustomerAction}
              create={newCustomerFromRequestAction}
              createLabel="New record from this request"
            />
          </section>
          <section className={card} aria-labelledby="svc-notify">
            <h2 id="svc-notify" className={h2}>
              Customer notice
            </h2>
            <p className="text-sm text-slate-700">
              {r.email ? 'Each change is e-mailed to the customer in their language.' : 'No e-mail address given.'}
            </p>
            {whatsapp ? (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-block font-medium text-navy-700 underline"
                data-testid="service-whatsapp"
              >
                Send the current notice on WhatsApp
              </a>
            ) : (
              <p className="mt-2 text-sm text-slate-600">The customer did not agree to WhatsApp messages.</p>
            )}
            <ReissueLink requestId={r.id} number={r.number} email={r.email} />
          </section>
          <section className={card} aria-labelledby="svc-note">
            <h2 id="svc-note" className={h2}>
              Internal note
            </h2>
            <form action={addServiceNoteAction} className="grid gap-2">
              <input type="hidden" name="id" value={r.id} />
              <label htmlFor="svc-note-text" className="sr-only">
                Internal note
              </label>
              <Textarea id="svc-note-text" name="note" maxLength={SERVICE_NOTE_MAX} rows={4} />
              <p className="text-xs text-slate-600">
                Only staff see notes; the customer&apos;s page shows statuses only.
              </p>
              <div>
                <Button type="submit" variant="outline" size="sm">
                  Add note
                </Button>
              </div>
            </form>
          </section>
        </div>
      </div>
    </main>
  )
}
