import 'server-only'

import type { Category, Product, ProductList } from '@/lib/catalogue/types'
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  type ProductListQuery,
  type ProductSort,
} from '@/lib/catalogue/product-list-params'
import { DEFAULT_LOCALE, localeInfo, type Locale } from '@/lib/i18n/locales'
import { NotFoundError } from '@/server/http/http'
import { wholeProduct, wholeProducts } from './details'
import { productIdsMatching } from './search'
import { getSnapshot, viewOf, type CatalogueSnapshot, type CatalogueView } from './snapshot'

/**
 * The one door to catalogue data (docs/design.md convention 1): pages and the public API call these and get the same
 * DTOs. Only public data leaves here: inactive products and categories never do. Returned objects are shared with the
 * cache: treat them as read-only.
 *
 * Every function takes an optional locale, English by default: the last argument (`getProductBySlug(slug, 'fa')`),
 * or `locale` in the options of the list functions (`listProducts({ featured: true, locale: 'fa' })`). In Dari ('fa')
 * or Pashto ('ps') the DTOs carry the translated texts, English where a text has no translation yet, and list those
 * in `fallback` (docs/decisions/033-catalogue-translations.md). Ids, slugs, filters and paging are the same in
 * every locale.
 *
 * Lists come two ways (docs/decisions/056-big-catalogue-memory.md): `listProducts` answers whole products (the API,
 * the documents), `listProductSummaries` the summaries the snapshot holds (pages that show cards, the sitemap):
 * the same products, filters, order and paging.
 */

export class CategoryNotFoundError extends NotFoundError {
  constructor(key: string) {
    super(`Category "${key}" not found`)
    this.name = 'CategoryNotFoundError'
  }
}

type Sorters = Record<ProductSort, (a: Product, b: Product) => number>

/**
 * The comparators of each sort order, keyed by the ids of the one sort table
 * (src/lib/catalogue/product-list-params.ts): an order without a comparator fails the type check. Prices missing sort
 * last; ties fall back to name, then id. Names compare in the locale's own alphabetical order (Dari and Pashto names
 * in theirs).
 */
function makeSorters(locale: Locale): Sorters {
  const collator = new Intl.Collator(localeInfo[locale].intl, { numeric: true, sensitivity: 'base' })
  const sorters: Sorters = {
    name: (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
    price: (a, b) =>
      (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) || (a.price ?? 0) - (b.price ?? 0) || sorters.name(a, b),
    created_at: (a, b) => b.created_at.localeCompare(a.created_at) || sorters.name(a, b),
  }
  return sorters
}
const SORTERS = new Map<Locale, Sorters>()
function sortersFor(locale: Locale): Sorters {
  let sorters = SORTERS.get(locale)
  if (!sorters) SORTERS.set(locale, (sorters = makeSorters(locale)))
  return sorters
}

function findCategory(view: CatalogueView, key: { id: number } | { slug: string }): Category | undefined {
  return 'id' in key ? view.categoryById.get(key.id) : view.categoryBySlug.get(key.slug)
}

/** The view of the current snapshot in `locale`. */
async function view(locale: Locale = DEFAULT_LOCALE): Promise<CatalogueView> {
  return viewOf(await getSnapshot(), locale)
}

/** Which locale's texts to answer with (default English). */
export interface LocaleOption {
  locale?: Locale
}

export type ListProductsOptions = Partial<ProductListQuery> & LocaleOption

/** The view's products in one sort order, made once per view and order: a listing filters it, keeping the order. */
// On globalThis: Next loads this module in several bundles of one process (./views.ts says more).
const sharedLists = globalThis as unknown as { __sortedLists?: WeakMap<CatalogueView, Map<ProductSort, Product[]>> }
const sortedLists = (sharedLists.__sortedLists ??= new WeakMap())
function sortedBy(catalogue: CatalogueView, sort: ProductSort): Product[] {
  let byOrder = sortedLists.get(catalogue)
  if (!byOrder) sortedLists.set(catalogue, (byOrder = new Map()))
  let sorted = byOrder.get(sort)
  if (!sorted) byOrder.set(sort, (sorted = [...catalogue.products].sort(sortersFor(catalogue.locale)[sort])))
  return sorted
}

/** One page of summaries matching `options`, and how many match. */
async function selectProducts(
  snapshot: CatalogueSnapshot,
  catalogue: CatalogueView,
  options: ListProductsOptions,
): Promise<ProductList> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE
  const offset = options.offset ?? 0
  // Inactive products are never public: asking for them finds none.
  if (options.active === false) return { products: [], total: 0, limit, offset }

  const tests: ((p: Product) => boolean)[] = []
  if (options.featured !== undefined) tests.push((p) => p.is_featured === options.featured)
  if (options.category) {
    const category = findCategory(catalogue, options.category)
    if (!category)
      throw new CategoryNotFoundError('id' in options.category ? String(options.category.id) : options.category.slug)
    const ids = snapshot.descendantIds.get(category.id)!
    tests.push((p) => p.category_id !== null && ids.has(p.category_id))
  }
  const search = options.search?.trim()
  if (search) {
    // The site search's matcher (./search.ts): the same spellings find the same products in both boxes.
    const ids = await productIdsMatching(search, catalogue.locale)
    tests.push((p) => ids.has(p.id))
  }
  const sorted = sortedBy(catalogue, options.sort ?? DEFAULT_SORT)
  const items = tests.length ? sorted.filter((p) => tests.every((test) => test(p))) : sorted
  return { products: items.slice(offset, offset + limit), total: items.length, limit, offset }
}

