import { cn } from '#lib/cn'

/**
 * The spec's button styles (docs/product.md §9: default, destructive, outline, secondary, ghost, link, hero; sizes
 * default, sm, lg, icon), and the plain `<button>`. Written out rather than built with class-variance-authority: the
 * lookup is two object reads, and client components that draw a button (error pages, forms) then carry no library
 * and no link code (decision 021). src/components/ui/button.tsx adds the link forms.
 */
const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md ' +
  'font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-accent-500 disabled:pointer-events-none disabled:opacity-60 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0'

const VARIANTS = {
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
} as const

const SIZES = {
  default: 'h-10 px-4 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null
  size?: keyof typeof SIZES | null
}

/**
 * The classes of a button of this variant and size, then `className`. An omitted variant or size is the default one;
 * `null` leaves that group's classes out (as class-variance-authority, which this replaced, did).
 */
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}) {
  return [
    BASE,
    variant === null ? '' : VARIANTS[variant ?? 'default'],
    size === null ? '' : SIZES[size ?? 'default'],
    className,
  ]
    .filter(Boolean)
    .join(' ')
}

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
