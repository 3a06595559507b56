import { PageHero } from '@/components/site/page-hero'
import { messages } from '@/content/messages'
import { formatDualDate } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import type { CertificateVerification } from '@/server/service/certificates'

const LIST =
  'grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-card border border-slate-200 bg-white p-6 text-sm shadow-sm'

/**
 * A calibration certificate's public verification page (docs/decisions/102-certificates.md): what its QR code opens,
 * the essentials and the SHA-256 of the PDF as issued, so whoever was handed the file can check it is genuine.
 */
export function CertificateView({
  locale,
  siteUrl,
  company,
  certificate,
}: {
  locale: Locale
  siteUrl: string
  company: string
  certificate: CertificateVerification
}) {
  const { certificateVerify: t, sharedLabels } = messages(locale)
  const c = certificate
  const title = t.title(c.number)
  return (
    <>
      <PageHero
        locale={locale}
        title={title}
        intro={t.genuine(company, formatDualDate(c.issuedAt, locale))}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: title }]}
        siteUrl={siteUrl}
        currentPath={routes.service}
      />
      <section className="bg-slate-50 py-10 md:py-14">
        <div className="container-content max-w-2xl">
          <dl className={LIST} data-testid="certificate">
            <dt className="text-slate-600">{t.instrument}</dt>
            <dd className="text-navy-900">{c.model}</dd>
            <dt className="text-slate-600">{t.serial}</dt>
            <dd className="text-navy-900" dir="ltr">
              {c.serial}
            </dd>
            <dt className="text-slate-600">{t.customer}</dt>
            <dd className="text-navy-900">{c.customer}</dd>
            <dt className="text-slate-600">{t.calibratedOn}</dt>
            <dd className="text-navy-900">{formatDualDate(c.calibratedOn, locale)}</dd>
            <dt className="text-slate-600">{t.nextDue}</dt>
            <dd className="text-navy-900">{formatDualDate(c.nextDue, locale)}</dd>
            <dt className="text-slate-600">{t.result}</dt>
            <dd className="font-medium text-navy-900">{c.passed ? t.passed : t.failed}</dd>
            <dt className="text-slate-600">{t.sha256}</dt>
            <dd className="font-mono text-xs break-all text-navy-900" dir="ltr" data-testid="certificate-sha256">
              {c.sha256}
            </dd>
          </dl>
          <p className="mt-3 text-sm text-slate-600">{t.sha256Hint}</p>
        </div>
      </section>
    </>
  )
}
