'use client'

import { Link } from '@/components/ui/link'
import { useEffect } from 'react'

import { errorPage } from '@/content/not-found'
import { buttonVariants } from '@/components/ui/button-base'

/**
 * A staff page that failed to render: the reference (the server log line's digest) and Try again. Staff texts are
 * English.
 */
export default function AdminError({
  error,
  retry,
  reset,
}: {
  error: unknown
  retry?: () => void
  reset?: () => void
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined
  return (
    <main id="main" className="mx-auto flex min-h-[28rem] max-w-3xl flex-col items-start justify-center px-6 py-20">
      <h1 className="text-3xl font-semibold tracking-tight text-navy-900">{errorPage.title}</h1>
      <p className="mt-4 max-w-xl text-slate-600">{errorPage.text}</p>
      {digest && <p className="mt-2 text-sm text-slate-600">{errorPage.reference(digest)}</p>}
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={() => (retry ?? reset)?.()} className={buttonVariants({ size: 'lg' })}>
          {errorPage.retry}
        </button>
        <Link href="/admin" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Staff panel
        </Link>
      </div>
    </main>
  )
}
