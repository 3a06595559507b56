/** Price as "$" with 2 decimals (docs/product.md §9), grouped for reading: 12500 → "$12,500.00". */
export function formatPrice(price: number): string {
  return `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** Gallery numbers are zero-padded to 2 digits (docs/product.md §9). */
export function padNumber(n: number): string {
  return String(n).padStart(2, '0')
}
