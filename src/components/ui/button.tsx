import { cva, type VariantProps } from 'class-variance-authority'
import { Link } from '@/components/ui/link'

import { cn } from '#lib/cn'

/**
 * The spec's button styles (docs/product.md §9: default, destructive, outline, secondary, ghost, link, hero; sizes
 * default, sm, lg, icon) as one set of variants. `Button` renders a <button>; `ButtonLink` the same look on a link.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md ' +
    'font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ' +
    'focus-visible:outline-accent-500 disabled:pointer-events-none disabled:opacity-60 ' +
    '[&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-navy-800 text-white hover:bg-navy-700',
        destructive: 'bg-danger-600 text-white hover:bg-danger-700',
        outline: 'border border-slate-300 bg-white text-navy-900 hover:border-navy-600 hover:bg-navy-50',
        secondary: 'bg-slate-100 text-navy-900 hover:bg-slate-200',
        ghost: 'text-navy-900 hover:bg-slate-100',
        link: 'text-navy-700 underline-offset-4 hover:underline',
        /** On dark (navy) backgrounds: the amber call to action. */
        hero: 'bg-accent-500 text-navy-950 shadow-sm hover:bg-accent-400',
        /** Outline for dark backgrounds, beside a hero button. */
        'hero-outline': 'border border-white/60 text-white hover:border-white hover:bg-white/10',
      },
      size: {
        default: 'h-10 px-4 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & ButtonVariantProps) {
  return (
    <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}

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
