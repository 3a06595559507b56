import { SpriteIcon } from '@/components/ui/icon-svg'

import { cn } from '#lib/cn'

/**
 * The previous/next, pause/play and dot controls of the home carousels (hero and industries), which share their
 * markup and accessible names and differ only in colour and size: `dark` sits on the navy hero, `light` on the white
 * industries section. Each carousel places the pieces in its own order. No 'use client': these take event handlers,
 * so only client components (the carousels) can render them.
 */
export type CarouselTone = 'dark' | 'light'

const tones = {
  dark: {
    control:
      'grid size-10 place-items-center rounded-full border border-white/30 bg-navy-950/40 text-white ' +
      'backdrop-blur-sm transition-colors hover:border-white hover:bg-white/15',
    dot: 'group grid h-10 w-8 place-items-center',
    current: 'w-6 bg-accent-400',
    other: 'w-3 bg-white/50 group-hover:bg-white',
  },
  light: {
    control:
      'grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-navy-900 ' +
      'transition-colors hover:border-navy-600 hover:bg-navy-50',
    dot: 'group grid h-10 w-7 place-items-center',
    current: 'w-5 bg-navy-800',
    other: 'w-2.5 bg-slate-300 group-hover:bg-slate-500',
  },
} satisfies Record<CarouselTone, Record<string, string>>

export function CarouselStepButton({
  direction,
  label,
  onClick,
  tone,
}: {
  direction: 'previous' | 'next'
  label: string
  onClick: () => void
  tone: CarouselTone
}) {
  return (
    <button type="button" onClick={onClick} className={tones[tone].control}>
      <SpriteIcon
        name={direction === 'previous' ? 'chevron-left' : 'chevron-right'}
        aria-hidden="true"
        className="size-5 rtl:rotate-180"
      />
      <span className="sr-only">{label}</span>
    </button>
  )
}

export function CarouselPauseButton({
  paused,
  labels,
  onClick,
  tone,
  className,
}: {
  paused: boolean
  labels: { pause: string; play: string }
  onClick: () => void
  tone: CarouselTone
  className?: string
}) {
  return (
    <button type="button" onClick={onClick} className={cn(tones[tone].control, className)}>
      {paused ? (
        <SpriteIcon name="play" aria-hidden="true" className="size-4" />
      ) : (
        <SpriteIcon name="pause" aria-hidden="true" className="size-4" />
      )}
      <span className="sr-only">{paused ? labels.play : labels.pause}</span>
    </button>
  )
}

/** One dot per slide; the current one is wider and marked `aria-current`. `labels[i]` names slide i. */
export function CarouselDots({
  index,
  labels,
  onSelect,
  tone,
  className,
}: {
  index: number
  labels: string[]
  onSelect: (i: number) => void
  tone: CarouselTone
  className?: string
}) {
  const t = tones[tone]
  return (
    <ul className={cn(className, 'flex items-center')}>
      {labels.map((label, i) => (
        <li key={i}>
          <button
            type="button"
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className={t.dot}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-1.5 rounded-full transition-all motion-reduce:transition-none',
                i === index ? t.current : t.other,
              )}
            />
            <span className="sr-only">{label}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
