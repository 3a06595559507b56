import 'server-only'

export * from './queries'
export { invalidateCatalogueCache, CATALOGUE_CACHE_TTL_MS } from './snapshot'
