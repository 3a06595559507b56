/**
 * The visitor's quote list (decision 030): which products, how many of each. It lives in a cookie so it survives
 * reloads and works without JavaScript (every change is a form post); nothing is stored on the server until the visitor
 * sends it. The cookie is not signed but validated on every read: it only ever holds slugs of the visitor's own choice
 * and quantities, and anything malformed is dropped, never trusted (the products are looked up in the catalogue again).
 *
 * Cookie value: `slug_qty.slug_qty` (characters allowed in a cookie without quoting; slugs never contain `_` or `.`).
 */
export const QUOTE_COOKIE = 'mg_quote'
export const QUOTE_MAX_ITEMS = 30
export const QUOTE_MAX_QUANTITY = 999
/** A year: a shortlist for a tender can take months. */
export const QUOTE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export interface QuoteLine {
  slug: string
  quantity: number
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function parseQuantity(raw: unknown, fallback = 1): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : NaN
  if (!Number.isFinite(n)) return fallback
  return Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.floor(n)))
}

export function isProductSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && SLUG.test(value)
}

/** Reads the cookie's value; bad entries and duplicates are dropped, at most QUOTE_MAX_ITEMS kept. */
export function parseQuoteList(value: string | undefined | null): QuoteLine[] {
  if (!value) return []
  const out: QuoteLine[] = []
  const seen = new Set<string>()
  for (const part of value.split('.')) {
    const [slug, qty, ...rest] = part.split('_')
    if (rest.length || !isProductSlug(slug) || seen.has(slug) || !qty || !/^\d{1,3}$/.test(qty)) continue
    const quantity = Number(qty)
    if (quantity < 1) continue
    seen.add(slug)
    out.push({ slug, quantity })
    if (out.length === QUOTE_MAX_ITEMS) break
  }
  return out
}

export function serializeQuoteList(lines: readonly QuoteLine[]): string {
  return lines
    .slice(0, QUOTE_MAX_ITEMS)
    .map((l) => `${l.slug}_${l.quantity}`)
    .join('.')
}

/** Adds a product (or adds to its quantity when it is already listed). A full list refuses new products. */
export function addToList(
  lines: readonly QuoteLine[],
  slug: string,
  quantity: number,
): { lines: QuoteLine[]; added: boolean } {
  const existing = lines.find((l) => l.slug === slug)
  if (existing) {
    return {
      lines: lines.map((l) =>
        l.slug === slug ? { slug, quantity: Math.min(QUOTE_MAX_QUANTITY, l.quantity + quantity) } : l,
      ),
      added: true,
    }
  }
  if (lines.length >= QUOTE_MAX_ITEMS) return { lines: [...lines], added: false }
  return { lines: [...lines, { slug, quantity }], added: true }
}

export function setQuantity(lines: readonly QuoteLine[], slug: string, quantity: number): QuoteLine[] {
  return lines.map((l) => (l.slug === slug ? { slug, quantity } : l))
}

export function removeFromList(lines: readonly QuoteLine[], slug: string): QuoteLine[] {
  return lines.filter((l) => l.slug !== slug)
}

export function totalQuantity(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0)
}

/** The short reference shown to the visitor and staff: "Q-" and the first 8 hex digits of the submission id. */
export function quoteReference(submissionId: string): string {
  return `Q-${submissionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
