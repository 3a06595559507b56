import { pageLocale } from '../_lib/locale'
import { logNotFoundAndExit } from '../_lib/not-found-log'
import { messages } from '@/content/messages'

/**
 * Any path no other route claims (docs/product.md §2.12). Catching it here, inside the site's layout,
 * renders the 404 with the site's header and footer (the root not-found would have neither) and lets the route log
 * the path before answering 404.
 */
export default async function MissingPage({ params }: { params: Promise<{ locale: string; missing: string[] }> }) {
  const { missing } = await params
  const locale = await pageLocale(params)
  return logNotFoundAndExit(messages(locale).notFoundPage.title, `/${missing.join('/')}`)
}
