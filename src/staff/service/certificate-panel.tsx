import { Link } from '@/components/ui/link'
import { certificateHref } from '@/lib/routes'
import type { ServiceStatus } from '@/lib/service/flow'
import type { CertificateSummary } from '@/server/service/certificates'
import { formatAft } from '@/staff/shared/format'
import { CertificateForm } from './certificate-form'

const LANGUAGES: Record<string, string> = { en: 'English', fa: 'Dari', ps: 'Pashto' }

/** A year after a Kabul date, as the default next calibration ("2026-12-06" → "2027-12-06"). */
const yearAfter = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`

/**
 * The request's calibration certificates (docs/decisions/102-certificates.md): each as issued, with its result, the
 * SHA-256 of its PDF, the PDF and its public verification page; and, while the instrument is on the calibration
 * bench, the form that issues one.
 */
export function CertificatePanel({
  request,
  certificates,
  today,
}: {
  request: { id: number; status: ServiceStatus; productName: string; serial: string; locale: string }
  certificates: CertificateSummary[]
  today: string
}) {
  if (certificates.length === 0 && request.status !== 'calibrating') return null
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="svc-certificates">
      <h2 id="svc-certificates" className="mb-3 text-lg font-semibold text-navy-900">
        Calibration certificates
      </h2>
      {certificates.length > 0 ? (
        <ul className="grid gap-3 text-sm" data-testid="certificates">
          {certificates.map((c) => (
            <li key={c.id} className="border-s-2 border-slate-300 ps-3">
              <p className="font-medium text-navy-900">
                {c.number} · {c.passed ? 'Pass' : 'Fail'} · {LANGUAGES[c.language] ?? c.language} · issued{' '}
                {formatAft(c.issuedAt)} by {c.issuedByName}
              </p>
              <p className="font-mono text-xs break-all text-slate-700">SHA-256 {c.sha256}</p>
              <p className="flex flex-wrap gap-x-4">
                <a href={`/api/admin/service/certificates/${c.id}`} className="text-navy-700 underline">
                  PDF as issued<span className="sr-only"> ({c.number})</span>
                </a>
                <Link href={certificateHref(c.code)} className="text-navy-700 underline">
                  Verification page<span className="sr-only"> ({c.number})</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {request.status === 'calibrating' ? (
        <div className={certificates.length > 0 ? 'mt-5' : undefined}>
          <p className="mb-3 text-sm text-slate-700">
            Issued once and kept as issued: a correction is a new certificate with a new number.
          </p>
          <CertificateForm
            requestId={request.id}
            model={request.productName}
            serial={request.serial}
            language={request.locale}
            today={today}
            nextYear={yearAfter(today)}
          />
        </div>
      ) : null}
    </section>
  )
}
