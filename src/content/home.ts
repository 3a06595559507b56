/**
 * Home page copy (docs/product.md §2.3): hero carousel, featured products, professional solutions,
 * industries, news and events, why choose.
 */
import { sharedLabels } from './labels'
import { type SolutionSlug, routes } from '@/lib/routes'
import { siteDefaults } from './site'
import type { ButtonLink, ContentImage, IconName, InternalHref, LinkItem, Stat, TitledText } from './types'

/** Home page meta (docs/design.md "Findable"); the title is the company name alone. */
export const homeMeta = {
  title: siteDefaults.name,
  description: siteDefaults.shortDescription,
} as const

/** One hero carousel slide. */
export interface HeroSlide {
  readonly id: string
  readonly eyebrow: string
  /** Rendered as the slide heading; slide 1's is the page's h1. */
  readonly title: string
  readonly text: string
  readonly image: ContentImage
  /** First button is the primary action. */
  readonly buttons: readonly ButtonLink[]
}

/** Carousel control labels (docs/design.md decision 9: pausable rotation). */
export const heroLabels = {
  regionLabel: 'Highlights',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  /** Accessible name of a slide and of its dot, 1-based. */
  slideOf: (index: number, total: number) => `Slide ${index} of ${total}`,
} as const

/** Featured Products section (docs/product.md §2.3): shown only if featured products exist, up to 4 cards. */
export const featuredSection = {
  viewDetails: sharedLabels.viewDetails,
  viewAll: { label: sharedLabels.viewAllProducts, href: routes.products } satisfies LinkItem,
} as const

/**
 * Professional Solutions: a card for each of the catalogue's equipment families (docs/product.md §2.3), with the
 * category's own name, description and icon (src/lib/catalogue/families.ts); the words around them are here.
 */
export const professionalSolutions = {
  title: 'Professional Solutions',
  intro: 'Our equipment families, each supplied with training, calibration and in-country support.',
  linkLabel: 'Explore products',
} as const

/** One industry of the Industries section. */
export interface Industry {
  /** Lowercase title with hyphens (docs/product.md §2.3); also the solution page slug. */
  readonly slug: SolutionSlug
  readonly title: string
  readonly description: string
  /** Exactly four key applications. */
  readonly applications: readonly [string, string, string, string]
  readonly icon: IconName
  readonly image: ContentImage
  /** `/solutions/{slug}`. */
  readonly exploreHref: InternalHref
  /** Contact form prefilled with subject quote-request (docs/design.md decision 5). */
  readonly quoteHref: InternalHref
}

/** Industries section chrome (docs/product.md §2.3; docs/design.md decisions 5 and 9). */
export const industriesSection = {
  keyApplications: 'Key Applications',
  explore: 'Explore Solutions',
  customQuote: 'Get Custom Quote',
  previous: 'Previous industry',
  next: 'Next industry',
  pause: 'Pause rotation',
  play: 'Resume rotation',
  /** Accessible name of a selector dot. */
  show: (title: string) => `Show ${title}`,
} as const

/**
 * News & Events: the three home items, same objects as the articles (docs/product.md §2.3; docs/design.md decision 3).
 */
export const newsSection = {
  readMore: 'Read more',
  viewAll: { label: 'View All News & Events', href: routes.news } satisfies LinkItem,
} as const

/** Why Choose: four stats and three calls to action (docs/product.md §2.3 and §9). */
export const whyChoose = {
  title: (companyName: string = siteDefaults.name) => `Why Choose ${companyName}`,
} as const

/** Small labels above the home section headings (site engineer's addition; no spec strings). */
export const homeEyebrows = {
  featured: 'From the catalogue',
  solutions: 'Equipment families',
  industries: 'Industries',
  news: 'Latest',
  whyChoose: 'Why us',
} as const

/** The home page's sections, from its page entry (src/server/content/pages.ts, src/lib/content/pages.ts). */
export interface HomePageContent {
  readonly heroSlides: readonly HeroSlide[]
  readonly featured: { readonly title: string; readonly intro: string }
  readonly industries: { readonly title: string; readonly intro: string; readonly items: readonly Industry[] }
  readonly news: {
    readonly title: string
    readonly intro: string
    /** Latest published articles, or those staff pinned (up to three, in their order). */
    readonly mode: 'latest' | 'pinned'
    readonly pinned: readonly string[]
  }
  readonly whyChoose: {
    readonly intro: string
    readonly stats: readonly Stat[]
    readonly points: readonly TitledText[]
    readonly ctas: readonly ButtonLink[]
  }
}
