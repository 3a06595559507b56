import type { Metadata } from 'next'
import { connection } from 'next/server'

import { subscribeToProduct } from '@/actions/library'
import { NotifyView } from '@/components/site/support/notify-view'
import { messages } from '@/content/messages'
import { supportNotifyHref } from '@/lib/routes'
import { productBySlug } from '@/server/library/views'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale } from '../../../_lib/locale'
import { logNotFoundAndExit } from '../../../_lib/not-found-log'
import { pageMetadata } from '../../../_lib/page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

async function load(params: Props['params']) {
  const locale = await pageLocale(params)
  const { slug } = await params
  return { locale, product: await productBySlug(slug, locale) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await load(params)
  const copy = messages(locale).supportLibrary.notify
  if (!product) return { title: copy.heading }
  return {
    ...pageMetadata({
      locale,
      title: copy.title(product.name),
      description: copy.text,
      path: supportNotifyHref(product.slug),
    }),
    robots: { index: false, follow: true },
  }
}

/**
 * `/support/notify/{slug}`: "Notify me" for one product (docs/support-library.md). A private page (src/lib/page-
 * routes.mjs): it shows what one visitor typed and what the server answered them.
 */
export default async function NotifyPage({ params }: Props) {
  await connection()
  const { locale, product } = await load(params)
  if (!product) return logNotFoundAndExit(messages(locale).supportLibrary.notify.unknownProduct)
  return <NotifyView locale={locale} product={product} site={getSiteConfig()} action={subscribeToProduct} />
}
