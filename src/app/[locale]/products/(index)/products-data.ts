import 'server-only'

import type { CategoryCardData } from '@/components/site/catalogue/category-card'
import { messages } from '@/content/messages'
import { gridQueryParams } from '@/lib/catalogue/grid-params'
import { toProductListQuery } from '@/lib/catalogue/product-list-params'
import type { Category, ProductList } from '@/lib/catalogue/types'
import type { Locale } from '@/lib/i18n/locales'
import { fallbackImageForCategory } from '@/lib/images'
import { getCategoryTree, listProductSummaries, toCardList } from '@/server/catalogue'
import { errorMessage, logger } from '@/server/log/log'

/** What the products index shows: the category cards and the grid page the URL asks for. */
export async function loadProductsIndex(
  page: number,
  locale: Locale,
): Promise<{ categories: CategoryCardData[]; list: ProductList | null }> {
  const [categories, list] = await Promise.all([loadCategoryCards(locale), loadGridPage(page, locale)])
  return { categories, list: list && toCardList(list, 'grid') }
}

/** The catalogue's top-level categories as cards; the built-in four when none arrive (docs/product.md §2.4 and §8). */
async function loadCategoryCards(locale: Locale): Promise<CategoryCardData[]> {
  const { fallbackCategories } = messages(locale)
  let tree: Category[] = []
  try {
    tree = await getCategoryTree(locale)
  } catch (error) {
    logger('products').error({ error: errorMessage(error) }, 'category tree unavailable')
  }
  if (tree.length > 0) {
    return tree.map((c) => ({
      key: String(c.id),
      fallback: c.fallback,
      name: c.name,
      description: c.description,
      features: c.features.slice(0, 4),
      href: c.link,
      image: c.image,
      fallbackImage: { src: fallbackImageForCategory(c.name), alt: '' },
    }))
  }
  return fallbackCategories.map((c) => ({
    key: c.id,
    name: c.name,
    description: c.description,
    features: c.features,
    href: c.link,
    image: null,
    fallbackImage: { src: c.image.src, alt: c.image.alt },
  }))
}

/**
 * The grid page the URL asks for; on a catalogue error, null: the grid then fetches (and shows its error state) itself.
 */
async function loadGridPage(page: number, locale: Locale): Promise<ProductList | null> {
  try {
    return await listProductSummaries(toProductListQuery(gridQueryParams(page, locale)))
  } catch (error) {
    logger('products').error({ error: errorMessage(error) }, 'product list unavailable')
    return null
  }
}
