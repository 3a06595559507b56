import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'

import { ServiceStatusView } from '@/components/site/service/service-status-view'
import { messages } from '@/content/messages'
import { localizeHref } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import { clientAddress } from '@/server/http/client-address'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { requestNow } from '@/server/page/request-now'
import { allowKeptCopy } from '@/server/service/kept-pages'
import { statusLinkLimiter } from '@/server/service/status-link'
import { openStatusPage } from '@/server/service/status-view'
import { pageLocale, type LocaleParams } from '../../../_lib/locale'

type Params = Promise<{ locale: string; token: string }>

// A private page: never indexed, never in the public page cache, no referrer sent from it. The private cache may keep
// it for whoever has the link, its rate limit still counted (src/lib/page-routes.mjs, decision 113).
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return {
    title: messages(locale).serviceMeta.statusTitle,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/** `/service/status/{token}`: a request's private status page (docs/decisions/100-service-references-and-links.md). */
export default async function ServiceStatusPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Promise<Record<string, SearchParamValue>>
}) {
  const locale = await pageLocale(params)
  await connection()
  const { token } = await params
  const lookup = localizeHref(routes.serviceStatus, locale)
  const requestHeaders = await headers()
  const taken = await statusLinkLimiter.take(clientAddress(requestHeaders))
  if (!taken.ok) redirect(`${lookup}?error=too-many`)
  const view = await openStatusPage(token, locale, await requestNow())
  if (!view) redirect(`${lookup}?error=unavailable`)
  allowKeptCopy(requestHeaders)
  const query = await searchParams
  const answered = firstParam(query.answered)
  const site = await getLiveSiteConfig()
  return (
    <ServiceStatusView
      locale={locale}
      siteUrl={site.url}
      token={token}
      view={view}
      fresh={firstParam(query.new) === '1'}
      answered={answered === 'accepted' || answered === 'declined' || answered === 'gone' ? answered : undefined}
    />
  )
}
