import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getEditorProduct, editorThumbnails } from '@/server/catalogue/editor/products'
import { requireStaffPage } from '@/server/staff/auth'
import { EditorPage } from '@/staff/catalogue/editor-page'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Edit product' }

export default async function EditProductPage({ params, searchParams }: Props) {
  const { id } = await params
  await requireStaffPage('catalogue', `/admin/products/${encodeURIComponent(id)}`)
  const productId = /^\d{1,9}$/.test(id) ? Number(id) : NaN
  const product = await getEditorProduct(productId)
  if (!product) notFound()
  const query = await searchParams
  const notice =
    query.created !== undefined
      ? 'Product created.'
      : query.duplicated !== undefined
        ? 'This is a draft copy: change what differs (name, slug, specifications), then publish it.'
        : undefined
  return (
    <EditorPage
      productId={product.id}
      version={product.version}
      initial={product.data}
      thumbnails={await editorThumbnails(product.id)}
      heading={`Edit ${product.data.name}`}
      notice={notice}
    />
  )
}
