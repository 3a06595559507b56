/**
 * The service desk's references (docs/decisions/100-service-references-and-links.md): `R-2026-0001` for a request,
 * `C-2026-0001` for a calibration certificate, numbered per year like quotations (decision 048). Pure and isomorphic.
 */

export type ServiceNumberKind = 'R' | 'C'

export function serviceNumber(kind: ServiceNumberKind, year: number, sequence: number): string {
  // Past 9,999 in a year the number simply grows a digit; it never wraps.
  return `${kind}-${year}-${String(sequence).padStart(4, '0')}`
}

/** A request's reference as customers type it: any case, Persian digits, spaces or dashes left out ("r 2026 12"). */
export function parseRequestReference(typed: string, asciiDigits: (text: string) => string): string | undefined {
  const match = /^R[\s-]*(\d{4})[\s-]*(\d{1,6})$/i.exec(asciiDigits(typed).trim())
  if (!match) return undefined
  return serviceNumber('R', Number(match[1]), Number(match[2]))
}

/** A certificate's verification code: 20 characters of base64url (120 random bits), as the QR code carries it. */
export const CERTIFICATE_CODE = /^[A-Za-z0-9_-]{20}$/

/** A status link's token: base64url of 32 random bytes, like a quotation's (decision 051). */
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/
