'use client'

import { useId, useRef } from 'react'

import type { ContentImage, InternalHref } from '@/content/types'
import { ButtonLink } from '@/components/ui/button'
import { SpriteIcon } from '@/components/ui/icon-svg'
import type { IconSymbol } from '@/components/ui/icon-sprite'
import { cn } from '#lib/cn'
import { ContentImg } from '../content-img'
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
  keyApplications: string
  explore: string
  customQuote: string
}

/** One industry as the panel shows it: its copy, its icon's sprite name, image and links. */
export interface IndustryView {
  slug: string
  title: string
  description: string
  applications: readonly string[]
  icon: IconSymbol
  image: ContentImage
  exploreHref: InternalHref
  quoteHref: InternalHref
}

function IndustryPanel({ industry, labels }: { industry: IndustryView; labels: IndustriesLabels }) {
  return (
    <article className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[16/9] bg-navy-900 sm:aspect-[21/9]">
        <ContentImg image={industry.image} loading="lazy" className="h-full w-full object-cover" />
      </div>
      <div className="grid gap-6 p-6 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:gap-10 md:p-8">
        <div>
          <h3 className="flex items-center gap-3 text-xl font-semibold text-navy-900">
            <span className="grid size-10 place-items-center rounded-lg bg-navy-50 text-navy-700">
              <SpriteIcon name={industry.icon} aria-hidden="true" focusable="false" className="size-5" />
            </span>
            {industry.title}
          </h3>
          <p className="mt-4 text-slate-600">{industry.description}</p>
        </div>
        <div>
          <h4 className="text-xs font-semibold tracking-[0.14em] text-accent-700 uppercase">
            {labels.keyApplications}
          </h4>
          <ul className="mt-3 grid gap-2.5">
            {industry.applications.map((application) => (
              <li key={application} className="flex gap-2.5 text-sm text-slate-700">
                <SpriteIcon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
                {application}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <ButtonLink href={industry.exploreHref}>{labels.explore}</ButtonLink>
          <ButtonLink href={industry.quoteHref} variant="outline">
            {labels.customQuote}
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}

/**
 * The Industries selector (docs/product.md §2.3 and §4): six industries selectable by the list (a tablist: arrows,
 * Home, End), by dots and by previous/next arrows; the index wraps both ways; rotates every `intervalMs` (6000 ms),
 * held while the pointer or keyboard focus is inside, paused by the visible control, still under reduced motion
 * (docs/design.md decision 9). All six panels are in the HTML, stacked in one grid cell so the section's height never
 * changes as the selection moves; they are drawn here from the industries' data, which the page hydrates from once,
 * rather than sent as six server-rendered element trees beside the same HTML (decision 021).
 */
export function IndustriesCarousel({
  industries,
  labels,
  intervalMs,
}: {
  industries: IndustryView[]
  labels: IndustriesLabels
  intervalMs: number
}) {
  const rotation = useRotation(industries.length, intervalMs)
  const hydrated = useHydrated()
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const focusTab = (i: number) => {
    const n = industries.length
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
      End: industries.length - 1,
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
        {industries.map((industry, i) => {
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
              <SpriteIcon name={industry.icon} aria-hidden="true" focusable="false" className="size-5 shrink-0" />
              <span>{industry.title}</span>
            </button>
          )
        })}
      </div>

      <div>
        <div className="grid" aria-live={rotation.running ? 'off' : 'polite'}>
          {industries.map((industry, i) => {
            const selected = i === rotation.index
            return (
              <div
                key={i}
                role="tabpanel"
                id={`${baseId}-panel-${i}`}
                aria-labelledby={`${baseId}-tab-${i}`}
                inert={!selected}
                data-active={selected}
                // Switched at once, not faded: a panel's grey text half-faded in fails the contrast check (WCAG
                // 1.4.3; Lighthouse's audit caught the rotation mid-fade on the home page).
                className={cn(
                  'col-start-1 row-start-1',
                  selected ? 'visible' : 'invisible',
                  rotation.imagesDeferred(i) && '[&_img]:hidden',
                )}
              >
                <IndustryPanel industry={industry} labels={labels} />
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
