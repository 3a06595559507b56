/**
 * A query-string parameter as Next.js hands it to a page (`searchParams`): absent, once, or repeated.
 */
export type SearchParamValue = string | string[] | undefined

/** Its first value: `?q=a&q=b` reads as "a", as browsers and the API read a repeated parameter. */
export function firstParam(value: SearchParamValue | null): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}
