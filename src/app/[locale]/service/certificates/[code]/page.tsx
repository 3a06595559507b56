import type { Metadata } from 'next'
import { connection } from 'next/server'

import { CertificateView } from '@/components/site/service/certificate-view'
import { messages } from '@/content/messages'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { verifyCertificate } from '@/server/service/certificates'
import { pageLocale } from '../../../_lib/locale'
import { logNotFoundAndExit } from '../../../_lib/not-found-log'

type Params = Promise<{ locale: string; code: string }>

// Reached by a QR code's random code: never indexed, never in the page cache (src/lib/page-routes.mjs).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: messages(locale).serviceMeta.certificateTitle, robots: { index: false, follow: false } }
}

/** `/service/certificates/{code}`: a calibration certificate's verification page (decision 102); 404 when unknown. */
export default async function CertificatePage({ params }: { params: Params }) {
  const locale = await pageLocale(params)
  await connection()
  const { code } = await params
  const [certificate, site] = await Promise.all([verifyCertificate(code), getLiveSiteConfig()])
  // An unknown code is a page that does not exist: the site's not-found page with a 404, so a checker (or a script)
  // cannot mistake it for a certificate.
  if (!certificate) return logNotFoundAndExit('No certificate with this code.')
  return <CertificateView locale={locale} siteUrl={site.url} company={site.name} certificate={certificate} />
}
