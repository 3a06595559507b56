/**
 * Company defaults (docs/design.md "Brand", Name and contacts). The company name and the contact values below are
 * defaults: the runtime configuration (src/env.ts) may override them, so pages take them from configuration and fall
 * back to these.
 */

/** Company identity and default meta copy (docs/design.md "Brand"; docs/design.md "Findable"). */
export const siteDefaults = {
  name: 'Meridian Geosystems',
  /** Shown under the logo in the footer and in Organization JSON-LD `slogan`. */
  tagline: 'Survey-grade positioning and measurement equipment, supplied and supported in Afghanistan',
  /** Meta description fallback; kept under 160 characters for search snippets and WhatsApp previews. */
  shortDescription:
    'GNSS receivers, 3D laser scanners, slope-monitoring radar and GNSS OEM modules, with ' +
    'calibration, training and support from Kabul.',
  /** Longer default description (home page intro, Open Graph description, Organization JSON-LD). */
  description:
    'Meridian Geosystems supplies and supports survey-grade GNSS receivers, 3D laser scanners, ' +
    'slope-stability radar, GNSS OEM boards and modules, survey drones and instruments across ' +
    'Afghanistan, from offices in Kabul, Jalalabad and Mazar-i-Sharif.',
  /** BCP 47 language of the copy; Dari (fa-AF) and Pashto (ps-AF) can be added as further content sets. */
  locale: 'en',
  countryCode: 'AF',
  country: 'Afghanistan',
  foundingYear: 2012,
} as const

/**
 * Page title template: "{page} | {company}" (docs/design.md "Findable"). Content modules give bare page titles in
 * `meta.title`; the root layout applies this (or Next's `title.template`) with the configured company name.
 */
export function pageTitle(page: string, companyName: string = siteDefaults.name): string {
  return `${page} | ${companyName}`
}

/** Reply time promised to visitors (docs/product.md §9). */
export const REPLY_WITHIN_HOURS = 24

/** The reply promise sentence; the contact toast (docs/product.md §8) ends with it. */
export const REPLY_PROMISE = `We'll get back to you within ${REPLY_WITHIN_HOURS} hours.`

/** Business hours of all offices (docs/product.md §2.11 and §9). AFT is Afghanistan Time, UTC+4:30. */
export const BUSINESS_HOURS = 'Sat-Thu 8:00 AM to 5:00 PM AFT'

/** Round-the-clock support figure (docs/product.md §9: "24/7 support"), shared by home and about stats. */
export const SUPPORT_AVAILABILITY = '24/7'

/** Configurable contact values (docs/design.md "Brand", never a literal {email} or {phone} on a page). */
export interface ContactDetails {
  readonly salesEmail: string
  /** International format with spaces, as displayed; use `telHref` for links. */
  readonly salesPhone: string
  readonly supportEmail: string
  readonly supportPhone: string
  /**
   * WhatsApp number in international format; use `whatsappHref` for links. Null when WhatsApp is switched off
   * (`WHATSAPP_NUMBER=off`): every WhatsApp link is then hidden (issue 14).
   */
  readonly whatsappNumber: string | null
}

/** Default contact values; the runtime configuration overrides each one. */
export const defaultContact = {
  salesEmail: 'sales@meridiangeo.af',
  salesPhone: '+93 20 230 1450',
  supportEmail: 'support@meridiangeo.af',
  supportPhone: '+93 79 900 2400',
  whatsappNumber: '+93 79 900 2400',
} as const satisfies ContactDetails

/** `tel:` link for a displayed phone number ("+93 20 230 1450" → "tel:+93202301450"). */
export function telHref(phone: string): `tel:${string}` {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** `mailto:` link, optionally with a subject line. */
export function mailtoHref(email: string, subject?: string): `mailto:${string}` {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

/** WhatsApp click-to-chat link (wa.me wants digits only, no "+"), optionally with a prefilled message. */
export function whatsappHref(number: string, text?: string): `https://wa.me/${string}` {
  const digits = number.replace(/\D/g, '')
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`
}

/** Labels for the contact channels shown in the footer, contact cards and floating WhatsApp button. */
export const channelLabels = {
  phone: 'Phone',
  email: 'Email',
  whatsapp: 'WhatsApp',
  /** Accessible name of the WhatsApp link; the visible text may be just the icon. */
  whatsappAction: 'Chat with us on WhatsApp',
  /** Opening line prefilled in the WhatsApp chat. */
  whatsappGreeting: (companyName: string = siteDefaults.name) =>
    `Hello ${companyName}, I have a question about your equipment.`,
  hours: 'Business hours',
} as const
