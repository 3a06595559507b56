import type { Metadata } from 'next'

import { solutionPageLabels } from '@/content/solutions'
import { NotFoundView } from '@/components/site/not-found-view'

export const metadata: Metadata = { title: solutionPageLabels.notFound }

/** Unknown solution slug (docs/product.md §8: "Solution category not found"), answered with HTTP 404. */
export default function SolutionNotFound() {
  return (
    <NotFoundView
      title={solutionPageLabels.notFound}
      text={solutionPageLabels.notFoundText}
      link={solutionPageLabels.backToSolutions}
    />
  )
}
