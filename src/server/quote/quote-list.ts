import 'server-only'

import { sql } from 'drizzle-orm'
import { cookies } from 'next/headers'

import type { Product } from '@/lib/catalogue/types'
import {
  QUOTE_COOKIE,
  QUOTE_COOKIE_MAX_AGE_SECONDS,
  parseQuoteList,
  quoteReference,
  serializeQuoteList,
  type QuoteLine,
} from '@/lib/quote/list'
import { getProductBySlug } from '@/server/catalogue'
import { rowsOf } from '@/server/contact/submit'
import { getDb } from '@/server/db/client'
import { visitorCookieOptions } from '@/server/page/visitor-cookie'
import type { Locale } from '@/lib/i18n/locales'
import type { QuoteRequest } from '@/lib/quote/request'

export type { QuoteRequest }

/**
 * The visitor's quote list (decision 030) on the server: read from and written to its cookie (src/lib/quote/list.ts).
 * Reading never fails a page: a malformed cookie reads as the entries that are valid, or none.
 */
export async function readQuoteList(): Promise<QuoteLine[]> {
  return parseQuoteList((await cookies()).get(QUOTE_COOKIE)?.value)
}

/** Only in server actions and route handlers (Next allows cookie writes nowhere else). */
export async function writeQuoteList(lines: readonly QuoteLine[]): Promise<void> {
  const jar = await cookies()
  if (lines.length === 0) {
    jar.delete(QUOTE_COOKIE)
    return
  }
  jar.set(QUOTE_COOKIE, serializeQuoteList(lines), {
    ...visitorCookieOptions(QUOTE_COOKIE_MAX_AGE_SECONDS),
    httpOnly: true,
  })
}

export interface ResolvedQuoteLine {
  product: Product
  quantity: number
}

/** The listed products still in the public catalogue, in the visitor's order (others are left out). */
export async function resolveQuoteList(
  lines: readonly QuoteLine[],
  locale: Locale = 'en',
): Promise<ResolvedQuoteLine[]> {
  const out: ResolvedQuoteLine[] = []
  for (const line of lines) {
    const product = await getProductBySlug(line.slug, locale)
    if (product) out.push({ product, quantity: line.quantity })
  }
  return out
}

/** The number the header shows: how many products are listed (not the sum of quantities). */
export async function quoteCount(): Promise<number> {
  try {
    return (await readQuoteList()).length
  } catch {
    // Outside a request (never expected in the layout): no count rather than a broken page.
    return 0
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A sent quote request by its submission id (the confirmation page and its PDF). The id is a random UUID known only
 * to the visitor who sent it, so it works as the link's key; anything that is not a stored quote request is undefined.
 */
export async function getQuoteRequest(submissionId: string): Promise<QuoteRequest | undefined> {
  if (!UUID.test(submissionId)) return undefined
  const db = await getDb()
  const result = await db.execute(sql`
    SELECT m.submission_id, m.name, m.email, m.company, m.phone, m.message, m.created_at,
      (SELECT coalesce(json_agg(json_build_object('slug', i.product_slug, 'name', i.product_name,
                                                  'quantity', i.quantity) ORDER BY i.position), '[]'::json)
       FROM contact_message_items i WHERE i.message_id = m.id) AS items
    FROM contact_messages m
    WHERE m.submission_id = ${submissionId.toLowerCase()} AND m.subject = 'quote-request'`)
  const row = rowsOf<{
    submission_id: string
    name: string
    email: string
    company: string | null
    phone: string | null
    message: string
    created_at: Date | string
    items: QuoteRequest['items'] | string
  }>(result)[0]
  if (!row) return undefined
  const items = typeof row.items === 'string' ? (JSON.parse(row.items) as QuoteRequest['items']) : row.items
  if (items.length === 0) return undefined
  return {
    submissionId: row.submission_id,
    reference: quoteReference(row.submission_id),
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    createdAt: new Date(row.created_at),
    items,
  }
}
