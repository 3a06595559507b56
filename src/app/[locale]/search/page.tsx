import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'

import { SearchView } from '@/components/site/search/search-view'
import { messages } from '@/content/messages'
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import { SEARCH_PATH, searchHref } from '@/lib/search-path'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'
import { loadSearchResults } from './search-data'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, SearchParamValue>> }

function readQuery(raw: SearchParamValue): string {
  return (firstParam(raw) ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { searchPage } = messages(locale)
  const q = readQuery((await searchParams).q)
  return {
    ...pageMetadata({
      locale,
      title: q ? searchPage.resultsTitle(q) : searchPage.meta.title,
      description: searchPage.meta.description,
      path: q ? searchHref(q) : SEARCH_PATH,
    }),
    // Result pages are endless variations of the catalogue's own pages: keep them out of search engines.
    robots: { index: false, follow: true },
  }
}

/** `/search?q=`: src/components/site/search/search-view.tsx. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  await connection()
  const q = readQuery((await searchParams).q)
  const results = await loadSearchResults(q, locale, await headers())
  return <SearchView locale={locale} q={q} {...results} siteUrl={getSiteConfig().url} />
}
