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
 * The reply promise sentence; the contact toast (docs/product.md §8) ends with it. The hours are the contact settings'
 * (SiteConfig.replyWithinHours), so a promise staff change reaches every sentence that states it.
 */
export const replyPromise = (hours: number) => `We'll get back to you within ${hours} hours.`

/** Business hours of all offices (docs/product.md §2.11 and §9). AFT is Afghanistan Time, UTC+4:30. */
export const businessHoursText = 'Sat-Thu 8:00 AM to 5:00 PM AFT'

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
