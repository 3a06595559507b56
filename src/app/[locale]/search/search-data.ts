import 'server-only'

import type { Locale } from '@/lib/i18n/locales'
import { SEARCH_KINDS, searchSite, withoutPersonalData, type SearchHit, type SearchKind } from '@/server/catalogue'
import { recordEvent } from '@/server/figures/record'
import { isDatabaseUnavailable } from '@/server/http/http'

/** Results shown on the page: enough to scan, few enough to stay light (the API pages further). */
const PAGE_LIMIT = 48

export interface SearchPageResults {
  total: number
  shown: number
  /** The hits by kind, products first, kinds without hits left out. */
  groups: { kind: SearchKind; hits: SearchHit[] }[]
  /** The catalogue could not be read: the page says so instead of "nothing found". */
  unavailable: boolean
}

/**
 * What `/search?q=` shows for `q`; a submitted search that finds nothing is logged (search.ts `recordMiss`), and
 * every search is counted for the owner's figures with its number of results (docs/figures.md).
 */
export async function loadSearchResults(q: string, locale: Locale, request: Headers): Promise<SearchPageResults> {
  if (!q) return { total: 0, shown: 0, groups: [], unavailable: false }
  try {
    const { hits, total } = await searchSite(q, { limit: PAGE_LIMIT, locale, recordMiss: true })
    if (!request.get('next-router-prefetch'))
      recordEvent(request, 'search', { query: withoutPersonalData(q), results: total, locale })
    const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
      (g) => g.hits.length > 0,
    )
    return { total, shown: hits.length, groups, unavailable: false }
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err
    return { total: 0, shown: 0, groups: [], unavailable: true }
  }
}
