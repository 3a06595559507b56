import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadStoredPreview } from '@/server/catalogue/editor/preview'
import { requireStaffPage } from '@/server/staff/auth'
import { PreviewFrame } from '@/staff/catalogue/preview-frame'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Preview' }

/** The saved version of a product (a draft too), exactly as the public page renders it; staff only. */
export default async function StoredPreviewPage({ params, searchParams }: Props) {
  const { id } = await params
  await requireStaffPage('catalogue', `/admin/products/${encodeURIComponent(id)}/preview`)
  const product = await loadStoredPreview(/^\d{1,9}$/.test(id) ? Number(id) : NaN)
  if (!product) notFound()
  const note = product.is_active
    ? 'Preview of the saved version. It is published: visitors see this page.'
    : 'Preview of a draft. Visitors cannot see this product until it is published.'
  return <PreviewFrame product={product} note={note} tab={(await searchParams).tab} />
}
