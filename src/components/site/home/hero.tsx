import { HERO_AUTOPLAY_MS, heroLabels, heroSlides, type HeroSlide } from '@/content/home'
import { ButtonLink } from '@/components/ui/button'
import { HeroCarousel } from './hero-carousel'

/** On the navy hero, the content's "outline" buttons take the outline style made for dark backgrounds. */
const DARK_VARIANT = { hero: 'hero', outline: 'hero-outline', default: 'hero', secondary: 'hero-outline' } as const

function HeroSlideView({ slide, index }: { slide: HeroSlide; index: number }) {
  // Slide 1's image is the page's LCP element: eager, high priority, WebP renditions; the others wait (lazy).
  // Slide titles are h2: the page's h1 must stay visible whichever slide is shown (HomeHero's heading).
  const lcp = index === 0
  const { image } = slide
  return (
    <>
      <picture>
        {image.variants && (
          <source type="image/webp" srcSet={image.variants.map((v) => `${v.src} ${v.width}w`).join(', ')} sizes="100vw" />
        )}
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={lcp ? 'eager' : 'lazy'}
          fetchPriority={lcp ? 'high' : 'low'}
          decoding={lcp ? 'sync' : 'async'}
          className="absolute inset-0 h-full w-full object-cover object-[70%_20%] md:object-[60%_center] lg:object-center"
        />
      </picture>
      {/* Keeps the text legible over any slide: from the bottom on phones (text sits low), from the start side above. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-navy-950 from-35% via-navy-950/75 to-navy-950/5 md:bg-gradient-to-r md:from-navy-950/95 md:from-10% md:via-navy-950/60 md:to-transparent rtl:md:bg-gradient-to-l"
      />
      <div className="relative container-content flex min-h-[41rem] items-end pt-48 pb-28 md:min-h-[34rem] md:items-center md:pt-20 lg:min-h-[38rem]">
        <div className="max-w-xl lg:max-w-2xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-accent-400/40 bg-navy-950/50 px-3 py-1 text-xs font-semibold tracking-[0.12em] text-accent-300 uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
            {slide.eyebrow}
          </p>
          <h2 className="text-3xl leading-[1.1] font-semibold tracking-tight text-balance text-white md:text-4xl lg:text-5xl">
            {slide.title}
          </h2>
          <p className="mt-5 max-w-xl text-base text-pretty text-navy-100 md:text-lg">{slide.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {slide.buttons.map((button) => (
              <ButtonLink key={button.label} href={button.href} variant={DARK_VARIANT[button.variant]} size="lg">
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
 * Home hero: three slides, server-rendered (SPEC.md section 2). The page's h1 (company and what it does) sits
 * before the carousel for screen readers and search engines; the visible slide titles are its h2s.
 */
export function HomeHero({ heading }: { heading: string }) {
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
          <HeroSlideView key={slide.id} slide={slide} index={i} />
        ))}
      />
    </>
  )
}
