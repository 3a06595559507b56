'use client'

import { useEffect } from 'react'

import { catalogueExtras } from '@/content/catalogue'
import { productsGrid } from '@/content/products-index'
import { StatePanel } from '@/components/site/catalogue/state-panel'
import { Button } from '@/components/ui/button'

/**
 * The products index could not be rendered: "Error loading products: {message}" with a retry hint for visitors
 * (SPEC.md section 8 as changed by DESIGN.md decision 7). Server errors arrive with a digest and a generic message
 * (Next.js hides details on purpose), so those get a plain-language message.
 */
export default function ProductsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined
  const message = error instanceof Error && error.message && !digest ? error.message : catalogueExtras.unavailableMessage
  return (
    <div className="container-content py-16 md:py-24">
      <StatePanel kind="error" title={productsGrid.error(message)} text={productsGrid.retryHint} as="h1">
        <Button onClick={() => retry()}>{productsGrid.retry}</Button>
      </StatePanel>
    </div>
  )
}
