import { createHash } from 'node:crypto'

import { productsIndexExtras } from '@/content/products-index'
import type { Product } from '@/lib/catalogue/types'
import { getCategoryTree, listProducts } from '@/server/catalogue'
import { companyDetails } from '@/server/documents-company'
import { renderMarkdownDocument } from '@/server/documents'
import { getSiteConfig } from '@/server/site-config'
import { specificationsMarkdown } from './specifications-markdown'

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
// once and reused until a product changes (the key covers every product's id and update time).
const cacheSlot = globalThis as typeof globalThis & { __specificationsPdf?: CachedPdf }

async function allPublicProducts(): Promise<Product[]> {
  const products: Product[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await listProducts({ active: true, sort: 'name', limit: PAGE, offset })
    products.push(...page.products)
    if (products.length >= page.total || page.products.length === 0) return products
  }
}

/**
 * "Download Specifications" on /products (docs/design.md decision 5: a real file): a PDF summary of every public
 * product (name, category, series, price, leading specification rows), typeset by the documents module. Lives two
 * segments deep because `/products/{slug}` redirects to the category listing (docs/design.md decision 1).
 */
export async function GET(request: Request): Promise<Response> {
  const [products, tree] = await Promise.all([allPublicProducts(), getCategoryTree()])
  const key = createHash('sha256')
    .update(JSON.stringify([products.map((p) => [p.id, p.updated_at]), tree.map((c) => [c.id, c.name])]))
    .digest('hex')
  let cached = cacheSlot.__specificationsPdf
  if (cached?.key !== key) {
    const issued = new Date(Math.max(0, ...products.map((p) => Date.parse(p.updated_at))))
    const copy = productsIndexExtras.specificationsDocument
    const body = await renderMarkdownDocument({
      title: copy.title,
      subtitle: copy.subtitle,
      productName: copy.productCount(products.length),
      markdown: specificationsMarkdown(products, tree),
      company: companyDetails(),
      issued,
    })
    cached = { key, etag: `"${key.slice(0, 32)}"`, body }
    cacheSlot.__specificationsPdf = cached
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
