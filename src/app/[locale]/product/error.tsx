'use client'

import { PageError, useVisitorErrorMessage } from '@/components/site/catalogue/page-error'
import { useErrorCopy } from '@/components/site/error-copy'

/**
 * The product could not be read (docs/product.md §2.6): the error's message, or "Failed to
 * load product details" when there is none a visitor may see.
 */
export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  const copy = useErrorCopy().product
  const message = useVisitorErrorMessage(error, copy.fallbackMessage)
  return <PageError title={copy.title} text={message} retry={retry} back={copy.back} />
}
