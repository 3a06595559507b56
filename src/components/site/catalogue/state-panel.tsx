import { SpriteIcon } from '@/components/ui/icon-svg'

import { cn } from '#lib/cn'

/** Each state's icon (sprite names: Loader2, AlertTriangle, SearchX and PackageSearch in lucide's components). */
const ICONS = {
  loading: 'loader-circle',
  error: 'triangle-exclamation-point',
  notFound: 'search-x',
  empty: 'package-search',
} as const

/**
 * The catalogue's loading, error, not-found and empty states (docs/product.md §2.4 to §2.6 and §8), one look for all.
 * Loading is a polite live status; errors are alerts. `as` sets the title's heading level (h1 for a whole-page state).
 */
export function StatePanel({
  kind,
  title,
  text,
  as: Heading = 'h2',
  className,
  children,
}: {
  kind: keyof typeof ICONS
  title: string
  text?: string
  as?: 'h1' | 'h2' | 'p'
  className?: string
  /** Actions (links, retry button). */
  children?: React.ReactNode
}) {
  return (
    <div
      role={kind === 'loading' ? 'status' : kind === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-card border border-slate-200 bg-white px-6 py-14 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          kind === 'error' ? 'bg-danger-50 text-danger-700' : 'bg-navy-50 text-navy-700',
        )}
      >
        <SpriteIcon
          name={ICONS[kind]}
          aria-hidden="true"
          className={cn('size-7', kind === 'loading' && 'animate-spin motion-reduce:animate-none')}
        />
      </span>
      <Heading className="mt-5 text-xl font-semibold text-navy-900">{title}</Heading>
      {text && <p className="mt-2 max-w-prose text-slate-600">{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  )
}
