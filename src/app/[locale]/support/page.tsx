import type { Metadata } from 'next'

import { SupportHubView } from '@/components/site/support/hub-view'
import { messages } from '@/content/messages'
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import { localizeHref } from '@/lib/i18n/locales'
import { routes, supportFeedHref } from '@/lib/routes'
import { productIdsMatching } from '@/server/catalogue/search'
import { supportHub } from '@/server/library/views'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, SearchParamValue>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { hub } = messages(locale).supportLibrary
  const metadata = pageMetadata({ locale, title: hub.title, description: hub.description, path: routes.support })
  const feed = { title: hub.feed, url: localizeHref(supportFeedHref(), locale) }
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/atom+xml': [feed] } } }
}

/** The support hub (docs/support-library.md); `?q=` searches products by model with the site search's matcher. */
export default async function SupportPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = (firstParam((await searchParams).q) ?? '').trim().slice(0, 100)
  const matches = query ? [...(await productIdsMatching(query, locale))] : undefined
  const hub = await supportHub(locale, await requestNow(), { matches })
  return <SupportHubView hub={hub} query={query} locale={locale} site={getSiteConfig()} />
}
