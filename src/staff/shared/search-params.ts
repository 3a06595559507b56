/** A page's search parameters as Next.js passes them. */
export type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a search parameter (`?a=1&a=2` → '1'). */
export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key]
  return Array.isArray(value) ? value[0] : value
}

/** A page number from the URL: a positive integer, 1 when missing or unreadable. */
export function pageParam(params: SearchParams): number {
  return Number(firstParam(params, 'page') ?? 1) || 1
}
