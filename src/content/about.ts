/**
 * About page copy (docs/product.md §2.10): mission, what we provide, values, timeline 2012 to 2024+, stats,
 * links to /contact and /products.
 */
import { siteDefaults } from './site'
import type { ButtonLink, ContentImage, IconName, Stat, TitledText } from './types'

/** About page meta (docs/design.md "Findable"). */
export const aboutMeta = {
  title: 'About Us',
  description:
    'Founded in Kabul in 2012: survey-grade GNSS, scanning and monitoring equipment with ' +
    'calibration, training and an RTK reference network across Afghanistan.',
} as const

/** Page hero. */
export const aboutHero = {
  title: (companyName: string = siteDefaults.name) => `About ${companyName}`,
} as const

/** An item of "What we provide". */
export interface ProvidedService extends TitledText {
  readonly icon: IconName
}

/** One timeline milestone. */
export interface Milestone extends TitledText {
  /** Displayed year label, e.g. "2012" or "2024+". */
  readonly year: string
}

/** The about page's sections, from its page entry (src/server/content/pages.ts, src/lib/content/pages.ts). */
export interface AboutPageContent {
  readonly hero: { readonly intro: string }
  readonly mission: { readonly title: string; readonly text: string; readonly image: ContentImage }
  readonly whatWeProvide: { readonly title: string; readonly items: readonly ProvidedService[] }
  readonly values: { readonly title: string; readonly items: readonly TitledText[] }
  readonly timeline: { readonly title: string; readonly milestones: readonly Milestone[] }
  readonly stats: readonly Stat[]
  readonly cta: { readonly title: string; readonly text: string; readonly links: readonly ButtonLink[] }
}
