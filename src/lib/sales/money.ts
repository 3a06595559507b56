/**
 * Money for quotations (docs/decisions/048-money-and-numbering.md): amounts are integers of the smallest unit (US
 * cents), discounts integers of basis points (1/100 of a per cent), exchange rates integers of 1/10,000 afghani per
 * dollar. Nothing here is a floating-point sum: every product goes through BigInt and is rounded once, half away from
 * zero, where the decision record says.
 */

/** Cents in a dollar. */
export const CENTS = 100
/** Basis points in 100 %. */
export const FULL_DISCOUNT = 10_000
/** An exchange rate's scale: 1 AFN per USD is 10,000. */
export const RATE_SCALE = 10_000

/** Limits a quotation line keeps to (the form's and the server's, one place). */
export const MONEY_LIMITS = {
  maxQuantity: 100_000,
  /** $100,000,000.00 a unit: far above any instrument; 100,000 of them on one line are still an exact integer. */
  maxUnitCents: 10_000_000_000,
  maxLines: 200,
  /**
   * $1,000,000,000.00 for the lines of a quotation before discounts. The line limits alone allow sums past 2^53
   * cents (200 lines of $10 trillion), where a total would silently lose cents; under this one every sum, and the
   * afghani figure at the highest rate the form takes, stays an exact integer.
   */
  maxTotalCents: 100_000_000_000,
} as const

export type DecimalRefusal = 'empty' | 'not-a-number' | 'too-many-decimals' | 'negative' | 'too-large'

/**
 * A decimal typed by staff ("1,250.5", "1250.50", "12") as an integer of 10^-scale units, read digit by digit (never
 * through a float). Thousands separators (",", spaces) are ignored; a leading "-" is read, for the caller to refuse.
 */
export function parseDecimal(
  text: string,
  scale: number,
  max = Number.MAX_SAFE_INTEGER,
): { ok: true; value: number } | { ok: false; reason: DecimalRefusal } {
  const cleaned = text.trim().replace(/[,\s\u00a0\u202f]/g, '')
  if (cleaned === '') return { ok: false, reason: 'empty' }
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned)
  if (!match || (match[2] === '' && !match[3])) return { ok: false, reason: 'not-a-number' }
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.length > scale) return { ok: false, reason: 'too-many-decimals' }
  const digits = BigInt((whole || '0') + fraction.padEnd(scale, '0'))
  if (sign === '-' && digits > 0n) return { ok: false, reason: 'negative' }
  if (digits > BigInt(max)) return { ok: false, reason: 'too-large' }
  return { ok: true, value: Number(digits) }
}

/** An integer of 10^-scale units as a plain decimal ("1250.50" for 125050 at scale 2): for form fields and files. */
export function formatDecimal(value: number, scale: number): string {
  const negative = value < 0
  const digits = String(Math.abs(value)).padStart(scale + 1, '0')
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return negative ? `-${text}` : text
}

/** numerator / denominator rounded half away from zero, both BigInt, denominator positive. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator)
}

export interface LineAmounts {
  /** quantity × unit price. */
  gross: number
  /** The line's discount, rounded to the cent. */
  discount: number
  /** gross − discount: what the line adds to the total. */
  net: number
}

/**
 * One line's amounts. The discount is rounded per line, so the lines' nets add up to the total exactly and the
 * customer can check every figure on the page with a calculator.
 */
export function lineAmounts(line: { quantity: number; unitCents: number; discountBasisPoints: number }): LineAmounts {
  const gross = BigInt(line.quantity) * BigInt(line.unitCents)
  const discount = divideRounded(gross * BigInt(line.discountBasisPoints), BigInt(FULL_DISCOUNT))
  return { gross: Number(gross), discount: Number(discount), net: Number(gross - discount) }
}

export interface QuotationTotals {
  /** Sum of the lines' gross amounts, cents. */
  subtotal: number
  /** Sum of the lines' discounts, cents. */
  discount: number
  /** subtotal − discount, cents. */
  total: number
  /** The total in whole afghanis at the rate given (none without a rate). */
  totalAfn: number | undefined
  lines: LineAmounts[]
}

/** The quotation's totals; `afnRate` is afghanis per dollar × {@link RATE_SCALE}. */
export function quotationTotals(
  lines: readonly { quantity: number; unitCents: number; discountBasisPoints: number }[],
  afnRate?: number,
): QuotationTotals {
  if (afnRate !== undefined && !(Number.isSafeInteger(afnRate) && afnRate > 0)) {
    throw new RangeError(`an exchange rate is a positive integer of 1/${RATE_SCALE} afghani, not ${afnRate}`)
  }
  const amounts = lines.map(lineAmounts)
  const sum = (pick: (l: LineAmounts) => number) => amounts.reduce((s, l) => s + BigInt(pick(l)), 0n)
  const total = sum((l) => l.net)
  // Cents × (AFN/USD × 10,000) / (100 × 10,000): whole afghanis, rounded once.
  const totalAfn =
    afnRate === undefined ? undefined : Number(divideRounded(total * BigInt(afnRate), BigInt(CENTS * RATE_SCALE)))
  return {
    subtotal: Number(sum((l) => l.gross)),
    discount: Number(sum((l) => l.discount)),
    total: Number(total),
    totalAfn,
    lines: amounts,
  }
}

/** A quotation's number: `Q-2026-0001`, counted per year (four digits, more when a year passes 9,999). */
export function quotationNumber(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, '0')}`
}

/** A revision's label: the first issue has none, then `Rev 2`, `Rev 3`… */
export function revisionLabel(revision: number): string {
  return revision > 1 ? `Rev ${revision}` : ''
}
