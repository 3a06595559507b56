'use client'

import { ProductsPageError } from '@/components/site/catalogue/page-error'

/** The products index could not be rendered: "Error loading products: {message}" (docs/product.md §8). */
export default function ProductsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ProductsPageError error={error} retry={retry} />
}
