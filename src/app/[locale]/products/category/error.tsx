'use client'

import { ProductsPageError } from '@/components/site/catalogue/page-error'
import { useErrorCopy } from '@/components/site/error-copy'

/** The catalogue could not be read for a category listing: the products error, with the way back to all products. */
export default function CategoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ProductsPageError error={error} retry={retry} back={useErrorCopy().products.categoryBack} />
}
