/**
 * Pashto header, mobile menu and footer (mirror of ../navigation.ts, decision 032), built from ./labels so each label
 * is written once.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { MENU_SOLUTION_SLUGS, categoryHref, routes, solutionHref } from '@/lib/routes'
import { siteDefaults } from '../site'
import type { LinkItem } from '../types'
import { sharedLabels, solutionNames } from './labels'

const solutionLinks: readonly LinkItem[] = MENU_SOLUTION_SLUGS.map((slug) => ({
  label: solutionNames[slug],
  href: solutionHref(slug),
}))

const aboutLink: LinkItem = { label: sharedLabels.about, href: routes.about }
const contactLink: LinkItem = { label: sharedLabels.contact, href: routes.contact }

export const header: Messages['header'] = {
  logo: { href: routes.home, label: (companyName: string = siteDefaults.name) => `${companyName}، کور پاڼه` },
  skipToContent: 'اصلي منځپانګې ته ورشئ',
  navLabel: 'اصلي',
  productsMenu: {
    label: sharedLabels.products,
    categoryHref,
    viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
    refresh: 'بیا راوړل',
    refreshAction: 'د محصولاتو کټګورۍ بیا راوړئ',
    loading: 'راوړل کېږي...',
    empty: 'هېڅ کټګوري نشته',
  },
  solutionsMenu: {
    label: sharedLabels.solutions,
    items: solutionLinks,
  },
  links: [aboutLink, contactLink],
  quote: { label: sharedLabels.getQuote, href: routes.contact },
}

export const mobileMenu: Messages['mobileMenu'] = {
  openLabel: 'مېنو پرانیزئ',
  closeLabel: 'مېنو وتړئ',
  solutions: { label: sharedLabels.solutions, href: routes.solutions },
}

export const footer: Messages['footer'] = {
  products: {
    title: sharedLabels.products,
    allProducts: { label: sharedLabels.viewAllProducts, href: routes.products },
  },
  columns: [
    { title: sharedLabels.solutions, links: solutionLinks },
    {
      title: 'شرکت',
      links: [
        aboutLink,
        contactLink,
        { label: sharedLabels.newsAndEvents, href: routes.news },
        { label: 'محرمیت', href: routes.privacy },
      ],
    },
  ],
  navLabel: 'د پاڼې پای',
  /** The year in Eastern Arabic-Indic digits, without a thousands separator. */
  legal: (year: number, companyName: string = siteDefaults.name) =>
    `© ${formatNumber(year, 'ps', { useGrouping: false })} ${companyName}. ټول حقونه خوندي دي.`,
}
