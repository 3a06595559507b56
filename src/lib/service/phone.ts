/**
 * Phone numbers as customers type them (docs/decisions/104-customer-matching.md): in Latin, Persian (۰۷۰۰…) or
 * Arabic-Indic (٠٧٠٠…) digits, with spaces, dashes, dots or brackets, with +93, 0093 or a national 0. Pure and
 * isomorphic.
 */

const PERSIAN_ZERO = 0x06f0
const ARABIC_ZERO = 0x0660

/** Persian and Arabic-Indic digits as ASCII digits; everything else unchanged. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0)
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO)
  })
}

/** What a phone number may contain besides digits: a leading +, spaces, dashes, dots, brackets. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/

/**
 * The digits of a phone number when it is one: 9 to 15 digits (E.164's longest is 15; an Afghan mobile without its
 * 0 is 9), nothing but the separators people type. Undefined when it is not a phone number.
 */
export function phoneDigits(typed: string): string | undefined {
  const text = asciiDigits(typed).trim()
  if (!PHONE_SHAPE.test(text)) return undefined
  const digits = text.replace(/\D/g, '').replace(/^00/, '')
  return digits.length >= 9 && digits.length <= 15 ? digits : undefined
}

export function isPhone(typed: string): boolean {
  return phoneDigits(typed) !== undefined
}

/**
 * The number's last nine digits: an Afghan number's national significant number, whether it was typed with +93,
 * 0093 or a leading 0. Two records with the same key are the same line; what new leads and requests are matched by.
 */
export function phoneKey(typed: string): string | undefined {
  return phoneDigits(typed)?.slice(-9)
}

/** The last four digits, what the status lookup asks for ("the last four digits of your phone number"). */
export function lastFour(typed: string): string | undefined {
  return phoneDigits(typed)?.slice(-4)
}

/** The number as stored: ASCII digits, single spaces, trimmed; the customer's own grouping kept. */
export function tidyPhone(typed: string): string {
  return asciiDigits(typed).replace(/\s+/g, ' ').trim()
}

/**
 * The number as WhatsApp's click-to-chat wants it (country code, no + or leading zeros): an Afghan number typed with
 * its national 0 gets +93; one typed with a country code keeps it.
 */
export function whatsappNumber(typed: string): string | undefined {
  const digits = phoneDigits(typed)
  if (!digits) return undefined
  const plus = asciiDigits(typed).trim().startsWith('+') || asciiDigits(typed).trim().startsWith('00')
  if (plus) return digits
  return digits.startsWith('0') ? `93${digits.slice(1)}` : digits.length === 9 ? `93${digits}` : digits
}
