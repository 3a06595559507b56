import type { ReactNode } from 'react'

import { fallbackLang } from '@/lib/catalogue/fallback'

/**
 * A catalogue text in a Dari or Pashto page that is still English for want of a translation (decision 033): marked
 * `lang="en"` so screen readers switch voice, and isolated left to right so its punctuation stays where English puts
 * it, while the surrounding block keeps the page's direction and alignment. Anything else renders as it is.
 * Server- and client-safe (product cards render in both).
 */
export function FallbackText<F extends string>({
  dto,
  field,
  children,
}: {
  dto: { readonly fallback?: readonly F[] }
  field: NoInfer<F>
  children: ReactNode
}) {
  if (!fallbackLang(dto, field)) return children
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  )
}
