import { Link } from '@/components/ui/link'

import { cn } from '#lib/cn'
import { buttonVariants, type ButtonVariantProps } from './button-base'

/**
 * The site's buttons (src/components/ui/button-base.tsx holds the variants and the plain `<button>`); `ButtonLink` is
 * the same look on a link, `ButtonAnchor` on a plain anchor.
 */
export { Button, buttonVariants, type ButtonVariantProps } from './button-base'

export function ButtonLink({
  className,
  variant,
  size,
  href,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'href'> & ButtonVariantProps & { href: string }) {
  return <Link data-slot="button" href={href} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

/**
 * For files and non-page URLs (downloads, tel:, mailto:) where client-side navigation does not apply. File links carry
 * no `download` attribute: the server's Content-Disposition names the file, and Chromium sends a `download` click past
 * the service worker, while a plain link passes through it, so a datasheet opened before opens offline
 * (docs/decisions/023-offline-service-worker.md).
 */
export function ButtonAnchor({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<'a'> & ButtonVariantProps) {
  return (
    <a data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  )
}
