import { preload } from 'react-dom'

import { DARK_BUTTON_VARIANT } from '../cta-band'
import { variantSrcSet } from '../content-img'
import { HeroCarousel } from './hero-carousel'
import { messages } from '@/content/messages'
import type { HeroSlide } from '@/content/home'
import type { Locale } from '@/lib/i18n/locales'

/** 5000 ms: docs/product.md §2.3 and §9, hero autoplay interval. */
export const HERO_AUTOPLAY_MS = 5000

/**
 * Home hero: three slides (docs/product.md §2.3), drawn by the carousel from their data (hero-carousel.tsx). The
 * page's h1 (company and what it does) sits before the carousel for screen readers and search engines; the visible
 * slide titles are its h2s.
 */
export function HomeHero({
  heading,
  saveData,
  locale,
  heroSlides,
  lang,
}: {
  heading: string
  saveData: boolean
  locale: Locale
  heroSlides: readonly HeroSlide[]
  /** "en" when the slides fall back to English (decision 032). */
  lang?: string
}) {
  const { heroLabels } = messages(locale)
  // The first slide's image is the page's LCP element: asked for with the response's headers (React sends a preload
  // as a Link header), at high priority, rather than when the parser reaches the hero. The same renditions and sizes
  // as the slide's <source> (hero-carousel.tsx), so the browser picks the same file; under data saver the smallest.
  const lcp = heroSlides[0]?.image
  if (lcp?.variants?.[0]) {
    preload(lcp.variants[0].src, {
      as: 'image',
      imageSrcSet: variantSrcSet(lcp.variants, saveData),
      imageSizes: '100vw',
      fetchPriority: 'high',
    })
  }
  return (
    <>
      <h1 className="sr-only">{heading}</h1>
      <HeroCarousel
        intervalMs={HERO_AUTOPLAY_MS}
        labels={{
          regionLabel: heroLabels.regionLabel,
          previous: heroLabels.previous,
          next: heroLabels.next,
          pause: heroLabels.pause,
          play: heroLabels.play,
          slideOf: heroSlides.map((_, i) => heroLabels.slideOf(i + 1, heroSlides.length)),
        }}
        saveData={saveData}
        lang={lang}
        slides={heroSlides.map(({ id, eyebrow, title, text, image, buttons }) => ({
          id,
          eyebrow,
          title,
          text,
          image,
          buttons: buttons.map(({ label, href, variant }) => ({ label, href, variant: DARK_BUTTON_VARIANT[variant] })),
        }))}
      />
    </>
  )
}
