import { randomUUID } from 'node:crypto'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { ContactView } from '@/components/site/contact/contact-view'
import { messages } from '@/content/messages'
import { routes } from '@/lib/routes'
import type { SearchParamValue } from '@/lib/search-params'
import { resolveContactPrefill, sourcePageFrom } from '@/server/contact/prefill'
import { businessHoursFor, publicOffices } from '@/server/content/offices'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

// Prefill queries (?subject=&product=) are the same page: one canonical URL, /contact.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { contactMeta } = messages(locale)
  const { replyWithinHours } = await getLiveSiteConfig()
  return pageMetadata({
    locale,
    title: contactMeta.title,
    description: contactMeta.description(replyWithinHours),
    path: routes.contact,
  })
}

/** Contact (docs/product.md §2.11): src/components/site/contact/contact-view.tsx, prefilled from the query. */
export default async function ContactPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, SearchParamValue>>
}) {
  const locale = await pageLocale(params)
  const [query, requestHeaders] = await Promise.all([searchParams, headers()])
  const [prefill, site, offices, hours] = await Promise.all([
    resolveContactPrefill(query, locale),
    getLiveSiteConfig(),
    publicOffices(locale),
    businessHoursFor(locale),
  ])
  // A fresh id per rendered form, so a post without JavaScript carries one too
  // (docs/decisions/010-contact-messages-stored-once.md).
  const initialState = { status: 'idle' as const, submissionId: randomUUID(), values: prefill.values, errors: {} }
  return (
    <ContactView
      locale={locale}
      site={site}
      offices={offices}
      hours={hours}
      initialState={initialState}
      product={prefill.product}
      sourcePage={sourcePageFrom(requestHeaders.get('referer'), requestHeaders.get('host'))}
    />
  )
}
