/**
 * Dari (fa) header, mobile menu and footer: mirrors ../navigation.ts, building the link lists from the Dari labels
 * (./labels) and the shared routes, so every label is written once.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { MENU_SOLUTION_SLUGS, categoryHref, routes, solutionHref } from '@/lib/routes'
import type { LinkItem } from '../types'
import { sharedLabels, solutionNames } from './labels'
import { siteDefaults } from './site'

const solutionLinks: readonly LinkItem[] = MENU_SOLUTION_SLUGS.map((slug) => ({
  label: solutionNames[slug],
  href: solutionHref(slug),
}))

const aboutLink: LinkItem = { label: sharedLabels.about, href: routes.about }
const contactLink: LinkItem = { label: sharedLabels.contact, href: routes.contact }

export const header: Messages['header'] = {
  logo: { href: routes.home, label: (companyName: string = siteDefaults.name) => `${companyName}، صفحه اصلی` },
  skipToContent: 'رفتن به محتوای اصلی',
  navLabel: 'اصلی',
  productsMenu: {
    label: sharedLabels.products,
    categoryHref,
    viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
    refresh: 'تازه‌سازی',
    refreshAction: 'بارگذاری دوباره دسته‌های محصولات',
    loading: 'در حال بارگذاری...',
    empty: 'هیچ دسته‌ای موجود نیست',
  },
  solutionsMenu: {
    label: sharedLabels.solutions,
    items: solutionLinks,
  },
  links: [aboutLink, contactLink],
  quote: { label: sharedLabels.getQuote, href: routes.contact },
}

export const mobileMenu: Messages['mobileMenu'] = {
  openLabel: 'باز کردن منو',
  closeLabel: 'بستن منو',
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
        { label: 'حریم خصوصی', href: routes.privacy },
      ],
    },
  ],
  navLabel: 'پایین صفحه',
  // A year is written without a group separator ("۲۰۲۶", not "۲٬۰۲۶").
  legal: (year: number, companyName: string = siteDefaults.name) =>
    `© ${formatNumber(year, 'fa', { useGrouping: false })} ${companyName}. تمام حقوق محفوظ است.`,
}
