import { firstParam, type SearchParamValue } from '@/lib/search-params'
import type { Product } from '@/lib/catalogue/types'

/** A product page tab; its label is copy (src/content/catalogue.ts). */
export type ProductTabId = 'introduction' | 'specifications' | 'downloads' | 'contact'

/** The product tabs in the tab row's order (docs/product.md §2.6). */
export const PRODUCT_TAB_IDS: readonly ProductTabId[] = ['introduction', 'specifications', 'downloads', 'contact']

/** The tab a product page opens on (docs/product.md §2.6). */
export const DEFAULT_PRODUCT_TAB: ProductTabId = 'introduction'

/**
 * The tabs a product has data for, in the tab row's order (docs/design.md decision 6: a section without data is not
 * shown).
 */
export function availableProductTabs(product: Pick<Product, 'specifications' | 'downloads'>): ProductTabId[] {
  return PRODUCT_TAB_IDS.filter((id) => {
    if (id === 'specifications') {
      return Object.values(product.specifications).some((group) => Object.keys(group).length > 0)
    }
    if (id === 'downloads') return product.downloads.length > 0
    return true
  })
}

/**
 * The active tab from the URL's `?tab=` (docs/design.md convention 3: the active tab is shareable). An unknown value,
 * or a tab this product does not have, falls back to the default, Introduction (docs/product.md §2.6).
 */
export function parseProductTab(value: SearchParamValue, available: readonly ProductTabId[]): ProductTabId {
  const raw = firstParam(value)
  const match = available.find((id) => id === raw)
  return match ?? DEFAULT_PRODUCT_TAB
}

/** The product's datasheet: the first PDF among its downloads (docs/design.md decision 5). */
export function findDatasheet(product: Pick<Product, 'downloads'>): Product['downloads'][number] | undefined {
  return product.downloads.find((d) => d.type.toUpperCase() === 'PDF' || /\.pdf$/i.test(d.filename))
}
