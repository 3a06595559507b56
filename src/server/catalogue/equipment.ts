import 'server-only'

import type { Category, Product } from '@/lib/catalogue/types'
import type { Locale } from '@/lib/i18n/locales'
import { errorMessage, logger } from '@/server/log/log'

import { listCategories, listProductSummaries } from './queries'

/** Products shown under a solution page's "Recommended Equipment": two rows of the four-column grid. */
const EQUIPMENT_PRODUCT_LIMIT = 8

/**
 * The catalogue categories a solution page names (those that exist and are public), and products drawn from them in
 * turn
 * (round-robin, most relevant category first) so the grid shows the breadth of the work, not eight of one family.
 * A catalogue failure leaves the section out rather than failing the page.
 */
export async function equipmentFor(
  categorySlugs: readonly string[],
  locale: Locale,
): Promise<{ categories: Category[]; products: Product[] }> {
  try {
    const bySlug = new Map((await listCategories({ locale })).map((category) => [category.slug, category]))
    const categories = categorySlugs.map((slug) => bySlug.get(slug)).filter((c): c is Category => c !== undefined)
    const lists = await Promise.all(
      categories.map(
        async (category) =>
          (await listProductSummaries({ category: { id: category.id }, limit: EQUIPMENT_PRODUCT_LIMIT, locale }))
            .products,
      ),
    )
    const products: Product[] = []
    const seen = new Set<number>()
    for (
      let round = 0;
      products.length < EQUIPMENT_PRODUCT_LIMIT && lists.some((list) => list.length > round);
      round++
    ) {
      for (const list of lists) {
        const product = list[round]
        if (product && !seen.has(product.id) && products.length < EQUIPMENT_PRODUCT_LIMIT) {
          seen.add(product.id)
          products.push(product)
        }
      }
    }
    return { categories, products }
  } catch (error) {
    logger('solutions').error({ error: errorMessage(error) }, 'equipment unavailable')
    return { categories: [], products: [] }
  }
}
