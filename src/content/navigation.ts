/**
 * Header, mobile menu and footer (docs/product.md §2.2). Category links go straight to
 * the canonical `/products/category/{slug}` (docs/design.md decision 1) instead of the spec's `/category/{slug}` and
 * `/products/{slug}`, which only redirect there.
 */
import { sharedLabels, solutionNames } from './labels'
import { MENU_SOLUTION_SLUGS, categoryHref, routes, solutionHref } from '@/lib/routes'
import { siteDefaults } from './site'
import type { LinkItem } from './types'

/** The four solution pages of the Solutions menu and footer (docs/product.md §2.2). */
const solutionLinks: readonly LinkItem[] = MENU_SOLUTION_SLUGS.map((slug) => ({
  label: solutionNames[slug],
  href: solutionHref(slug),
}))

/** About and Contact, shared by header and footer. */
const aboutLink: LinkItem = { label: sharedLabels.about, href: routes.about }
const contactLink: LinkItem = { label: sharedLabels.contact, href: routes.contact }

/** Desktop header (docs/product.md §2.2). */
export const header = {
  /** Logo links home; its accessible name includes the (configurable) company name. */
  logo: { href: routes.home, label: (companyName: string = siteDefaults.name) => `${companyName}, home` },
  /** Skip link before the header (WCAG 2.4.1). */
  skipToContent: 'Skip to main content',
  /** Primary navigation landmark name. */
  navLabel: 'Main',
  productsMenu: {
    label: sharedLabels.products,
    /** Each category and child in the tree links to `categoryHref(slug)`. */
    categoryHref,
    viewAll: { label: sharedLabels.viewAllProducts, href: routes.products } satisfies LinkItem,
    refresh: 'Refresh',
    /** Accessible name of the Refresh button, which refetches the category tree. */
    refreshAction: 'Reload product categories',
    loading: 'Loading...',
    empty: 'No categories available',
  },
  solutionsMenu: {
    label: sharedLabels.solutions,
    items: solutionLinks,
  },
  /** Plain links after the menus. */
  links: [aboutLink, contactLink] as const,
  /** Call-to-action button at the end of the header. */
  quote: { label: sharedLabels.getQuote, href: routes.contact } satisfies LinkItem,
} as const

/** Mobile menu (docs/product.md §2.2): same items, toggled; its Solutions entry is one link to /solutions. */
export const mobileMenu = {
  openLabel: 'Open menu',
  closeLabel: 'Close menu',
  solutions: { label: sharedLabels.solutions, href: routes.solutions } satisfies LinkItem,
} as const

/** A titled column of footer links. */
export interface FooterColumn {
  readonly title: string
  readonly links: readonly LinkItem[]
}

/**
 * Footer (docs/product.md §2.2): the catalogue's equipment families (from the category tree: SiteFooter's
 * `families`, src/lib/catalogue/families.ts), the four solution pages, company links, legal line.
 */
export const footer = {
  /** The families' column; with no catalogue to read, it offers the products index instead. */
  products: {
    title: sharedLabels.products,
    allProducts: { label: sharedLabels.viewAllProducts, href: routes.products } satisfies LinkItem,
  },
  columns: [
    { title: sharedLabels.solutions, links: solutionLinks },
    {
      title: 'Company',
      links: [
        aboutLink,
        contactLink,
        { label: sharedLabels.newsAndEvents, href: routes.news },
        { label: 'Privacy', href: routes.privacy },
      ],
    },
  ] satisfies readonly FooterColumn[],
  /** Footer landmark name. */
  navLabel: 'Footer',
  /** Legal line; the year is passed in so the module stays pure. */
  legal: (year: number, companyName: string = siteDefaults.name) => `© ${year} ${companyName}. All rights reserved.`,
} as const
