import type { Metadata } from 'next'
import { connection } from 'next/server'

import { ServiceLookupView } from '@/components/site/service/service-lookup-view'
import { messages } from '@/content/messages'
import { routes } from '@/lib/routes'
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../../_lib/locale'
import { pageMetadata } from '../../_lib/page-metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { serviceMeta } = messages(locale)
  return {
    ...pageMetadata({
      locale,
      title: serviceMeta.statusTitle,
      description: serviceMeta.statusDescription,
      path: routes.serviceStatus,
    }),
    robots: { index: false, follow: true },
  }
}

/** `/service/status`: the lookup by reference and phone (src/actions/service.ts answers it). */
export default async function ServiceLookupPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, SearchParamValue>>
}) {
  const locale = await pageLocale(params)
  await connection()
  const query = await searchParams
  const error = firstParam(query.error)
  const site = await getLiveSiteConfig()
  return (
    <ServiceLookupView
      locale={locale}
      siteUrl={site.url}
      reference={(firstParam(query.reference) ?? '').slice(0, 20)}
      problem={error === 'no-match' || error === 'too-many' ? error : undefined}
      unavailable={error === 'unavailable'}
    />
  )
}
