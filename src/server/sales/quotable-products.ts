import 'server-only'

import { asc, eq } from 'drizzle-orm'

import { formatDecimal, MONEY_LIMITS, parseDecimal } from '@/lib/sales/money'
import { getDb } from '@/server/db/client'
import { products } from '@/server/db/schema'

/** A catalogue product as the quotation editor's picker offers it: the price as a decimal to put in the line. */
export interface QuotableProduct {
  id: number
  name: string
  /** The name in Dari and Pashto, where the catalogue has it. */
  names: Partial<Record<'fa' | 'ps', string>>
  model: string
  /** '' when the catalogue has no price (quotation only): staff type one. */
  unitPrice: string
}

/** The active catalogue, by name, for the quotation editor's product picker. */
export async function listQuotableProducts(): Promise<QuotableProduct[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      translations: products.translations,
      series: products.series,
      price: products.price,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name))
  return rows.map((r) => {
    const read = r.price === null ? null : parseDecimal(r.price, 2, MONEY_LIMITS.maxUnitCents)
    const names = Object.fromEntries(
      (['fa', 'ps'] as const).flatMap((l) => (r.translations[l]?.name ? [[l, r.translations[l].name]] : [])),
    )
    return { id: r.id, name: r.name, names, model: r.series, unitPrice: read?.ok ? formatDecimal(read.value, 2) : '' }
  })
}
