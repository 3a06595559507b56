/**
 * The locale to offer on an English page: the visitor's remembered choice, else the first of Dari or Pashto in
 * their browser's Accept-Language when it comes before English. Only an offer: nothing redirects by it. Plain
 * JavaScript: the HTTP server's page cache keys English pages by this offer (docs/decisions/052-page-cache.md).
 * @param {string | undefined} remembered
 * @param {string | null | undefined} acceptLanguage
 * @returns {'fa' | 'ps' | null}
 */
export function preferredLocale(remembered, acceptLanguage) {
  if (remembered === 'fa' || remembered === 'ps') return remembered
  if (remembered === 'en') return null
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 10)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    if (params.some((p) => p.trim() === 'q=0')) continue
    const primary = tag.split('-')[0]
    if (primary === 'en') return null
    // prs: Dari's own ISO 639-3 code; pbt, pbu: Southern and Northern Pashto.
    if (primary === 'fa' || primary === 'prs') return 'fa'
    if (primary === 'ps' || primary === 'pbt' || primary === 'pbu') return 'ps'
  }
  return null
}
