import { cn } from '#lib/cn'

/**
 * Page sections on one vertical rhythm (docs/design.md "Brand", Layout: 8 px scale, generous whitespace). Tones: white
 * and muted for content, navy for the dark bands.
 */
export function Section({
  tone = 'white',
  className,
  containerClassName,
  children,
  ...props
}: {
  tone?: 'white' | 'muted' | 'navy'
  containerClassName?: string
} & React.ComponentProps<'section'>) {
  return (
    <section
      className={cn(
        'py-16 md:py-24',
        tone === 'muted' && 'bg-slate-50',
        tone === 'navy' && 'relative isolate overflow-hidden bg-navy-900 text-white',
        className,
      )}
      {...props}
    >
      <div className={cn('container-content', containerClassName)}>{children}</div>
    </section>
  )
}

/** Eyebrow, heading and intro of a section. The heading id lets the section be labelled by it. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
  tone = 'light',
  as: Heading = 'h2',
  className,
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  intro?: string
  align?: 'start' | 'center'
  tone?: 'light' | 'dark'
  as?: 'h1' | 'h2' | 'h3'
  className?: string
  /** Actions beside the heading (e.g. a "View all" link), shown at the end on wide screens. */
  children?: React.ReactNode
}) {
  const dark = tone === 'dark'
  return (
    <div
      className={cn(
        'mb-10 flex flex-col gap-6 md:mb-12',
        children && 'md:flex-row md:items-end md:justify-between',
        align === 'center' && 'items-center text-center',
        className,
      )}
    >
      <div className={cn('max-w-3xl', align === 'center' && 'mx-auto')}>
        {eyebrow && (
          <p
            className={cn(
              'mb-3 text-xs font-semibold tracking-[0.14em] uppercase',
              dark ? 'text-accent-400' : 'text-accent-700',
            )}
          >
            {eyebrow}
          </p>
        )}
        <Heading
          id={id}
          className={cn(
            'text-2xl font-semibold tracking-tight text-balance md:text-3xl',
            dark ? 'text-white' : 'text-navy-900',
          )}
        >
          {title}
        </Heading>
        {intro && (
          <p className={cn('mt-4 text-base text-pretty md:text-lg', dark ? 'text-navy-100' : 'text-slate-600')}>
            {intro}
          </p>
        )}
      </div>
      {children && <div className="flex shrink-0 flex-wrap gap-3">{children}</div>}
    </div>
  )
}

/** A figure with its label; tabular numerals (docs/design.md "Brand", Type). */
export function StatList({
  stats,
  tone = 'light',
  className,
}: {
  stats: readonly { value: string; label: string; detail?: string }[]
  tone?: 'light' | 'dark'
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-card lg:grid-cols-4',
        dark ? 'bg-white/10' : 'bg-slate-200',
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={cn('flex flex-col gap-1 p-5 md:p-8', dark ? 'bg-navy-900' : 'bg-white')}>
          <dt className={cn('order-2 text-sm font-semibold', dark ? 'text-white' : 'text-navy-900')}>{stat.label}</dt>
          <dd
            className={cn(
              'tabular order-1 text-3xl font-semibold tracking-tight md:text-4xl',
              dark ? 'text-accent-400' : 'text-navy-800',
            )}
          >
            {stat.value}
          </dd>
          {stat.detail && (
            <dd className={cn('order-3 text-sm', dark ? 'text-navy-100' : 'text-slate-600')}>{stat.detail}</dd>
          )}
        </div>
      ))}
    </dl>
  )
}
