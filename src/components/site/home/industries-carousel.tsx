'use client'

import { useId, useRef } from 'react'

import { cn } from '#lib/cn'
import { CarouselDots, CarouselPauseButton, CarouselStepButton } from './carousel-controls'
import { useHydrated } from './use-hydrated'
import { useRotation } from './use-rotation'

export interface IndustriesLabels {
  listLabel: string
  previous: string
  next: string
  pause: string
  play: string
  /** "Show {title}", per industry. */
  show: string[]
}

/**
 * The Industries selector (docs/product.md §2.3 and §4): six industries selectable by the list (a tablist: arrows,
 * Home, End), by dots and by previous/next arrows; the index wraps both ways; rotates every `intervalMs` (6000 ms),
 * held while the pointer or keyboard focus is inside, paused by the visible control, still under reduced motion
 * (docs/design.md decision 9). Panels come from the server, all in the HTML, stacked in one grid cell so the section's
 * height never changes as the selection moves.
 */
export function IndustriesCarousel({
  tabs,
  panels,
  labels,
  intervalMs,
}: {
  /** Tab contents (icon and title), server-rendered. */
  tabs: React.ReactNode[]
  panels: React.ReactNode[]
  labels: IndustriesLabels
  intervalMs: number
}) {
  const rotation = useRotation(panels.length, intervalMs)
  const hydrated = useHydrated()
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const focusTab = (i: number) => {
    const n = panels.length
    const target = ((i % n) + n) % n
    rotation.select(target)
    tabRefs.current[target]?.focus()
  }

  const onTabKeyDown = (event: React.KeyboardEvent<HTMLElement>, i: number) => {
    // Left and right follow the reading direction: in Dari and Pashto the next tab is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const moves: Record<string, number> = {
      ArrowDown: i + 1,
      ArrowRight: rtl ? i - 1 : i + 1,
      ArrowUp: i - 1,
      ArrowLeft: rtl ? i + 1 : i - 1,
      Home: 0,
      End: panels.length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      focusTab(target)
    }
  }

  return (
    <div
      className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12"
      data-hydrated={hydrated}
      {...rotation.rootProps}
    >
      <div
        role="tablist"
        aria-label={labels.listLabel}
        aria-orientation="vertical"
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1 lg:content-start"
      >
        {tabs.map((tab, i) => {
          const selected = i === rotation.index
          return (
            <button
              key={i}
              ref={(el) => {
                tabRefs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => rotation.select(i)}
              onKeyDown={(event) => onTabKeyDown(event, i)}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-3 text-start text-sm font-semibold ' +
                  'transition-colors lg:px-4 lg:text-base',
                selected
                  ? 'border-navy-800 bg-navy-800 text-white [&_svg]:text-accent-400'
                  : 'border-slate-200 bg-white text-navy-900 hover:border-navy-600 [&_svg]:text-navy-600',
              )}
            >
              {tab}
            </button>
          )
        })}
      </div>

      <div>
        <div className="grid" aria-live={rotation.running ? 'off' : 'polite'}>
          {panels.map((panel, i) => {
            const selected = i === rotation.index
            return (
              <div
                key={i}
                role="tabpanel"
                id={`${baseId}-panel-${i}`}
                aria-labelledby={`${baseId}-tab-${i}`}
                inert={!selected}
                data-active={selected}
                className={cn(
                  'col-start-1 row-start-1 transition-[opacity,visibility] duration-500 motion-reduce:transition-none',
                  selected ? 'visible opacity-100' : 'invisible opacity-0',
                  rotation.imagesDeferred(i) && '[&_img]:hidden',
                )}
              >
                {panel}
              </div>
            )
          })}
        </div>
        <div className="mt-6 flex items-center gap-2">
          <CarouselStepButton direction="previous" label={labels.previous} onClick={rotation.previous} tone="light" />
          <CarouselDots index={rotation.index} labels={labels.show} onSelect={rotation.select} tone="light" />
          <CarouselStepButton direction="next" label={labels.next} onClick={rotation.next} tone="light" />
          <CarouselPauseButton
            paused={rotation.paused}
            labels={labels}
            onClick={rotation.togglePaused}
            tone="light"
            className="ms-auto"
          />
        </div>
      </div>
    </div>
  )
}
