/**
 * The copy client components need, as plain serializable data for one locale (decision 032,
 * docs/decisions/032-locales.md). A server component builds it with these functions and passes it as props, so a
 * page's JavaScript carries only its own locale's strings, and only those its client parts use. Parameterised
 * strings become templates with `{name}`-style blanks, filled in the browser by src/lib/i18n/fill.ts.
 *
 * Server code only, like src/content/messages.ts; client components import the types alone.
 */
import { sortOptions } from '@/lib/catalogue/product-list-params'
import type { ContactValidationCopy } from '@/lib/contact/fields'
import type { Blank } from '@/lib/i18n/fill'
import type { Locale } from '@/lib/i18n/locales'

import type { ProductTabId } from './catalogue'
import { CONTACT_SUBJECTS } from '@/lib/routes'
import { messages } from './messages'

/**
 * Number blanks: a copy function that takes a number is called with these, which print as "{n}" and "{total}" when
 * the function interpolates them (and the client fills in the locale's digits).
 */
const PLACEHOLDER_N = '{n}' satisfies Blank
const PLACEHOLDER_TOTAL = '{total}' satisfies Blank
const PLACEHOLDER_MAX = '{max}' satisfies Blank

/** A product card and its two small forms (rendered by server pages and by the client product lists). */
export function productCardCopy(locale: Locale) {
  const { productCard, quoteControls, compareControls } = messages(locale)
  return {
    locale,
    featured: productCard.featured,
    defaultCategory: productCard.defaultCategory,
    viewDetails: productCard.viewDetails,
    addToQuote: quoteControls.add,
    addToQuoteNamed: quoteControls.addNamed('{name}'),
    quantity: quoteControls.quantity,
    compare: compareControls.compare,
    compareNamed: compareControls.compareNamed('{name}'),
  }
}
export type ProductCardCopy = ReturnType<typeof productCardCopy>

/** The product page's tab list (its panels are server-rendered). */
export function productTabsCopy(locale: Locale) {
  const { productDetail } = messages(locale)
  return {
    listLabel: productDetail.tabListLabel,
    labels: Object.fromEntries(productDetail.tabs.map((tab) => [tab.id, tab.label])) as Record<ProductTabId, string>,
  }
}
export type ProductTabsCopy = ReturnType<typeof productTabsCopy>

/** The Technology Features gallery: numbers in the locale's digits, counter and dot names as templates. */
export function technologyGalleryCopy(locale: Locale) {
  const { introduction } = messages(locale).productDetail
  return {
    locale,
    counter: introduction.galleryCounter(PLACEHOLDER_N, PLACEHOLDER_TOTAL),
    show: introduction.galleryShow('{title}'),
  }
}
export type TechnologyGalleryCopy = ReturnType<typeof technologyGalleryCopy>

/** What the client product lists (products index grid, category listing) share: cards and the list's states. */
export function productListCopy(locale: Locale) {
  const { productsGrid } = messages(locale)
  return {
    card: productCardCopy(locale),
    /** Beside the results while newer ones load. */
    loadingNew: productsGrid.loading,
    error: productsGrid.error('{message}'),
    retryHint: productsGrid.retryHint,
    retry: productsGrid.retry,
  }
}
export type ProductListCopy = ReturnType<typeof productListCopy>

/** The category listing's search, sort, count and states. */
export function categoryListingCopy(locale: Locale) {
  const { categoryListing, sortLabels } = messages(locale)
  return {
    list: productListCopy(locale),
    pagination: productsGridCopy(locale).pagination,
    search: {
      label: categoryListing.search.label,
      placeholder: categoryListing.search.placeholder,
      clear: categoryListing.search.clear,
    },
    sort: { label: categoryListing.sort.label, options: sortOptions(sortLabels) },
    count: categoryListing.count(PLACEHOLDER_N),
    loading: categoryListing.loading,
    empty: {
      title: categoryListing.empty.title,
      searchHint: categoryListing.empty.searchHint,
      categoryEmpty: categoryListing.empty.categoryEmpty,
    },
  }
}
export type CategoryListingCopy = ReturnType<typeof categoryListingCopy>

/** The products index grid and its pagination. */
export function productsGridCopy(locale: Locale) {
  const { productsGrid, productsIndexExtras } = messages(locale)
  return {
    list: productListCopy(locale),
    loading: productsGrid.loading,
    empty: productsGrid.empty,
    pagination: {
      label: productsGrid.pagination.label,
      previous: productsGrid.pagination.previous,
      next: productsGrid.pagination.next,
      page: productsGrid.pagination.page(PLACEHOLDER_N, PLACEHOLDER_TOTAL),
      pageLabel: productsIndexExtras.pageLabel(PLACEHOLDER_N),
    },
  }
}
export type ProductsGridCopy = ReturnType<typeof productsGridCopy>

/**
 * The error boundaries' copy (src/app/[locale]/error.tsx and the catalogue routes' error.tsx). Error boundaries take
 * no props from the server, so the site layout provides this through ErrorCopyProvider.
 */
