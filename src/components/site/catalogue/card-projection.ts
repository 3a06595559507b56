import type { Product, ProductList } from '@/lib/catalogue/types'

/**
 * A product cut down to what a product card shows, for the list data a page seeds into the client's query cache.
 * Cards never show specifications, gallery, downloads, highlights or applications, and those fields are most of a
 * product's weight (20 full products ≈ 84 kB of JSON, carded ≈ 37 kB): visitors on metered mobile data should not
 * download them twice (once as HTML, again as hydration data). The emptied fields are truly empty in these list
 * entries: only card components read the `products` list queries; the detail page reads its own `product` query.
 */
export function toCardProduct(product: Product): Product {
  return {
    ...product,
    key_features: product.key_features.slice(0, 2),
    gallery: [],
    specifications: {},
    downloads: [],
    highlights: [],
    applications: [],
    features: [],
    images: product.images.slice(0, 1),
  }
}

export function toCardList(list: ProductList): ProductList {
  return { ...list, products: list.products.map(toCardProduct) }
}
