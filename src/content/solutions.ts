/**
 * Solutions copy: the /solutions index (docs/product.md §2.7) and the seven solution pages
 * (docs/product.md §2.8, made real pages by docs/design.md decision 2).
 */
import { type SolutionSlug, contactHref, routes } from '@/lib/routes'
import type { ButtonLink, ContentImage, IconName, InternalHref, LinkItem, Stat, TitledText } from './types'

/** A card of the solutions index. */
export interface SolutionSummary {
  readonly slug: SolutionSlug
  readonly title: string
  readonly description: string
  readonly icon: IconName
  readonly image: ContentImage
  /** 3 to 4 short benefits. */
  readonly benefits: readonly string[]
  /** Exactly 4 applications. */
  readonly applications: readonly [string, string, string, string]
  readonly href: InternalHref
}

/** Solutions index (docs/product.md §2.7). */
export const solutionsIndex = {
  meta: {
    title: 'Solutions',
    description:
      'Positioning, scanning and monitoring solutions for surveying, construction, precision ' +
      'agriculture and mining in Afghanistan.',
  },
  benefitsLabel: 'Key Benefits',
  applicationsLabel: 'Applications',
  exploreLabel: 'Explore Solution',
} as const

/** A benefit on a solution page. */
export interface SolutionBenefit extends TitledText {
  readonly icon: IconName
}

/** A solution page (docs/design.md decision 2). */
export interface SolutionPage {
  readonly slug: SolutionSlug
  readonly title: string
  readonly subtitle: string
  /** 2 to 3 sentences. */
  readonly description: string
  readonly heroImage: ContentImage
  /** 4 to 6. */
  readonly benefits: readonly SolutionBenefit[]
  /** 6 to 8. */
  readonly applications: readonly TitledText[]
  /** 3 to 4 steps. */
  readonly workflow: { readonly title: string; readonly steps: readonly TitledText[] }
  /**
   * Relevant catalogue categories, most relevant first; the page lists those that exist (staff can rename or
   * remove a category, so a slug here is a wish, not a guarantee; tests hold the seed to it).
   */
  readonly categorySlugs: readonly string[]
  readonly meta: { readonly title: string; readonly description: string }
}

/** Strings around every solution page (docs/product.md §2.8; docs/design.md decision 2). */
export const solutionPageLabels = {
  benefits: 'Benefits',
  applications: 'Applications',
  /** Heading of the relevant categories and products. */
  equipment: 'Recommended Equipment',
  equipmentIntro: 'Categories and products from our catalogue used in this work.',
  /** Read after a category's product count by screen readers ("Total Stations 3 products"). */
  productCountSuffix: 'products',
  contactOurExperts: { label: 'Contact Our Experts', href: routes.contact } satisfies LinkItem,
  ctaTitle: 'Plan your project with a specialist',
  ctaText:
    'Tell us about the site, the accuracy you need and your schedule; we reply with a recommendation and a quotation.',
  requestQuote: { label: 'Request a Quote', href: contactHref({ subject: 'quote-request' }) } satisfies LinkItem,
  backToSolutions: { label: 'All Solutions', href: routes.solutions } satisfies LinkItem,
  notFound: 'Solution category not found',
  notFoundText: 'We have no solution page at this address. See all industries we serve.',
} as const

/** The solutions index's sections, from its page entry (src/server/content/pages.ts). */
export interface SolutionsIndexContent {
  readonly hero: { readonly title: string; readonly intro: string }
  /** The four fixed industries, in the spec's order. */
  readonly industries: readonly SolutionSummary[]
  /** Static reliability bar on each card (docs/product.md §2.7). */
  readonly reliability: { readonly label: string; readonly value: string; readonly percent: number }
  /** Links to the three further solution pages (docs/design.md decision 2). */
  readonly moreIndustries: { readonly title: string; readonly links: readonly LinkItem[] }
  /** "Trusted by Industry Leaders" (docs/product.md §2.7 and §9). */
  readonly trusted: { readonly title: string; readonly stats: readonly Stat[] }
  /** Closing call to action; Schedule Demo opens the form prefilled (docs/design.md decision 5). */
  readonly cta: { readonly title: string; readonly text: string; readonly buttons: readonly ButtonLink[] }
}
