import type { Metadata } from 'next'
import { connection } from 'next/server'

import { ServiceRequestView } from '@/components/site/service/service-request-view'
import { messages } from '@/content/messages'
import { routes } from '@/lib/routes'
import type { SearchParamValue } from '@/lib/search-params'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { serviceFormData } from '@/server/service/request-page'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { serviceMeta } = messages(locale)
  return pageMetadata({ locale, title: serviceMeta.title, description: serviceMeta.description, path: routes.service })
}

/**
 * `/service`: the repair and calibration request (docs/service-desk.md). The query carries the catalogue search
 * (`q`), a product page's instrument (`product`) or a refused post's draft (`draft`).
 */
export default async function ServicePage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, SearchParamValue>>
}) {
  const locale = await pageLocale(params)
  await connection()
  const [data, site] = await Promise.all([serviceFormData(locale, await searchParams), getLiveSiteConfig()])
  return <ServiceRequestView locale={locale} siteUrl={site.url} data={data} />
}
