import { EyeOff } from 'lucide-react'

import { ProductView } from '@/components/site/catalogue/product-view'
import { getLiveSiteConfig } from '@/server/page/site-config'
import type { Product } from '@/lib/catalogue/types'
import { getRelatedProducts } from '@/server/catalogue/index'

/**
 * A product rendered by the public page's own component, under a bar that says it is a staff preview. The admin
 * layout keeps it out of search engines (noindex) and caches (per-request, no-store).
 */
export async function PreviewFrame({
  product,
  note,
  tab,
}: {
  product: Product
  note: string
  tab?: string | string[]
}) {
  const related = await getRelatedProducts(product, 4)
  return (
    <>
      <div role="note" className="border-b border-amber-400 bg-amber-50">
        <p className="container-content flex items-center gap-2 py-2 text-sm font-semibold text-amber-950">
          <EyeOff aria-hidden="true" className="size-4" />
          {note}
        </p>
      </div>
      <main className="bg-white">
        <ProductView locale="en" product={product} related={related} tab={tab} site={await getLiveSiteConfig()} />
      </main>
    </>
  )
}
