'use client'

import { cn } from '#lib/cn'
import { CarouselDots, CarouselPauseButton, CarouselStepButton } from './carousel-controls'
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
 * The home hero carousel (docs/product.md §2.3): slides rendered by the server and passed in as children, stacked in
 * one grid cell so the hero's height is fixed by its tallest slide before any script runs (no layout shift), with
 * slide 1 visible in its final position. This client part only decides which slide is shown. Autoplay every
 * `intervalMs` (5000 ms, docs/product.md §9), held by hover and by a click on a control until the pointer leaves,
 * paused by keyboard focus and by the visible Pause control, and off under reduced motion (docs/design.md decision 9).
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
                'relative col-start-1 row-start-1 transition-[opacity,visibility] duration-700 ' +
                  'motion-reduce:transition-none',
                active ? 'visible opacity-100' : 'invisible opacity-0',
                rotation.imagesDeferred(i) && '[&_img]:hidden',
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
            <CarouselStepButton direction="previous" label={labels.previous} onClick={rotation.previous} tone="dark" />
            <CarouselStepButton direction="next" label={labels.next} onClick={rotation.next} tone="dark" />
            <CarouselPauseButton paused={rotation.paused} labels={labels} onClick={rotation.togglePaused} tone="dark" />
          </div>
          <CarouselDots
            index={rotation.index}
            labels={labels.slideOf}
            onSelect={rotation.select}
            tone="dark"
            className="pointer-events-auto ms-2"
          />
        </div>
      </div>
    </section>
  )
}
