import { randomUUID } from 'node:crypto'

import type { Metadata } from 'next'
import { connection } from 'next/server'

import { QuoteView } from '@/components/site/quote/quote-view'
import { messages } from '@/content/messages'
import { QUOTE_PATH } from '@/lib/routes'
import { emptyContactValues } from '@/server/contact/schema'
import { readQuoteList, resolveQuoteList } from '@/server/quote/quote-list'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { quotePage } = messages(locale)
  return {
    ...pageMetadata({ locale, title: quotePage.meta.title, description: quotePage.meta.description, path: QUOTE_PATH }),
    robots: { index: false, follow: true },
  }
}

/** `/quote`: the visitor's quote list from its cookie (src/components/site/quote/quote-view.tsx). */
export default async function QuotePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  await connection()
  const lines = await resolveQuoteList(await readQuoteList(), locale)
  const initialState = {
    status: 'idle' as const,
    submissionId: randomUUID(),
    values: { ...emptyContactValues },
    errors: {},
  }
  const site = await getLiveSiteConfig()
  return (
    <QuoteView
      locale={locale}
      lines={lines}
      initialState={initialState}
      siteUrl={site.url}
      replyWithinHours={site.replyWithinHours}
    />
  )
}
