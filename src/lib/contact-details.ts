/**
 * The company's contact channels as the site links them: the shape of the configured details, their defaults (the
 * runtime configuration overrides each one: src/server/page/site-config.ts), the promised reply time, and the link
 * builders for phone, e-mail and WhatsApp. Structure, not copy: every layer may use it.
 */

/** Reply time promised to visitors (docs/product.md §9). */
export const REPLY_WITHIN_HOURS = 24

/** Configurable contact values (docs/design.md "Brand", never a literal {email} or {phone} on a page). */
export interface ContactDetails {
  readonly salesEmail: string
  /** International format with spaces, as displayed; use `telHref` for links. */
  readonly salesPhone: string
  readonly supportEmail: string
  readonly supportPhone: string
  /**
   * WhatsApp number in international format; use `whatsappHref` for links. Null when WhatsApp is switched off
   * (`WHATSAPP_NUMBER=off`): every WhatsApp link is then hidden.
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
