import { createHash } from 'node:crypto'

import type { Product } from '@/lib/catalogue/types'
import { getCategoryTree, listProducts } from '@/server/catalogue'
import { companyDetails } from '@/server/documents/company'
import { renderSpecificationsPdf } from '@/server/documents/site-pdfs'
import { getSiteConfig } from '@/server/page/site-config'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { jsonError } from '@/server/http/http'
import { routeLocale } from '../../../_lib/route-locale'

// Never at build time: the catalogue is read per request (docs/design.md, platform fact "No database in next build").
export const dynamic = 'force-dynamic'

/** The API's page maximum; the summary reads the catalogue in pages of it. */
const PAGE = 100

interface CachedPdf {
  key: string
  etag: string
  body: Buffer
}

// One rendered PDF per catalogue state, per process: typesetting every product takes a moment of CPU, so it is done
// once and reused until a product changes (the key covers every product's id and update time). Single-flight: the
// requests that arrive while it is being typeset wait for that one rendering instead of each starting their own
// (ten cold requests used to typeset ten copies on the event loop).
// One slot per locale: a Dari and an English request must not evict each other's file.
const cacheSlot = globalThis as typeof globalThis & {
  __specificationsPdf?: Partial<Record<Locale, CachedPdf>>
  __specificationsPdfPending?: Partial<Record<Locale, { key: string; pdf: Promise<CachedPdf> }>>
  /** How many times the PDF was typeset in this process (read by the tests). */
  __specificationsPdfRenders?: number
}

async function allPublicProducts(locale: Locale): Promise<Product[]> {
  const products: Product[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await listProducts({ active: true, sort: 'name', limit: PAGE, offset, locale })
    products.push(...page.products)
    if (products.length >= page.total || page.products.length === 0) return products
  }
}

/**
 * "Download Specifications" on /products (docs/design.md decision 5: a real file): a PDF summary of every public
 * product (name, category, series, price, leading specification rows), typeset by the documents module. Lives two
 * segments deep because `/products/{slug}` redirects to the category listing (docs/design.md decision 1).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string }> } = { params: Promise.resolve({ locale: 'en' }) },
): Promise<Response> {
  const locale = await routeLocale(params)
  if (!locale) return jsonError(404, 'Not found.')
  const { productsIndexExtras } = messages(locale)
  const [products, tree] = await Promise.all([allPublicProducts(locale), getCategoryTree(locale)])
  const key = createHash('sha256')
    .update(JSON.stringify([locale, products.map((p) => [p.id, p.updated_at]), tree.map((c) => [c.id, c.name])]))
    .digest('hex')
  const done = (cacheSlot.__specificationsPdf ??= {})
  const flights = (cacheSlot.__specificationsPdfPending ??= {})
  let cached = done[locale]
  if (cached?.key !== key) {
    let pending = flights[locale]
    if (pending?.key !== key) {
      pending = { key, pdf: render(key, products, tree, locale) }
      flights[locale] = pending
      const mine = pending
      // Forget the flight when it lands (a failed one too, so the next request tries again).
      void mine.pdf
        .then((pdf) => {
          done[locale] = pdf
        })
        .catch(() => undefined)
        .finally(() => {
          if (flights[locale] === mine) flights[locale] = undefined
        })
    }
    cached = await pending.pdf
  }
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${productsIndexExtras.specificationsFileName(getSiteConfig().name)}"`,
    'Cache-Control': 'public, max-age=300',
    ETag: cached.etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === cached.etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(cached.body), {
    headers: { ...headers, 'Content-Length': String(cached.body.length) },
  })
}

async function render(
  key: string,
  products: Product[],
  tree: Awaited<ReturnType<typeof getCategoryTree>>,
  locale: Locale,
): Promise<CachedPdf> {
  cacheSlot.__specificationsPdfRenders = (cacheSlot.__specificationsPdfRenders ?? 0) + 1
  const body = await renderSpecificationsPdf({ products, tree, company: await companyDetails(locale), locale })
  return { key, etag: `"${key.slice(0, 32)}"`, body }
}
