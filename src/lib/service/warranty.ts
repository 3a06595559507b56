/**
 * A unit's warranty (docs/service-desk.md): `months` from the sale date, to the day before the same date that many
 * months later (a unit sold on 2026-03-15 with 12 months is covered to 2027-03-14 inclusive). Dates are Kabul
 * calendar dates (YYYY-MM-DD). Pure and isomorphic.
 */

/** The last day of cover; null for a unit sold without warranty (0 months). */
export function warrantyUntil(saleDate: string, months: number): string | null {
  if (months <= 0) return null
  const [y, m, d] = saleDate.split('-').map(Number) as [number, number, number]
  const monthIndex = m - 1 + months
  const year = y + Math.floor(monthIndex / 12)
  const month = monthIndex % 12
  // The same day of the month, or the month's last day when it has fewer (31 January + 1 month → 28/29 February).
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const end = new Date(Date.UTC(year, month, Math.min(d, last)))
  end.setUTCDate(end.getUTCDate() - 1)
  return end.toISOString().slice(0, 10)
}

/** Whether the unit is covered on `today` (a Kabul date). */
export function underWarranty(saleDate: string, months: number, today: string): boolean {
  const until = warrantyUntil(saleDate, months)
  return until !== null && saleDate <= today && today <= until
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
