import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { ContentEditor } from '@/staff/content/content-editor'
import { isEditableKind, KIND_LABELS } from '@/staff/content/form'
import { loadNewContent } from '@/staff/content/load'

export const metadata: Metadata = { title: 'New content' }

/** A new news item, event, case study or office (`?kind=`). */
export default async function NewContentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const kind = (await searchParams).kind
  await requireStaffPage('content', `/admin/content/new?kind=${typeof kind === 'string' ? kind : ''}`)
  if (!isEditableKind(kind)) redirect('/admin/content')
  const { products } = await loadNewContent()
  return (
    <ContentEditor
      kind={kind}
      entry={null}
      products={products}
      heading={`New ${KIND_LABELS[kind].one.toLowerCase()}`}
    />
  )
}
