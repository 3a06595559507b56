'use client'

import { useEffect, useRef, useState } from 'react'

import type { TechnologyGalleryCopy } from '@/content/client-copy'
import type { ProductTextField } from '@/lib/catalogue/types'
import { FallbackText } from './fallback-text'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import type { GalleryItem } from '@/lib/catalogue/types'
import { cn } from '#lib/cn'
import { ProductPicture } from '@/components/site/product-picture'
import { clampIndex, galleryIndexForScroll, isInViewport } from '@/lib/catalogue/gallery-scroll'

/** The preview image slot: about half the content width on large screens, the full width below. */
const PREVIEW_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 55vw, 92vw'

/** The item the page's scroll points at, or null while the section is off screen (or its tab hidden). */
function indexForScroll(section: HTMLElement | null, count: number): number | null {
  if (!section) return null
  const rect = section.getBoundingClientRect()
  if (!isInViewport(rect.top, rect.height, window.innerHeight)) return null
  return galleryIndexForScroll({ top: rect.top, height: rect.height, viewportHeight: window.innerHeight, count })
}

/**
 * Technology Features (docs/product.md §2.6): numbered cards (zero-padded to 2 digits), a preview panel 600 px high,
 * dots, and the counter "n / total". A click on a card or dot selects it; scrolling the page moves the selection in
 * proportion to how far the section has travelled through the viewport, clamped to the valid range
 * (`galleryIndexForScroll`). The panel's height is fixed and every image has explicit dimensions, so nothing shifts
 * while images load.
 */
export function TechnologyGallery({
  items,
  fallbackImage,
  copy,
  fallback = [],
}: {
  items: readonly GalleryItem[]
  /** The product's `fallback` paths under `gallery.` (decision 033): texts still in English. */
  fallback?: readonly ProductTextField[]
  fallbackImage: string
  copy: TechnologyGalleryCopy
}) {
  // Gallery numbers are zero-padded to 2 digits (docs/product.md §9), in the page's digits.
  const galleryNumber = (n: number) => formatNumber(n, copy.locale, { minimumIntegerDigits: 2 })
  const [selected, setSelected] = useState(0)
  const sectionRef = useRef<HTMLDivElement>(null)
  const count = items.length
  // Where the page's scroll put the selection when a card or dot was chosen: the choice holds until scrolling moves
  // on to another item. Reaching the control scrolls the page, and the new choice can change the layout around it
  // (the browser's scroll anchoring then scrolls too); those scroll events can arrive after the click, and they moved
  // the selection back (a test clicking the third dot saw "2 / 3" now and then).
  const chosenAt = useRef<number | null>(null)

  const choose = (i: number) => {
    chosenAt.current = indexForScroll(sectionRef.current, count)
    setSelected(i)
  }

  useEffect(() => {
    if (count < 2) return
    let frame = 0
    const update = () => {
      frame = 0
      const next = indexForScroll(sectionRef.current, count)
      if (next === null) return
      if (chosenAt.current !== null) {
        if (next === chosenAt.current) return
        chosenAt.current = null
      }
      setSelected((current) => (current === next ? current : next))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Sync once on mount too: the page may have been scrolled before hydration attached the listener.
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [count])

  if (count === 0) return null
  const index = clampIndex(selected, count)
  const current = items[index]!
  const english = { fallback }

  return (
    <div
      ref={sectionRef}
      data-testid="technology-gallery"
      className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8"
    >
      <ol className="flex flex-col gap-3">
        {items.map((item, i) => {
          const active = i === index
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => choose(i)}
                className={cn(
                  'flex w-full gap-4 rounded-card border p-4 text-start transition-colors',
                  active
                    ? 'border-navy-700 bg-navy-50 shadow-sm'
                    : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'tabular grid size-10 shrink-0 place-items-center rounded-md text-sm font-bold',
                    active ? 'bg-navy-800 text-white' : 'bg-slate-100 text-navy-800',
                  )}
                >
                  {galleryNumber(item.number)}
                </span>
                <span className="min-w-0">
                  <span className="sr-only">{galleryNumber(item.number)}. </span>
                  <span className="block font-semibold text-navy-900">
                    <FallbackText dto={english} field={`gallery.${i}.title`}>
                      {item.title}
                    </FallbackText>
                  </span>
                  {/* The whole description, selected or not: a card that grew when chosen pushed its neighbours
                      down as the page scrolled (a layout shift the visitor did not cause). */}
                  <span className="mt-1 block text-sm text-slate-600">
                    <FallbackText dto={english} field={`gallery.${i}.description`}>
                      {item.description}
                    </FallbackText>
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ol>

      <figure
        data-testid="gallery-preview"
        className={
          'relative order-first flex h-[600px] flex-col overflow-hidden rounded-card border ' +
          'border-slate-200 bg-gradient-to-b from-slate-50 to-slate-100 lg:order-none'
        }
      >
        <div className="relative min-h-0 flex-1">
          {/* All previews stay laid out (transparent when unselected) so lazy loading fetches them together as the
              section nears the viewport: scroll-driven changes then swap instantly, with a short cross-fade. */}
          {items.map((item, i) => (
            <div
              key={item.id}
              aria-hidden={i !== index}
              className={cn(
                'absolute inset-0 p-4 transition-opacity duration-300',
                i === index ? 'opacity-100' : 'opacity-0',
              )}
            >
              <ProductPicture
                image={item.image}
                fallback={fallbackImage}
                sizes={PREVIEW_SIZES}
                className="h-full w-full"
              />
            </div>
          ))}
        </div>
        <figcaption className="flex items-end justify-between gap-4 border-t border-slate-200 bg-white px-5 py-4">
          <div className="min-w-0">
            <p className="tabular text-xs font-semibold text-accent-800">{galleryNumber(current.number)}</p>
            <p className="mt-1 font-semibold text-navy-900">
              <FallbackText dto={english} field={`gallery.${index}.title`}>
                {current.title}
              </FallbackText>
            </p>
            {/* Below the large layout the cards sit under the panel: the text is repeated to read with the image. */}
            {/* Four lines are reserved whatever the text's length: the caption's top stays put between items. */}
            <p className="mt-1 line-clamp-4 min-h-[4lh] text-sm text-slate-600 lg:hidden">
              <FallbackText dto={english} field={`gallery.${index}.description`}>
                {current.description}
              </FallbackText>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2">
            <p data-testid="gallery-counter" className="tabular text-sm font-semibold text-slate-700">
              {fill(copy.counter, { n: formatNumber(index + 1, copy.locale), total: formatNumber(count, copy.locale) })}
            </p>
            <div className="flex gap-1">
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={fill(copy.show, { title: item.title })}
                  aria-pressed={i === index}
                  onClick={() => choose(i)}
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      // Every dot keeps its width and the chosen one is drawn wider by a transform: no neighbour moves.
                      'block h-2 w-2 rounded-full transition-transform',
                      i === index ? 'scale-x-[2.5] bg-navy-800' : 'bg-slate-300',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </figcaption>
      </figure>
    </div>
  )
}
