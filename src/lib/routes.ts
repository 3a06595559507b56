/**
 * URL builders and the structural slugs every layer links with (pages, components, copy, server), so a URL shape
 * is written once.
 * Route table: docs/product.md §2.1, as changed by docs/design.md decisions 1 (canonical category URL),
 * 2 (seven real solution pages) and 3 (real news article pages).
 */
/** A path on this site ("/products"): the same in every locale (the locale prefix is added when linking). */
export type InternalHref = `/${string}`

/** The four built-in product categories (docs/product.md §2.4 and §3.2). */
export const BUILT_IN_CATEGORY_SLUGS = ['gnss-receivers', '3d-scanners', 'radar-monitoring', 'oem-boards'] as const
export type BuiltInCategorySlug = (typeof BUILT_IN_CATEGORY_SLUGS)[number]

/**
 * Solution pages (docs/design.md decision 2): the spec's four solution sub-routes plus the home page's
 * transportation, aviation and marine industries.
 */
export const SOLUTION_SLUGS = [
  'surveying',
  'construction',
  'agriculture',
  'mining',
  'transportation',
  'aviation',
  'marine',
] as const
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number]

/** The spec's four solution sub-routes, in menu order (docs/product.md §2.2). */
export const MENU_SOLUTION_SLUGS = [
  'surveying',
  'construction',
  'agriculture',
  'mining',
] as const satisfies readonly SolutionSlug[]

/** Contact form subject values (docs/product.md §5). Labels live in contact.ts. */
export const CONTACT_SUBJECTS = [
  'product-inquiry',
  'technical-support',
  'quote-request',
  'partnership',
  'other',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

/** Topics a link may pass to the contact form to prefill its message (docs/design.md decision 5). */
export const CONTACT_TOPICS = ['demo', 'datasheet', 'support'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** Fixed routes (docs/product.md §2.1). */
export const routes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  products: '/products',
  solutions: '/solutions',
  news: '/news',
  support: '/support',
  service: '/service',
  serviceStatus: '/service/status',
  warranty: '/warranty',
  privacy: '/privacy',
} as const satisfies Record<string, InternalHref>

/** The service request form, with an instrument filled in (a product page's link: docs/service-desk.md). */
export function serviceRequestHref(productSlug?: string): InternalHref {
  return productSlug ? `/service?product=${encodeURIComponent(productSlug)}` : '/service'
}

/** A service request's private status page (docs/decisions/100-service-references-and-links.md). */
export function serviceStatusHref(token: string): InternalHref {
  return `/service/status/${token}`
}

/** A calibration certificate's public verification page, what its QR code opens. */
export function certificateHref(code: string): InternalHref {
  return `/service/certificates/${code}`
}

/** The longest prefilled WhatsApp message the counted redirect passes on. */
export const WHATSAPP_TEXT_MAX = 1_000

/**
 * A WhatsApp click-to-chat link through the site's counted redirect (docs/figures.md): `/go/whatsapp?text=…`, which
 * answers 302 to wa.me with the site's number. Staff screens link to a customer's number directly (`whatsappHref`).
 */
export function whatsappGoHref(text?: string): InternalHref {
  return text ? `/go/whatsapp?text=${encodeURIComponent(text.slice(0, WHATSAPP_TEXT_MAX))}` : '/go/whatsapp'
}

/** Canonical category listing URL (docs/design.md decision 1): `/products/category/{slug}`. */
export function categoryHref(slug: string): InternalHref {
  return `/products/category/${slug}`
}

/** Product detail URL (docs/product.md §2.6): `/product/{slug}`; the spec's productId is the slug. */
export function productHref(slug: string): InternalHref {
  return `/product/${slug}`
}

/** Solution page URL (docs/product.md §2.8, docs/design.md decision 2): `/solutions/{slug}`. */
export function solutionHref(slug: SolutionSlug): InternalHref {
  return `/solutions/${slug}`
}

/** News or event article URL (docs/design.md decision 3): `/news/{slug}`. */
export function newsHref(slug: string): InternalHref {
  return `/news/${slug}`
}

/** What a link may prefill on the contact form. */
export interface ContactPrefill {
  /** Selects the Subject field. */
  subject?: ContactSubject
  /** Product slug the message is about; the form shows the product and mentions it in the message. */
  product?: string
  /** Prefills the message with the topic's opening line (see `contactPrefillMessages` in contact.ts). */
  topic?: ContactTopic
}

/**
 * Contact page URL with prefill query (docs/design.md decision 5: Request Quote, Schedule Demo and Get Custom Quote
 * open the form prefilled). Query keys: `subject`, `product`, `topic`, always in that order so equal prefills give
 * equal URLs. `contactHref({ subject: 'quote-request' })` is `/contact?subject=quote-request`.
 */
export function contactHref(prefill: ContactPrefill = {}): InternalHref {
  const query = new URLSearchParams()
  if (prefill.subject) query.set('subject', prefill.subject)
  if (prefill.product) query.set('product', prefill.product)
  if (prefill.topic) query.set('topic', prefill.topic)
  const qs = query.toString()
  return qs ? `/contact?${qs}` : '/contact'
}

/** The quote list (docs/decisions/030-quote-list.md). */
export const QUOTE_PATH = '/quote' satisfies InternalHref

export function quoteSentHref(submissionId: string): InternalHref {
  return `/quote/sent/${submissionId}`
}

export function quoteSummaryPdfHref(submissionId: string): InternalHref {
  return `/quote/sent/${submissionId}/quote-summary.pdf`
}

/** A support library release's page: `/support/releases/{id}`. */
export function releaseHref(id: number): InternalHref {
  return `/support/releases/${id}`
}

/**
 * A support library file: `/downloads/{id}/{name}`, one address whatever the page's language (the HTTP layer
 * serves it with ranges: docs/decisions/091-download-ranges.md).
 */
export function downloadHref(id: number, name: string): InternalHref {
  return `/downloads/${id}/${encodeURIComponent(name)}`
}

/** The library's Atom feed, or one product's: `/support/feed`, `/support/feed/{slug}`. */
export function supportFeedHref(slug?: string): InternalHref {
  return slug ? `/support/feed/${slug}` : '/support/feed'
}

/** A subscription's confirm or unsubscribe page (the links of the library's e-mails). */
export function subscriptionHref(token: string, action: 'confirm' | 'unsubscribe'): InternalHref {
  return `/subscriptions/${token}/${action}`
}

/** A product's "Notify me" page: its subscription form (docs/support-library.md). */
export function supportNotifyHref(slug: string): InternalHref {
  return `/support/notify/${slug}`
}

/**
 * A product's field pack (docs/decisions/092-field-pack.md): `/downloads/field-pack/{slug}.zip`, `.fa.zip`, `.ps.zip`;
 * one address per language, outside the localized site like every download.
 */
export function fieldPackHref(slug: string, locale: string): InternalHref {
  return `/downloads/field-pack/${slug}${locale === 'en' ? '' : `.${locale}`}.zip`
}

/** A product's support page: every release and advisory, with checksums (`/support/products/{slug}`). */
export function productSupportHref(slug: string): InternalHref {
  return `/support/products/${slug}`
}
