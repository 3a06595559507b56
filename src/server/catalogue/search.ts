import 'server-only'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { logger } from '@/server/log/log'
import type { SearchResult } from './search-index'
import { indexFor, sourceOf } from './search-indexes'
import { getSnapshot, viewOf } from './snapshot'

export {
  SEARCH_KINDS,
  buildSearchIndex,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
  type SearchResult,
  type SearchableArticle,
  type SearchableCategory,
  type SearchableProduct,
} from './search-index'

/**
 * Site search (docs/decisions/029-site-search.md): the index of ./search-index.ts over the catalogue snapshot plus the
 * solution and news pages of the site's content. Chosen over PostgreSQL full-text + pg_trgm by measurement: the
 * index answers in a few milliseconds where PGlite's trigram query took hundreds (decision 029). A Dari or Pashto
 * index holds each text in that language and in English (decision 032): "گیرنده" and "receiver" both find the GNSS
 * receivers, and the hits come back with the locale's titles.
 */

/**
 * Searches products, categories, solution pages and news, best first, with the titles of `locale` (default en).
 * `recordMiss`: a search a visitor submitted that found nothing is logged (the query, with anything that looks like
 * an e-mail address or a phone number blanked, and the locale; nothing about the visitor), so the spelling table
 * (./search-queries.test.ts) can grow from what people really type.
 */
export async function searchSite(
  query: string,
  options: { limit?: number; locale?: Locale; recordMiss?: boolean } = {},
): Promise<SearchResult> {
  const locale = options.locale ?? DEFAULT_LOCALE
  const snapshot = await getSnapshot()
  const index = await indexFor(snapshot, locale)
  const result = index.search(query, options.limit, sourceOf(viewOf(snapshot, locale)))
  if (options.recordMiss && result.total === 0 && result.query)
    log.info({ query: withoutPersonalData(result.query), locale }, 'search found nothing')
  return result
}

/** The products `query` finds in `locale`'s catalogue, by id: the same matcher as site search. */
export async function productIdsMatching(query: string, locale: Locale = DEFAULT_LOCALE): Promise<Set<number>> {
  return (await indexFor(await getSnapshot(), locale)).productIds(query)
}

const log = logger('search')

/** A query with e-mail addresses and long digit runs (phone numbers) blanked. */
export function withoutPersonalData(query: string): string {
  return query.replace(/\S+@\S+/g, '[email]').replace(/[+\d][\d\s().-]{6,}\d/g, '[number]')
}
