'use client'

import { useEffect } from 'react'

import { productDetail } from '@/content/catalogue'
import { productsGrid } from '@/content/products-index'
import { StatePanel } from '@/components/site/catalogue/state-panel'
import { Button, ButtonLink } from '@/components/ui/button'

/**
 * The product could not be read (SPEC.md section 2, "Error Loading Product"): the error's message, or "Failed to
 * load product details" when there is none to show. Server errors reach the browser with a digest and a generic
 * production message (Next.js hides details on purpose), so those get the spec's fallback text.
 */
export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const copy = productDetail.error
  const message =
    error instanceof Error && error.message && !(error as Error & { digest?: string }).digest ? error.message : copy.fallbackMessage
  return (
    <div className="container-content py-16 md:py-24">
      <StatePanel kind="error" title={copy.title} text={message} as="h1">
        <Button onClick={() => retry()}>{productsGrid.retry}</Button>
        <ButtonLink href={copy.back.href} variant="outline">
          {copy.back.label}
        </ButtonLink>
      </StatePanel>
    </div>
  )
}