export function errorCopy(locale: Locale) {
  const { errorPage, productsGrid, catalogueExtras, categoryListing, productDetail } = messages(locale)
  return {
    page: {
      title: errorPage.title,
      text: errorPage.text,
      retry: errorPage.retry,
      home: errorPage.home,
      reference: errorPage.reference('{digest}'),
    },
    products: {
      error: productsGrid.error('{message}'),
      retryHint: productsGrid.retryHint,
      retry: productsGrid.retry,
      unavailable: catalogueExtras.unavailableMessage,
      /** The way back from a category listing that failed. */
      categoryBack: categoryListing.notFound.back,
    },
    product: {
      title: productDetail.error.title,
      fallbackMessage: productDetail.error.fallbackMessage,
      back: productDetail.error.back,
    },
  }
}
export type ErrorCopy = ReturnType<typeof errorCopy>

/** The header search field and its suggestions combobox. */
export function searchBoxCopy(locale: Locale) {
  const { searchBox } = messages(locale)
  return {
    locale,
    label: searchBox.label,
    placeholder: searchBox.placeholder,
    submit: searchBox.submit,
    listLabel: searchBox.listLabel,
    kindLabels: searchBox.kindLabels,
    /** Live-region announcement of the number of suggestions: none, one, or a template for more. */
    count: {
      none: searchBox.countAnnouncement(0),
      one: searchBox.countAnnouncement(1),
      many: searchBox.countAnnouncement(PLACEHOLDER_N),
    },
    seeAll: searchBox.seeAll('{query}'),
    hint: searchBox.hint,
  }
}
export type SearchBoxCopy = ReturnType<typeof searchBoxCopy>

/** The contact form's field errors (checked in the browser by the server schema's rules: src/lib/contact/fields.ts). */
export function contactValidationCopy(locale: Locale): ContactValidationCopy {
  const { contactForm, contactValidation } = messages(locale)
  const { fields } = contactForm
  return {
    locale,
    labels: {
      name: fields.name.label,
      email: fields.email.label,
      company: fields.company.label,
      phone: fields.phone.label,
      subject: fields.subject.label,
      message: fields.message.label,
    },
    nameRequired: contactValidation.nameRequired,
    emailRequired: contactValidation.emailRequired,
    emailInvalid: contactValidation.emailInvalid,
    phoneInvalid: contactValidation.phoneInvalid,
    subjectRequired: contactValidation.subjectRequired,
    messageRequired: contactValidation.messageRequired,
    tooLong: contactValidation.tooLong('{label}', PLACEHOLDER_MAX),
    singleLine: contactValidation.singleLine('{label}'),
    control: contactValidation.control('{label}'),
  }
}

/**
 * The contact form: fields, subjects, toasts, counters and its field errors. `replyWithinHours` is the promise the
 * success toast states (SiteConfig.replyWithinHours).
 */
export function contactFormCopy(locale: Locale, replyWithinHours: number) {
  const { contactForm, contactSubjectLabels, contactToasts, contactFormStatus } = messages(locale)
  return {
    locale,
    fields: contactForm.fields,
    optional: contactForm.optional,
    required: contactForm.required,
    aboutProduct: contactForm.aboutProduct('{name}'),
    submit: contactForm.submit,
    submitting: contactForm.submitting,
    subjects: CONTACT_SUBJECTS.map((value) => ({ value, label: contactSubjectLabels[value] })),
    toasts: {
      success: { title: contactToasts.success.title, text: contactToasts.success.text(replyWithinHours) },
      invalid: contactFormStatus.invalid,
      rateLimited: contactToasts.rateLimited,
      failure: contactToasts.failure,
    },
    remaining: { one: contactFormStatus.remaining(1), many: contactFormStatus.remaining(PLACEHOLDER_N) },
    dismiss: contactFormStatus.dismiss,
    honeypotLabel: contactFormStatus.honeypotLabel,
    viewProduct: contactFormStatus.viewProduct,
    requiredNote: contactFormStatus.requiredNote,
    validation: contactValidationCopy(locale),
  }
}
export type ContactFormCopy = ReturnType<typeof contactFormCopy>

/** "Send your request" on the quote page. */
export function quoteFormCopy(locale: Locale) {
  const { contactForm, contactFormStatus, quotePage } = messages(locale)
  return {
    fields: contactForm.fields,
    required: contactForm.required,
    optional: contactForm.optional,
    noteLabel: quotePage.noteLabel,
    notePlaceholder: quotePage.notePlaceholder,
    honeypotLabel: contactFormStatus.honeypotLabel,
    send: quotePage.send,
    sending: quotePage.sending,
  }
}
export type QuoteFormCopy = ReturnType<typeof quoteFormCopy>

/**
 * "Keep on this device" on a product's support page (docs/decisions/094-keep-on-this-device.md): names, sizes and
 * counts are blanks the browser fills.
 */
export function keepOnDeviceCopy(locale: Locale) {
  const { keep } = messages(locale).supportLibrary
  return {
    locale,
    heading: keep.heading,
    text: keep.text,
    keep: keep.keep,
    keepNamed: keep.keepNamed('{name}'),
    remove: keep.remove,
    removeNamed: keep.removeNamed('{name}'),
    keeping: keep.keeping,
    kept: keep.kept('{name}'),
    removed: keep.removed('{name}'),
    oneFile: keep.oneFile,
    files: keep.files('{n}'),
    summary: keep.summary('{files}', '{used}', '{quota}'),
    tooBig: keep.tooBig('{name}', '{free}'),
    failed: keep.failed('{name}'),
  }
}
export type KeepOnDeviceCopy = ReturnType<typeof keepOnDeviceCopy>
