import { cn } from '#lib/cn'

/**
 * The brand mark drawn inline (no request, crisp at any size) beside the configured company name: the name is
 * configuration (docs/design.md "Brand"), so it is text, never baked into an image. A navy tile with an amber survey
 * target and a meridian arc.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" className={cn('size-9 shrink-0', className)}>
      <rect width="40" height="40" rx="9" className="fill-navy-800" />
      <path d="M20 6.5a13.5 13.5 0 1 1 0 27a13.5 13.5 0 0 1 0-27Z" fill="none" stroke="#fbbf24" strokeWidth="2.2" />
      <path d="M20 6.5c-6 4-6 23 0 27" fill="none" stroke="#fbbf24" strokeWidth="1.6" strokeOpacity="0.75" />
      <path d="M20 3v9M20 28v9M3 20h9M28 20h9" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="20" r="2.6" fill="#ffffff" />
    </svg>
  )
}

export function Logo({
  name,
  tone = 'light',
  className,
}: {
  name: string
  tone?: 'light' | 'dark'
  className?: string
}) {
  // Two-line lockup: the first word large, the rest as a small-caps descriptor ("Meridian" / "Geosystems").
  const [first, ...rest] = name.split(' ')
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <LogoMark className={tone === 'dark' ? '[&_rect]:fill-navy-700' : undefined} />
      <span className="flex flex-col leading-none">
        <span className={cn('text-lg font-bold tracking-tight', tone === 'dark' ? 'text-white' : 'text-navy-900')}>
          {first}
        </span>
        {/* The words stack visually; the space keeps the text "Meridian Geosystems", matching the link's name. */}
        {rest.length > 0 && ' '}
        {rest.length > 0 && (
          <span
            className={cn(
              'mt-0.5 text-[0.6875rem] font-semibold tracking-[0.2em] uppercase',
              tone === 'dark' ? 'text-navy-100' : 'text-slate-600',
            )}
          >
            {rest.join(' ')}
          </span>
        )}
      </span>
    </span>
  )
}
