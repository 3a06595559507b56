import { cva, type VariantProps } from 'class-variance-authority'

import { cn } from '#lib/cn'

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      /** The "Featured" badge: amber on navy text, readable on any image. */
      featured: 'bg-accent-400 text-navy-950 shadow-sm',
      neutral: 'bg-slate-100 text-slate-700',
      navy: 'bg-navy-800 text-white',
      outline: 'border border-slate-300 text-slate-700',
    },
  },
  defaultVariants: { variant: 'neutral' },
})

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
