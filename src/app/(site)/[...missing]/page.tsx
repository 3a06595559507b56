import { notFoundPage } from '@/content/not-found'
import { logNotFoundAndExit } from '../_lib/not-found-log'

/**
 * Any path no other route claims (docs/product.md §2.12). Catching it here, inside the (site) group,
 * renders the 404 with the site's header and footer (the root not-found would have neither) and lets the route log
 * the path before answering 404.
 */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  return logNotFoundAndExit(notFoundPage.title, `/${missing.join('/')}`)
}
