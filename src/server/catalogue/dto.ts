import 'server-only'

import { resolveImageUrl } from '@/lib/images'
import type { Category, Download, Product, ProductImage, ProductList, ProductTextField } from '@/lib/catalogue/types'
import type { CategoryRow, ProductRow, StoredDownload, StoredImage } from '@/server/db/schema'
import { toSpecifications } from './dto-specs'

/** Rows become the spec's shapes here and nowhere else (docs/design.md convention 2). */

export interface DtoContext {
  /** Origin serving /uploads (empty: the site itself). */
  mediaBase: string
}

export function toImage(stored: StoredImage, ctx: DtoContext): ProductImage {
  const path = `/uploads/images/${stored.filename}`
  const srcset = (format: 'avif' | 'webp') =>
    stored.variants
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${resolveImageUrl({ filename: v.filename }, { mediaBase: ctx.mediaBase })} ${v.width}w`)
      .join(', ')
  const sources = (['avif', 'webp'] as const)
    .map((format) => ({ type: `image/${format}` as const, srcset: srcset(format) }))
    .filter((s) => s.srcset !== '')
  return {
    id: stored.id,
    url: resolveImageUrl({ url: path }, { mediaBase: ctx.mediaBase }),
    path,
    filename: stored.filename,
    alt: stored.alt,
    width: stored.width,
    height: stored.height,
    sources,
    share_url: stored.share ? resolveImageUrl({ filename: stored.share }, { mediaBase: ctx.mediaBase }) : null,
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export function toDownload(stored: StoredDownload, ctx: DtoContext): Download {
  const path = `/uploads/files/${encodeURIComponent(stored.filename)}`
  return {
    name: stored.name,
    type: stored.type,
    size: formatBytes(stored.bytes),
    bytes: stored.bytes,
    url: resolveImageUrl({ url: path }, { mediaBase: ctx.mediaBase }),
    filename: stored.filename,
  }
}

/** A product's category as products carry it. */
export type CategoryRefRow = Pick<CategoryRow, 'id' | 'name' | 'slug'>

export function toProduct(row: ProductRow, category: CategoryRefRow | undefined, ctx: DtoContext): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    description: row.description,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    category_id: row.categoryId,
    series: row.series,
    images: row.images.map((i) => toImage(i, ctx)),
    gallery: row.gallery.map((g) => ({
      id: g.id,
      number: g.number,
      title: g.title,
      description: g.description,
      image: toImage(g.image, ctx),
    })),
    key_features: row.keyFeatures,
    features: row.features,
    highlights: row.highlights,
    specifications: toSpecifications(row.specifications),
    applications: row.applications,
    downloads: row.downloads.map((d) => toDownload(d, ctx)),
    is_featured: row.isFeatured,
    is_active: row.isActive,
    // numeric arrives as a string from both drivers; money has two decimals, so Number() is exact enough to show.
    price: row.price === null ? null : Number(row.price),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** How many key features a summary keeps: what a card shows (src/components/site/product-card.tsx). */
export const SUMMARY_KEY_FEATURES = 2

/**
 * What the catalogue snapshot keeps of a product to list it (docs/decisions/056-big-catalogue-memory.md): everything
 * a list, a filter, a sort, a card and a search hit read, and nothing else. Its lists and tables are empty, it has
 * its first image only, two key features, and its description only when it has no short description (a listing card
 * shows that instead). The product page, the API and the documents read the whole product (./details.ts).
 */
export function toProductSummary(row: ProductRow, category: CategoryRefRow | undefined, ctx: DtoContext): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    description: row.shortDescription ? '' : row.description,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    category_id: row.categoryId,
    series: row.series,
    images: row.images.slice(0, 1).map((i) => toImage(i, ctx)),
    gallery: [],
    key_features: row.keyFeatures.slice(0, SUMMARY_KEY_FEATURES),
    features: [],
    highlights: [],
    specifications: {},
    applications: [],
    downloads: [],
    is_featured: row.isFeatured,
    is_active: row.isActive,
    price: row.price === null ? null : Number(row.price),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function toCategory(
  row: CategoryRow,
  extra: { productCount: number; children: Category[] },
  ctx: DtoContext,
): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parentId,
    icon: row.icon,
    image: row.image ? toImage(row.image, ctx) : null,
    features: row.features,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    link: `/products/category/${row.slug}`,
    product_count: extra.productCount,
    children: extra.children,
  }
}

const CARD_KEY_FEATURES = 2

/** Which product card a list feeds: the products index's (`grid`) or a category listing's (`listing`). */
export type CardVariant = 'grid' | 'listing'

/** The text fields a card of this variant does not show (src/components/site/product-card.tsx). */
function unshownTexts(product: Product, variant: CardVariant | undefined): ProductTextField[] {
  if (variant === 'grid') return ['subtitle', 'short_description']
  // A listing card shows the short description, or the description when there is none.
  if (variant === 'listing' && product.short_description) return ['description']
  return []
}

/**
 * A product cut down to what a product card shows, for the list data a page seeds into the client's query cache.
 * Cards never show specifications, gallery, downloads, highlights or applications, nor the title, series, dates or
 * an image's file names, and those fields are most of a product's weight (20 full products ≈ 84 kB of JSON, carded ≈
 * 37 kB, and with the texts the variant does not show, less again): visitors on metered mobile data should not
 * download them twice (once as HTML, again as hydration data). The emptied fields are truly empty in these list
 * entries: only card components read the `products` list queries; the detail page reads its own `product` query.
 */
export function toCardProduct(product: Product, variant?: CardVariant): Product {
  const unshown = unshownTexts(product, variant)
  const fallback = product.fallback?.filter((field) => onCard(field, unshown))
  const [image] = product.images
  return {
    ...product,
    ...(product.fallback ? { fallback: fallback?.length ? fallback : undefined } : {}),
    ...Object.fromEntries(unshown.map((field) => [field, ''])),
    title: '',
    series: '',
    created_at: '',
    updated_at: '',
    key_features: product.key_features.slice(0, CARD_KEY_FEATURES),
    gallery: [],
    specifications: {},
    downloads: [],
    highlights: [],
    applications: [],
    features: [],
    images: image ? [{ ...image, path: '', filename: '', share_url: null }] : [],
  }
}

/** Whether a text that fell back to English is still in the card's cut-down product. */
function onCard(field: ProductTextField, unshown: readonly ProductTextField[]): boolean {
  const [head, index] = field.split('.')
  if (head === 'key_features') return Number(index) < CARD_KEY_FEATURES
  if (head === 'images') return index === '0'
  if ((unshown as readonly string[]).includes(field)) return false
  return !['title', 'gallery', 'specifications', 'downloads', 'highlights', 'applications', 'features'].includes(head!)
}

export function toCardList(list: ProductList, variant: CardVariant): ProductList {
  return { ...list, products: list.products.map((product) => toCardProduct(product, variant)) }
}
