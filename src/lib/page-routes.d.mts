export type PageRoute = { route: string; cache: 'cached' } | { route: string; cache: 'private'; why: string }
export const PAGE_ROUTES: readonly PageRoute[]
export const CACHED_PAGE_PATH: RegExp
