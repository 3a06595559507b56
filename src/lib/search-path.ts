/**
 * The site search's URL (decision 029), apart from its copy (src/content/search.ts) and the other routes (./routes.ts):
 * the header's search box imports only this, so the copy modules it would drag along (labels, the products index, the
 * route tables) stay out of every page's JavaScript.
 */
import type { InternalHref } from './routes'

export const SEARCH_PATH = '/search' satisfies InternalHref

/** `/search?q=…` for a query (the no-JavaScript form submits to the same URL). */
export function searchHref(query: string): InternalHref {
  const q = query.trim()
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH
}
