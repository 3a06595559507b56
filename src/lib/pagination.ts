/** How many pages `total` items fill at `size` a page: at least one (an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/**
 * Page numbers to show in a pagination row: first, last, and the current page with its neighbours; `null` marks a
 * gap. 1 2 3 … 9 rather than all of them, so the row fits a phone.
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && n - prev === 2) out.push(prev + 1)
    else if (prev !== undefined && n - prev > 2) out.push(null)
    out.push(n)
  })
  return out
}
