'use client'

import { Link } from '@/components/ui/link'
import { useEffect } from 'react'

import { useErrorCopy } from '@/components/site/error-copy'
import { fill } from '@/lib/i18n/fill'
import { buttonVariants } from '@/components/ui/button-base'

/**
 * A page that failed to render (docs/design.md decision 7: messages meant for developers are not shown to visitors).
 * In production the message of a server error is withheld by Next; only its digest, which matches the server log
 * line, is shown as a reference.
 */
export default function ErrorPage({ error, retry, reset }: { error: unknown; retry?: () => void; reset?: () => void }) {
  const errorPage = useErrorCopy().page
  useEffect(() => {
    console.error(error)
  }, [error])
  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined
  return (
    <div className="bg-white">
      <div className="container-content flex min-h-[28rem] flex-col items-start justify-center py-20">
        <h1 className="text-3xl font-semibold tracking-tight text-navy-900 md:text-4xl">{errorPage.title}</h1>
        <p className="mt-4 max-w-xl text-slate-600 md:text-lg">{errorPage.text}</p>
        {digest && <p className="mt-2 text-sm text-slate-600">{fill(errorPage.reference, { digest })}</p>}
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" onClick={() => (retry ?? reset)?.()} className={buttonVariants({ size: 'lg' })}>
            {errorPage.retry}
          </button>
          <Link href={errorPage.home.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {errorPage.home.label}
          </Link>
        </div>
      </div>
    </div>
  )
}
