import type { Metadata } from 'next'

import { ProductSupportView } from '@/components/site/support/product-support-view'
import { messages } from '@/content/messages'
import { productSupportHref } from '@/lib/routes'
import { productSupportPage } from '@/server/library/views'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale } from '../../../_lib/locale'
import { logNotFoundAndExit } from '../../../_lib/not-found-log'
import { pageMetadata } from '../../../_lib/page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

async function load(params: Props['params']) {
  const locale = await pageLocale(params)
  const { slug } = await params
  return { locale, page: await productSupportPage(slug, locale, await requestNow()) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await load(params)
  const copy = messages(locale).supportLibrary
  if (!page) return { title: copy.notify.unknownProduct }
  return pageMetadata({
    locale,
    title: copy.release.supportFor(page.product.name),
    description: copy.hub.description,
    path: productSupportHref(page.product.slug),
  })
}

/**
 * `/support/products/{slug}`: everything the library has for one product (docs/support-library.md): its advisories,
 * the recommended release of each kind with files and checksums, every version, the feed and "Notify me". The
 * product page shows a summary and links here.
 */
export default async function ProductSupportPage({ params }: Props) {
  const { locale, page } = await load(params)
  if (!page) return logNotFoundAndExit(messages(locale).supportLibrary.notify.unknownProduct)
  return <ProductSupportView locale={locale} product={page.product} support={page.support} site={getSiteConfig()} />
}
