import { ChevronLeft, ChevronRight } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'

/**
 * Newer/older paging of a staff list that is ordered newest first (leads, audit log). Renders nothing for a single
 * page; `summary` is what the middle says after "Page n of N", e.g. "12 leads".
 */
export function NewestFirstPager({
  page,
  pageCount,
  summary,
  hrefFor,
  labels = ['Newer', 'Older'],
}: {
  page: number
  pageCount: number
  summary: string
  hrefFor: (page: number) => string
  /** The two buttons' words, for a list in another order (by name: "Previous", "Next"). */
  labels?: readonly [string, string]
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <ButtonLink href={hrefFor(page - 1)} variant="outline" size="sm">
          <ChevronLeft aria-hidden="true" />
          {labels[0]}
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="tabular text-slate-600">
        Page {page} of {pageCount} · {summary}
      </span>
      {page < pageCount ? (
        <ButtonLink href={hrefFor(page + 1)} variant="outline" size="sm">
          {labels[1]}
          <ChevronRight aria-hidden="true" />
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
