'use client'

import { useEffect } from 'react'

import type { LinkItem } from '@/content/types'
import { Button, buttonVariants } from '@/components/ui/button-base'
import { Link } from '@/components/ui/link'
import { fill } from '@/lib/i18n/fill'
import { useErrorCopy } from '../error-copy'
import { PageStatePanel } from './page-states'

/**
 * Logs a route error boundary's error and returns the message a visitor may read (docs/design.md decision 7). Server
 * errors reach the browser with a digest and a generic message (Next.js hides details on purpose), so those, and
 * errors without a message, get `fallback` instead.
 */
export function useVisitorErrorMessage(error: unknown, fallback: string): string {
  useEffect(() => {
    console.error(error)
  }, [error])
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined
  return error instanceof Error && error.message && !digest ? error.message : fallback
}

/** A catalogue route's error.tsx page: the panel as the page's h1, Try Again and, where given, the way back. */
export function PageError({
  title,
  text,
  retry,
  back,
}: {
  title: string
  text: string
  retry: () => void
  back?: LinkItem
}) {
  const copy = useErrorCopy().products
  return (
    <PageStatePanel kind="error" title={title} text={text}>
      <Button onClick={() => retry()}>{copy.retry}</Button>
      {back && (
        <Link href={back.href} data-slot="button" className={buttonVariants({ variant: 'outline' })}>
          {back.label}
        </Link>
      )}
    </PageStatePanel>
  )
}

/**
 * The products index or a category listing could not be rendered: "Error loading products: {message}" with a retry
 * hint for visitors (docs/product.md §8 as changed by docs/design.md decision 7).
 */
export function ProductsPageError({ error, retry, back }: { error: unknown; retry: () => void; back?: LinkItem }) {
  const copy = useErrorCopy().products
  const message = useVisitorErrorMessage(error, copy.unavailable)
  return <PageError title={fill(copy.error, { message })} text={copy.retryHint} retry={retry} back={back} />
}
