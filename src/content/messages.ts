/**
 * Every piece of visitor-facing copy, by locale (issue 13, docs/decisions/032-locales.md). English lives in the
 * modules beside this file; Dari and Pashto mirror them, export for export, under ./fa and ./ps, typed by
 * {@link Messages} so a missing key fails the type check (and tests/repo/locale-keys.test.ts names it).
 *
 * Server code only (pages, layouts, server components, route handlers): importing this module pulls in all three
 * locales. A client component takes its copy as props from the server component that renders it, so a page ships
 * the copy of its own locale and nothing else (lint: eslint/import-boundaries.mjs, `client-no-messages`).
 */
import { isolateLtrRuns } from '@/lib/i18n/bidi'
import type { Locale } from '@/lib/i18n/locales'

import * as about from './about'
import * as catalogue from './catalogue'
import * as compare from './compare'
import * as contact from './contact'
import * as documents from './documents'
import * as home from './home'
import * as i18n from './i18n'
import * as labels from './labels'
import * as navigation from './navigation'
import * as news from './news'
import * as notFound from './not-found'
import * as offices from './offices'
import * as offline from './offline'
import * as productsIndex from './products-index'
import * as quote from './quote'
import * as search from './search'
import * as site from './site'
import * as solutions from './solutions'
import { STRUCTURAL_KEYS, type Translation } from './types'
import * as whatsapp from './whatsapp'
import { fa } from './fa'
import { ps } from './ps'

/** The English copy: each module's copy exports, by their export names (names are unique across modules). */
export const en = {
  // about.ts
  aboutMeta: about.aboutMeta,
  aboutHero: about.aboutHero,
  mission: about.mission,
  whatWeProvide: about.whatWeProvide,
  values: about.values,
  timeline: about.timeline,
  aboutStats: about.aboutStats,
  aboutCta: about.aboutCta,
  // catalogue.ts
  categoryListing: catalogue.categoryListing,
  productsSubRoute: catalogue.productsSubRoute,
  productDetail: catalogue.productDetail,
  catalogueExtras: catalogue.catalogueExtras,
  // compare.ts
  compareControls: compare.compareControls,
  comparePage: compare.comparePage,
  comparePdf: compare.comparePdf,
  // contact.ts
  contactMeta: contact.contactMeta,
  contactHero: contact.contactHero,
  contactForm: contact.contactForm,
  contactSubjectLabels: contact.contactSubjectLabels,
  contactSubjectOptions: contact.contactSubjectOptions,
  contactPrefillMessages: contact.contactPrefillMessages,
  quoteRequestMessage: contact.quoteRequestMessage,
  contactToasts: contact.contactToasts,
  contactValidation: contact.contactValidation,
  contactCards: contact.contactCards,
  supportBanner: contact.supportBanner,
  businessHours: contact.businessHours,
  contactFormStatus: contact.contactFormStatus,
  // documents.ts
  documentLabels: documents.documentLabels,
  // home.ts
  homeMeta: home.homeMeta,
  heroSlides: home.heroSlides,
  heroLabels: home.heroLabels,
  featuredSection: home.featuredSection,
  professionalSolutions: home.professionalSolutions,
  industries: home.industries,
  industriesSection: home.industriesSection,
  newsSection: home.newsSection,
  whyChoose: home.whyChoose,
  homeEyebrows: home.homeEyebrows,
  // i18n.ts
  languageSwitcher: i18n.languageSwitcher,
  formats: i18n.formats,
  // labels.ts
  sharedLabels: labels.sharedLabels,
  categoryNames: labels.categoryNames,
  solutionNames: labels.solutionNames,
  sortLabels: labels.sortLabels,
  // navigation.ts
  header: navigation.header,
  mobileMenu: navigation.mobileMenu,
  footer: navigation.footer,
  // news.ts
  newsArticles: news.newsArticles,
  newsListing: news.newsListing,
  articleNotFound: news.articleNotFound,
  // not-found.ts
  notFoundPage: notFound.notFoundPage,
  errorPage: notFound.errorPage,
  // offices.ts
  offices: offices.offices,
  headOffice: offices.headOffice,
  officesSection: offices.officesSection,
  // offline.ts
  offlineCopy: offline.offlineCopy,
  // products-index.ts
  productsMeta: productsIndex.productsMeta,
  productsHero: productsIndex.productsHero,
  fallbackImages: productsIndex.fallbackImages,
  fallbackCategories: productsIndex.fallbackCategories,
  learnMore: productsIndex.learnMore,
  technicalExcellence: productsIndex.technicalExcellence,
  customSolutionsCta: productsIndex.customSolutionsCta,
  productsGrid: productsIndex.productsGrid,
  productCard: productsIndex.productCard,
  productsIndexExtras: productsIndex.productsIndexExtras,
  // quote.ts
  quoteControls: quote.quoteControls,
  quoteIndicator: quote.quoteIndicator,
  quotePage: quote.quotePage,
  quoteSent: quote.quoteSent,
  quotePdf: quote.quotePdf,
  // search.ts
  searchPage: search.searchPage,
  searchBox: search.searchBox,
  // site.ts
  siteDefaults: site.siteDefaults,
  replyPromise: site.REPLY_PROMISE,
  businessHoursText: site.BUSINESS_HOURS,
  supportAvailability: site.SUPPORT_AVAILABILITY,
  channelLabels: site.channelLabels,
  // solutions.ts
  solutionsIndex: solutions.solutionsIndex,
  solutionPageLabels: solutions.solutionPageLabels,
  solutionPages: solutions.solutionPages,
  // whatsapp.ts
  whatsappAsk: whatsapp.whatsappAsk,
}

/** The shape every locale's copy has: English's keys, strings free (hrefs and other structure keep their types). */
export type Messages = Translation<typeof en>

/**
 * Keys whose strings are data rather than running text: dates, addresses a link is built from, file names for HTTP
 * headers. They are never given bidi isolates.
 */
const DATA_KEYS = new Set(['date', 'startDate', 'endDate', 'email', 'phone', 'locale', 'countryCode'])
const isDataKey = (key: string) =>
  DATA_KEYS.has(key) ||
  (STRUCTURAL_KEYS as ReadonlySet<string>).has(key) ||
  /filename$/i.test(key) ||
  /^[A-Z_]+$/.test(key)

/**
 * Dari and Pashto copy with every left-to-right run (figures with units, model names, phone numbers) isolated, so it
 * reads correctly inside right-to-left text (src/lib/i18n/bidi.ts). Done once here, for every string and for what
 * every copy function returns, so translators write plain text.
 */
function withIsolatedRuns<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    return (isDataKey(key) || value.startsWith('/') ? value : isolateLtrRuns(value)) as T
  }
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown
    return ((...args: unknown[]) => withIsolatedRuns(fn(...args), key)) as T
  }
  if (Array.isArray(value)) return value.map((item) => withIsolatedRuns(item, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isDataKey(k) ? v : withIsolatedRuns(v, k)]),
    ) as T
  }
  return value
}

const byLocale: Readonly<Record<Locale, Messages>> = {
  en,
  fa: withIsolatedRuns(fa),
  ps: withIsolatedRuns(ps),
}

/** The copy of one locale. */
export function messages(locale: Locale): Messages {
  return byLocale[locale]
}
