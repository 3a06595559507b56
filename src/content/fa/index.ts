/**
 * The Dari (fa) copy: every key of the English registry (../messages.ts `en`), from the Dari modules beside this
 * file, module for module. Typed as Messages, so a key missing here or in a module fails the type check.
 */
import type { Messages } from '../messages'
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
import * as whatsapp from './whatsapp'

export const fa: Messages = {
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
  replyPromise: site.replyPromise,
  businessHoursText: site.businessHoursText,
  supportAvailability: site.supportAvailability,
  channelLabels: site.channelLabels,
  // solutions.ts
  solutionsIndex: solutions.solutionsIndex,
  solutionPageLabels: solutions.solutionPageLabels,
  solutionPages: solutions.solutionPages,
  // whatsapp.ts
  whatsappAsk: whatsapp.whatsappAsk,
}