/** Whole products (the API and the documents): a page of summaries, each read whole (./details.ts). */
export async function listProducts(options: ListProductsOptions = {}): Promise<ProductList> {
  const snapshot = await getSnapshot()
  const catalogue = viewOf(snapshot, options.locale)
  const list = await selectProducts(snapshot, catalogue, options)
  const ids = list.products.map((p) => p.id)
  return { ...list, products: wholeProducts(catalogue, ids) }
}

/**
 * The snapshot's summaries (./dto.ts `toProductSummary`: what cards and the sitemap show, no specifications,
 * gallery or downloads), with the filters, order and paging of `listProducts`.
 */
export async function listProductSummaries(options: ListProductsOptions = {}): Promise<ProductList> {
  const snapshot = await getSnapshot()
  return selectProducts(snapshot, viewOf(snapshot, options.locale), options)
}

/** One whole product, unpacked (./details.ts). */
function whole(view: CatalogueView, summary: Product | undefined): Product | undefined {
  return summary && wholeProduct(view, summary.id)
}

export async function getProductById(id: number, locale: Locale = DEFAULT_LOCALE): Promise<Product | undefined> {
  const catalogue = await view(locale)
  return whole(catalogue, catalogue.productById.get(id))
}

export async function getProductBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Product | undefined> {
  const catalogue = await view(locale)
  return whole(catalogue, catalogue.productBySlug.get(slug))
}

/** Public categories, flat, in display order (each still carries its children). */
export async function listCategories(options: { active?: boolean } & LocaleOption = {}): Promise<Category[]> {
  if (options.active === false) return []
  return (await view(options.locale)).categories
}

/** Top-level public categories with their descendants nested under `children`. */
export async function getCategoryTree(locale: Locale = DEFAULT_LOCALE): Promise<Category[]> {
  return (await view(locale)).tree
}

export async function getCategoryById(id: number, locale: Locale = DEFAULT_LOCALE): Promise<Category | undefined> {
  return (await view(locale)).categoryById.get(id)
}

export async function getCategoryBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Category | undefined> {
  return (await view(locale)).categoryBySlug.get(slug)
}

/**
 * Products related to one product, as summaries for cards: same category first, then siblings under the same
 * parent, in `locale` (pass the page's locale; the product itself may come from any locale).
 */
export async function getRelatedProducts(
  product: Product,
  limit = 4,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Product[]> {
  const snapshot = await getSnapshot()
  const catalogue = viewOf(snapshot, locale)
  if (product.category_id === null) return []
  const category = catalogue.categoryById.get(product.category_id)
  const parentIds = category?.parent_id ? snapshot.descendantIds.get(category.parent_id) : undefined
  const same = catalogue.products.filter((p) => p.id !== product.id && p.category_id === product.category_id)
  const near = parentIds
    ? catalogue.products.filter(
        (p) =>
          p.id !== product.id &&
          p.category_id !== product.category_id &&
          p.category_id !== null &&
          parentIds.has(p.category_id),
      )
    : []
  return [...same, ...near].slice(0, limit)
}
