import type { Metadata } from 'next'
import { connection } from 'next/server'

import { compareHref, parseCompareList } from '@/lib/compare/list'
import { buildLocalizedCompareTable } from '@/lib/compare/table'
import type { Product } from '@/lib/catalogue/types'
import { getProductBySlug } from '@/server/catalogue'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { pageMetadata } from '../_lib/page-metadata'
import { CompareView } from '@/components/site/compare/compare-view'
import { messages } from '@/content/messages'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import type { Locale } from '@/lib/i18n/locales'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load(searchParams: Props['searchParams'], locale: Locale) {
  const params = await searchParams
  const slugs = parseCompareList(params.products)
  const found: Product[] = []
  const english: Product[] = []
  const missing: string[] = []
  for (const slug of slugs) {
    const product = await getProductBySlug(slug, locale)
    if (product) {
      found.push(product)
      english.push(locale === 'en' ? product : ((await getProductBySlug(slug, 'en')) ?? product))
    } else missing.push(slug)
  }
  return { products: found, english, missing, differences: params.show === 'differences' }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { comparePage } = messages(locale)
  const { products } = await load(searchParams, locale)
  const names = products.map((p) => p.name)
  return {
    ...pageMetadata({
      locale,
      // A shared link's preview (WhatsApp) names the products compared.
      title: names.length ? comparePage.titleWith(names) : comparePage.meta.title,
      description: comparePage.meta.description,
      path: compareHref(products.map((p) => p.slug)),
    }),
    robots: { index: false, follow: true },
  }
}

/** `/compare?products=a,b,c`: the comparison named in the URL (src/components/site/compare/compare-view.tsx). */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  await connection()
  const { products, english, missing, differences } = await load(searchParams, locale)
  const site = await getLiveSiteConfig()
  return (
    <CompareView
      locale={locale}
      copy={messages(locale)}
      products={products}
      table={buildLocalizedCompareTable(english, products)}
      missing={missing}
      differences={differences}
      siteUrl={site.url}
      whatsappNumber={site.contact.whatsappNumber}
    />
  )
}
