/** What site search finds, in the order the results page groups them (docs/decisions/029-site-search.md). */
export type SearchKind = 'product' | 'category' | 'solution' | 'news'
export const SEARCH_KINDS: readonly SearchKind[] = ['product', 'category', 'solution', 'news']
