import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/not-found-view'
import { messages } from '@/content/messages'
import { requestLocale } from '@/server/page/locale'

export async function generateMetadata(): Promise<Metadata> {
  return { title: messages(await requestLocale()).solutionPageLabels.notFound }
}

/** Unknown solution slug (docs/product.md §8: "Solution category not found"), answered with HTTP 404. */
export default async function SolutionNotFound() {
  const locale = await requestLocale()
  const { solutionPageLabels } = messages(locale)
  return (
    <NotFoundView
      locale={locale}
      title={solutionPageLabels.notFound}
      text={solutionPageLabels.notFoundText}
      link={solutionPageLabels.backToSolutions}
    />
  )
}
