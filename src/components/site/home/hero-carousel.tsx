'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'

import { cn } from '@/lib/cn'
import { useHydrated } from './use-hydrated'
import { useRotation } from './use-rotation'

export interface HeroCarouselLabels {
  regionLabel: string
  previous: string
  next: string
  pause: string
  play: string
  slideOf: string[]
}

/**
 * The home hero carousel (SPEC.md section 2): slides rendered by the server and passed in as children, stacked in
 * one grid cell so the hero's height is fixed by its tallest slide before any script runs (no layout shift), with
 * slide 1 visible in its final position. This client part only decides which slide is shown. Autoplay every
 * `intervalMs` (5000 ms, SPEC.md section 9), held by hover and by a click on a control until the pointer leaves,
 * paused by keyboard focus and by the visible Pause control, and off under reduced motion (DESIGN.md decision 9).
 */
export function HeroCarousel({
  slides,
  labels,
  intervalMs,
}: {
  slides: React.ReactNode[]
  labels: HeroCarouselLabels
  intervalMs: number
}) {
  const rotation = useRotation(slides.length, intervalMs, { stopOnInteraction: true })
  const hydrated = useHydrated()
  const controlClass =
    'grid size-10 place-items-center rounded-full border border-white/30 bg-navy-950/40 text-white backdrop-blur-sm transition-colors hover:border-white hover:bg-white/15'
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.regionLabel}
      className="relative isolate overflow-hidden bg-navy-950 text-white"
      data-hydrated={hydrated}
      {...rotation.rootProps}
    >
      <div className="grid" aria-live={rotation.running ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === rotation.index
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf[i]}
              inert={!active}
              data-active={active}
              className={cn(
                'relative col-start-1 row-start-1 transition-[opacity,visibility] duration-700 motion-reduce:transition-none',
                active ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              {slide}
            </div>
          )
        })}
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10">
        <div className="container-content flex items-center gap-3 pb-6 md:pb-8">
          <div className="pointer-events-auto flex items-center gap-2">
            <button type="button" onClick={rotation.previous} className={controlClass}>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <button type="button" onClick={rotation.next} className={controlClass}>
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
              <span className="sr-only">{labels.next}</span>
            </button>
            <button type="button" onClick={rotation.togglePaused} className={controlClass}>
              {rotation.paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
              <span className="sr-only">{rotation.paused ? labels.play : labels.pause}</span>
            </button>
          </div>
          <ul className="pointer-events-auto ms-2 flex items-center">
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  aria-current={i === rotation.index ? 'true' : undefined}
                  onClick={() => rotation.select(i)}
                  className="group grid h-10 w-8 place-items-center"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-1.5 rounded-full transition-all motion-reduce:transition-none',
                      i === rotation.index ? 'w-6 bg-accent-400' : 'w-3 bg-white/50 group-hover:bg-white',
                    )}
                  />
                  <span className="sr-only">{labels.slideOf[i]}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
