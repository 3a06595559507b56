'use client'

import type { ContentImage, InternalHref } from '@/content/types'
import { ButtonLink } from '@/components/ui/button'
import type { ButtonVariantProps } from '@/components/ui/button-base'
import { cn } from '#lib/cn'
import { ContentImg, variantSrcSet } from '../content-img'
import { CarouselDots, CarouselPauseButton, CarouselStepButton } from './carousel-controls'
import { useHydrated } from './use-hydrated'
import { useRotation } from './use-rotation'

/** One slide as the carousel draws it: its copy, image and buttons (variants already the dark-background ones). */
export interface HeroSlideView {
  id: string
  eyebrow: string
  title: string
  text: string
  image: ContentImage
  buttons: readonly { label: string; href: InternalHref; variant: NonNullable<ButtonVariantProps['variant']> }[]
}

function Slide({
  slide,
  index,
  saveData,
  lang,
}: {
  slide: HeroSlideView
  index: number
  saveData: boolean
  lang?: string
}) {
  // Slide 1's image is the page's LCP element: eager, high priority, WebP renditions; the others wait (lazy).
  // Slide titles are h2: the page's h1 must stay visible whichever slide is shown (HomeHero's heading).
  const lcp = index === 0
  const { image } = slide
  return (
    <>
      <picture lang={lang}>
        {image.variants && <source type="image/webp" srcSet={variantSrcSet(image.variants, saveData)} sizes="100vw" />}
        <ContentImg
          image={image}
          loading={lcp ? 'eager' : 'lazy'}
          fetchPriority={lcp ? 'high' : 'low'}
          decoding={lcp ? 'sync' : 'async'}
          className={
            'absolute inset-x-0 top-0 h-60 w-full object-cover object-[65%_30%] sm:h-72 md:inset-y-0 ' +
            'md:h-full md:object-[60%_center] lg:object-center'
          }
        />
      </picture>
      {/*
        Phones: the illustration is a band at the top, fading into the navy the text sits on. Wider screens: it fills
        the slide and darkens towards the start side, where the text is.
      */}
      <div
        aria-hidden="true"
        className={
          'absolute inset-x-0 top-0 h-60 bg-gradient-to-t from-navy-950 to-transparent to-50% ' +
          'sm:h-72 md:inset-y-0 md:h-full md:bg-gradient-to-r md:from-navy-950/95 md:from-5% ' +
          'md:to-navy-950/0 md:to-85% rtl:md:bg-gradient-to-l'
        }
      />
      <div
        className={
          'relative container-content flex min-h-[38rem] items-start pt-56 pb-24 sm:pt-68 ' +
          'md:min-h-[34rem] md:items-center md:pt-20 lg:min-h-[38rem]'
        }
      >
        <div className="max-w-xl lg:max-w-2xl" lang={lang}>
          <p
            className={
              'mb-4 inline-flex items-center gap-2 rounded-full border border-accent-400/40 ' +
              'bg-navy-950/50 px-3 py-1 text-xs font-semibold tracking-[0.12em] text-accent-300 uppercase'
            }
          >
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
            {slide.eyebrow}
          </p>
          <h2
            className={
              'text-3xl leading-[1.1] font-semibold tracking-tight text-balance text-white md:text-4xl lg:text-5xl'
            }
          >
            {slide.title}
          </h2>
          <p className="mt-5 max-w-xl text-base text-pretty text-navy-100 md:text-lg">{slide.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {slide.buttons.map((button) => (
              <ButtonLink key={button.label} href={button.href} variant={button.variant} size="lg">
                {button.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}

export interface HeroCarouselLabels {
  regionLabel: string
  previous: string
  next: string
  pause: string
  play: string
  slideOf: string[]
}

/**
 * The home hero carousel (docs/product.md §2.3): all slides in the HTML, stacked in one grid cell so the hero's height
 * is fixed by its tallest slide before any script runs (no layout shift), with slide 1 visible in its final position.
 * The slides are drawn here from their data, which the page hydrates from once, rather than sent as server-rendered
 * element trees beside the same HTML (decision 021). Autoplay every
 * `intervalMs` (5000 ms, docs/product.md §9), held by hover and by a click on a control until the pointer leaves,
 * paused by keyboard focus and by the visible Pause control, and off under reduced motion (docs/design.md decision 9).
 */
export function HeroCarousel({
  slides,
  labels,
  intervalMs,
  saveData,
  lang,
}: {
  slides: readonly HeroSlideView[]
  labels: HeroCarouselLabels
  intervalMs: number
  /** The request's Save-Data (docs/decisions/024-data-saver.md): only the smallest rendition of the LCP image. */
  saveData: boolean
  /** "en" when the slides are the English on a Dari or Pashto page (decision 032); the controls keep the page's. */
  lang?: string
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
              key={slide.id}
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
              <Slide slide={slide} index={i} saveData={saveData} lang={lang} />
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
