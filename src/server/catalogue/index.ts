import 'server-only'

export * from './queries'
export { toCardList } from './dto'
export { invalidateCatalogueCache, CATALOGUE_CACHE_TTL_MS } from './snapshot'
export { catalogueChanged, writeCatalogue, bumpCatalogueRevision } from './changes'
export { currentSlugFor } from './redirects'
export {
  SEARCH_KINDS,
  searchSite,
  withoutPersonalData,
  type SearchHit,
  type SearchKind,
  type SearchResult,
} from './search'
