import { cn } from '#lib/cn'

const VARIANTS = {
  /** The "Featured" badge: amber on navy text, readable on any image. */
  featured: 'bg-accent-400 text-navy-950 shadow-sm',
  neutral: 'bg-slate-100 text-slate-700',
  navy: 'bg-navy-800 text-white',
  outline: 'border border-slate-300 text-slate-700',
} as const

/**
 * A badge's classes (default variant: neutral; `null`: none); written out, as the buttons are
 * (src/components/ui/button-base.tsx).
 */
export function badgeVariants({ variant }: { variant?: keyof typeof VARIANTS | null } = {}) {
  const base = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'
  return variant === null ? base : `${base} ${VARIANTS[variant ?? 'neutral']}`
}

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & { variant?: keyof typeof VARIANTS | null }) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
