/**
 * A query-string parameter as Next.js hands it to a page (`searchParams`): absent, once, or repeated.
 */
export type SearchParamValue = string | string[] | undefined

/** Its first value: `?q=a&q=b` reads as "a", as browsers and the API read a repeated parameter. */
export function firstParam(value: SearchParamValue | null): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}

/** A page's search parameters as Next.js passes them. */
export type SearchParams = Record<string, SearchParamValue>

/** A page number from the URL: a positive whole number, 1 when missing or unreadable. */
export function pageParam(value: SearchParamValue): number {
  const page = Number(firstParam(value) ?? 1)
  return Number.isInteger(page) && page > 0 ? page : 1
}
