import { answerRepairQuotationAction } from '@/actions/service'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { messages } from '@/content/messages'
import { formatDualDate } from '@/lib/i18n/format'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { certificateHref, routes, serviceStatusHref } from '@/lib/routes'
import type { StatusView } from '@/server/service/status-view'

const card = 'rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
const h2 = 'mb-3 text-lg font-semibold text-navy-900'

/**
 * A request's private status page (docs/service-desk.md): what was sent in, the status now with what it means, the
 * office to collect it from when it is ready, the repair quotation to approve or decline, the certificates, and the
 * history with dates in Solar Hijri and Gregorian.
 */
export function ServiceStatusView({
  locale,
  siteUrl,
  token,
  view,
  fresh,
  answered,
}: {
  locale: Locale
  siteUrl: string
  token: string
  view: StatusView
  fresh: boolean
  answered: 'accepted' | 'declined' | 'gone' | undefined
}) {
  const { serviceStatusPage: t, serviceStatusNames: names, serviceForm, sharedLabels } = messages(locale)
  const { request, history, office, warranty, quotation, certificates } = view
  const base = localizeHref(serviceStatusHref(token), locale)
  // While the repair quotation is withdrawn the request still is in "quotation sent"; the card says what is true.
  const now = view.withdrawn ? t.withdrawnStatus : names[request.status]
  const collect = request.status === 'ready' || request.status === 'returned-unrepaired'
  const answerable = quotation?.status === 'sent'
  return (
    <>
      <PageHero
        locale={locale}
        title={t.title(request.number)}
        intro={t.received(formatDualDate(request.createdAt, locale))}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: t.title(request.number) }]}
        siteUrl={siteUrl}
        currentPath={routes.serviceStatus}
      />
      <section className="bg-slate-50 py-10 md:py-14">
        <div className="container-content grid max-w-3xl gap-6">
          {fresh ? (
            <div role="status" className="rounded-card border border-emerald-600 bg-emerald-50 p-5 text-emerald-900">
              <h2 className="font-semibold">{t.newTitle}</h2>
              <p className="mt-1 text-sm">{t.newText}</p>
              {!request.email ? <p className="mt-1 text-sm">{t.noEmail}</p> : null}
            </div>
          ) : null}
          {answered ? (
            <p role="status" className="rounded-card border border-slate-300 bg-white p-4 text-sm text-navy-900">
              {answered === 'accepted' ? t.approvedNotice : answered === 'declined' ? t.declinedNotice : t.answerGone}
            </p>
          ) : null}
          <div className={card}>
            <p className="text-sm text-slate-600">{t.now}</p>
            <p className="text-2xl font-semibold text-navy-900" data-testid="service-status">
              {now.title}
            </p>
            <p className="mt-1 text-sm text-slate-700">{now.description}</p>
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t.instrument}</dt>
              <dd className="text-navy-900">{request.productName}</dd>
              <dt className="text-slate-600">{t.serial}</dt>
              <dd className="text-navy-900" dir="ltr">
                {request.serial}
              </dd>
              <dt className="text-slate-600">{t.service}</dt>
              <dd className="text-navy-900">{serviceForm.kinds[request.kind]}</dd>
            </dl>
            {warranty ? (
              <p className="mt-3 text-sm font-medium text-navy-900">
                {(warranty.covered ? t.warranty : t.warrantyEnded)(formatDualDate(warranty.until, locale))}
              </p>
            ) : null}
            <p className="mt-4">
              <a href={`${base}/slip.pdf`} className="font-medium text-navy-700 underline">
                {t.slip}
              </a>
              <span className="block text-sm text-slate-600">{t.slipHint}</span>
            </p>
          </div>
          {collect ? (
            <div className={card}>
              <h2 className={h2}>{office ? t.officeTitle : t.pickupTitle}</h2>
              {office ? (
                <>
                  <p className="font-medium text-navy-900">{office.name}</p>
                  <p className="text-sm text-slate-700">{office.addressLines.join(', ')}</p>
                  <p className="mt-2 text-sm text-slate-700">
                    {t.hours}: {office.hours}
                  </p>
                  <p className="mt-2 text-sm text-slate-700">{t.bring}</p>
                </>
              ) : (
                <p className="text-sm text-slate-700">{t.pickupText}</p>
              )}
            </div>
          ) : null}
          {quotation ? (
            <div className={card}>
              <h2 className={h2}>{t.quotationTitle(quotation.number)}</h2>
              {quotation.status === 'revoked' ? (
                <p className="text-sm" data-testid="quotation-withdrawn">
                  {t.withdrawnNotice}
                </p>
              ) : (
                <>
                  <p className="text-sm text-slate-700">
                    {t.quotationValid(formatDualDate(quotation.values.validUntil, locale))}
                  </p>
                  <p className="mt-2">
                    <a
                      href={`${base}/documents/quotation-${quotation.id}.pdf`}
                      className="font-medium text-navy-700 underline"
                    >
                      {t.quotationPdf}
                    </a>
                  </p>
                </>
              )}
              {quotation.status === 'accepted' ? <p className="mt-2 text-sm">{t.approvedNotice}</p> : null}
              {quotation.status === 'declined' ? <p className="mt-2 text-sm">{t.declinedNotice}</p> : null}
              {answerable ? (
                <form action={answerRepairQuotationAction} className="mt-4 grid gap-3 sm:grid-cols-2">
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="quotation" value={quotation.id} />
                  <input type="hidden" name="locale" value={locale} />
                  <div>
                    <Button type="submit" name="answer" value="accepted" className="w-full">
                      {t.approve}
                    </Button>
                    <p className="mt-1 text-xs text-slate-600">{t.approveHint}</p>
                  </div>
                  <div>
                    <Button type="submit" name="answer" value="declined" variant="outline" className="w-full">
                      {t.decline}
                    </Button>
                    <p className="mt-1 text-xs text-slate-600">{t.declineHint}</p>
                  </div>
                </form>
              ) : null}
            </div>
          ) : null}
          {certificates.length > 0 ? (
            <div className={card}>
              <h2 className={h2}>{t.certificatesTitle}</h2>
              <ul className="grid gap-2 text-sm">
                {certificates.map((c) => (
                  <li key={c.id}>
                    <a
                      href={`${base}/documents/certificate-${c.id}.pdf`}
                      className="font-medium text-navy-700 underline"
                    >
                      {t.certificatePdf(c.number)}
                    </a>{' '}
                    ·{' '}
                    <a href={localizeHref(certificateHref(c.code), locale)} className="text-navy-700 underline">
                      {t.certificateVerify}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={card}>
            <h2 className={h2}>{t.historyTitle}</h2>
            <ol className="grid gap-3" data-testid="service-history">
              {history.map((e) =>
                e.status ? (
                  <li key={e.id} className="border-s-2 border-navy-600 ps-3">
                    <p className="font-medium text-navy-900">{names[e.status].title}</p>
                    <p className="text-sm text-slate-600">{formatDualDate(e.at, locale)}</p>
                  </li>
                ) : null,
              )}
            </ol>
          </div>
        </div>
      </section>
    </>
  )
}
