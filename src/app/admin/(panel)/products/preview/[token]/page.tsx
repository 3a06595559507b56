import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadPreview } from '@/server/catalogue/editor/preview'
import { requireStaffPage } from '@/server/staff/auth'
import { PreviewFrame } from '@/staff/catalogue/preview-frame'

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Preview of unsaved edits' }

/** The editor's unsaved state, exactly as the public page would render it; staff only, kept for a day. */
export default async function UnsavedPreviewPage({ params, searchParams }: Props) {
  const { token } = await params
  await requireStaffPage('catalogue', `/admin/products/preview/${encodeURIComponent(token)}`)
  const product = await loadPreview(token)
  if (!product) notFound()
  return (
    <PreviewFrame
      product={product}
      note="Preview of unsaved edits. Nothing here is public until you save (and publish) in the editor."
      tab={(await searchParams).tab}
    />
  )
}
