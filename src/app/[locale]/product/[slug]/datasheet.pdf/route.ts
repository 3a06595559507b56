import { getProductBySlug } from '@/server/catalogue'
import { localizedDatasheetResponse } from '@/server/catalogue/localized-datasheet'
import { jsonError } from '@/server/http/http'
import { routeLocale } from '../../../_lib/route-locale'

export const dynamic = 'force-dynamic'

/**
 * A product's datasheet in Dari or Pashto (decision 032, docs/decisions/034-arabic-script-pdfs.md): made on the first
 * request from the localized product and kept; English redirects to the file made at import.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
): Promise<Response> {
  const locale = await routeLocale(params)
  if (!locale) return jsonError(404, 'Not found.')
  const { slug } = await params
  return localizedDatasheetResponse(request, await getProductBySlug(slug, locale), locale)
}
