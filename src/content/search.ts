/**
 * Site search copy (decision 029): the results page `/search?q=` and the header's search box with suggestions.
 */
import { sharedLabels } from './labels'
import { productCard } from './products-index'
import type { Count } from '@/lib/i18n/fill'

// The search URL lives in its own module: the header's search box (browser code) needs only it, not this copy.

export const searchPage = {
  meta: {
    title: 'Search',
    description: 'Search the catalogue, solutions and news by product name, model number or specification.',
  },
  title: 'Search',
  resultsTitle: (query: string) => `Results for “${query}”`,
  intro: 'Find products by name or model number (K8, K-8 or k 8), by specification (IP67, 1408 channels), or by topic.',
  breadcrumb: 'Search',
  fieldLabel: 'Search the site',
  placeholder: 'Model, product or specification',
  submit: 'Search',
  /** Announced and shown above the results. */
  summary: (total: number, query: string) =>
    total === 1 ? `1 result for “${query}”` : `${total.toLocaleString('en-US')} results for “${query}”`,
  shownOf: (shown: number, total: number) => `Showing the best ${shown} of ${total}.`,
  noResultsTitle: 'Nothing matched',
  noResults: (query: string) =>
    `We found nothing for “${query}”. Check the spelling, try a shorter model number, or browse the catalogue.`,
  emptyQuery: 'Type a product name, model number or specification above.',
  browseProducts: 'Browse all products',
  groups: {
    product: 'Products',
    category: 'Categories',
    solution: 'Solutions',
    news: sharedLabels.newsAndEvents,
  },
  unavailable: 'Search is unavailable for a moment. Please try again shortly.',
} as const

/** The header's search box (a combobox with suggestions when JavaScript runs; a plain GET form without it). */
export const searchBox = {
  label: 'Search',
  placeholder: 'Search products…',
  submit: 'Search',
  /** The suggestions list's accessible name. */
  listLabel: 'Suggestions',
  kindLabels: {
    product: productCard.defaultCategory,
    category: 'Category',
    solution: 'Solution',
    news: 'News',
  },
  /** Live-region announcements. */
  countAnnouncement: (n: Count) => (n === 0 ? 'No suggestions.' : n === 1 ? '1 suggestion.' : `${n} suggestions.`),
  seeAll: (query: string) => `See all results for “${query}”`,
  /** Instructions read with the field. */
  hint: 'Suggestions appear as you type; use the arrow keys to choose one and Enter to open it.',
} as const
