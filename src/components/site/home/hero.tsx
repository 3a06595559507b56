import { HERO_AUTOPLAY_MS, type HeroSlide } from '@/content/home'
import { ButtonLink } from '@/components/ui/button'
import { DARK_BUTTON_VARIANT } from '../cta-band'
import { ContentImg } from '../content-img'
import { HeroCarousel } from './hero-carousel'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

function HeroSlideView({ slide, index, saveData }: { slide: HeroSlide; index: number; saveData: boolean }) {
  // Slide 1's image is the page's LCP element: eager, high priority, WebP renditions; the others wait (lazy).
  // Slide titles are h2: the page's h1 must stay visible whichever slide is shown (HomeHero's heading).
  const lcp = index === 0
  const { image } = slide
  return (
    <>
      <picture>
        {image.variants && (
          <source
            type="image/webp"
            // Under data saver only the smallest rendition (docs/decisions/024-data-saver.md).
            srcSet={(saveData ? image.variants.slice(0, 1) : image.variants)
              .map((v) => `${v.src} ${v.width}w`)
              .join(', ')}
            sizes="100vw"
          />
        )}
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
        <div className="max-w-xl lg:max-w-2xl">
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
              <ButtonLink key={button.label} href={button.href} variant={DARK_BUTTON_VARIANT[button.variant]} size="lg">
                {button.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}

/**
 * Home hero: three slides, server-rendered (docs/product.md §2.3). The page's h1 (company and what it does) sits
 * before the carousel for screen readers and search engines; the visible slide titles are its h2s.
 */
export function HomeHero({ heading, saveData, locale }: { heading: string; saveData: boolean; locale: Locale }) {
  const { heroLabels, heroSlides } = messages(locale)
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
        slides={heroSlides.map((slide, i) => (
          <HeroSlideView key={slide.id} slide={slide} index={i} saveData={saveData} />
        ))}
      />
    </>
  )
}
