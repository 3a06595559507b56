import { ArrowLeft } from 'lucide-react'

import { Link } from '@/components/ui/link'
import type { ProductEditorInput } from '@/lib/catalogue/editor-format'
import { listEditorCategories } from '@/server/catalogue/editor/products'
import { ProductEditor } from '@/staff/catalogue/editor/product-editor'

/** The frame of the new and edit pages: back link, heading, the editor. */
export async function EditorPage({
  productId,
  version,
  initial,
  thumbnails,
  heading,
  notice,
}: {
  productId: number | null
  version: number | null
  initial: ProductEditorInput
  thumbnails: Record<string, string>
  heading: string
  notice?: string
}) {
  const categories = await listEditorCategories()
  return (
    <main className="container-content max-w-5xl py-6 md:py-8">
      <Link
        href="/admin/products"
        className={
          'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-navy-800 ' +
          'underline-offset-4 hover:underline'
        }
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All products
      </Link>
      <h1 id="editor-title" className="mt-3 text-2xl font-semibold tracking-tight text-navy-900">
        {heading}
      </h1>
      {productId && (
        <p className="mt-1 text-sm text-slate-600">
          <Link href={`/admin/products/${productId}/preview`} className="underline underline-offset-4">
            View the saved version as visitors see it
          </Link>
        </p>
      )}
      {notice && (
        <p
          role="status"
          className="mt-3 rounded-md border border-emerald-600 bg-emerald-50 px-4 py-2 text-sm text-emerald-900"
        >
          {notice}
        </p>
      )}
      <div className="mt-4">
        <ProductEditor
          productId={productId}
          version={version}
          initial={initial}
          categories={categories}
          thumbnails={thumbnails}
        />
      </div>
    </main>
  )
}
