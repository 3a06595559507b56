'use client'

import { createContext, useContext } from 'react'

import type { ErrorCopy } from '@/content/client-copy'

const ErrorCopyContext = createContext<ErrorCopy | null>(null)

/**
 * Hands the page locale's error texts to the error boundaries below it: an error.tsx gets no props from the server,
 * and importing the copy modules would put every locale's strings in the browser (docs/decisions/032-locales.md).
 */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: React.ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>
}

export function useErrorCopy(): ErrorCopy {
  const copy = useContext(ErrorCopyContext)
  if (!copy) throw new Error('useErrorCopy needs <ErrorCopyProvider> (src/app/[locale]/layout.tsx)')
  return copy
}
