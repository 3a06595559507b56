import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'

import { WarrantyView } from '@/components/site/service/warranty-view'
import { messages } from '@/content/messages'
import { routes } from '@/lib/routes'
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import { clientAddress } from '@/server/http/client-address'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { requestNow } from '@/server/page/request-now'
import { allowKeptCopy } from '@/server/service/kept-pages'
import { checkWarranty } from '@/server/service/warranty'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { serviceMeta } = messages(locale)
  return pageMetadata({
    locale,
    title: serviceMeta.warrantyTitle,
    description: serviceMeta.warrantyDescription,
    path: routes.warranty,
  })
}

/**
 * `/warranty?serial=…`: the public warranty check (src/server/service/warranty.ts), rate-limited per address. Its
 * answer for a serial is the same for everyone, so the private cache may keep it, but never a rate-limited one
 * (docs/decisions/113-private-page-cache.md).
 */
export default async function WarrantyPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, SearchParamValue>>
}) {
  const locale = await pageLocale(params)
  await connection()
  const typed = (firstParam((await searchParams).serial) ?? '').slice(0, 60)
  const requestHeaders = await headers()
  const [site, outcome] = await Promise.all([
    getLiveSiteConfig(),
    typed ? checkWarranty(typed, clientAddress(requestHeaders), locale, await requestNow()) : undefined,
  ])
  if (outcome?.kind !== 'rate-limited') allowKeptCopy(requestHeaders)
  return <WarrantyView locale={locale} siteUrl={site.url} typed={typed} outcome={outcome} />
}
