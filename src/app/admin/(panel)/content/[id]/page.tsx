import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { ContentEditor } from '@/staff/content/content-editor'
import { ContentHistory } from '@/staff/content/content-history'
import { isEditableKind, KIND_LABELS } from '@/staff/content/form'
import { loadContentEditor } from '@/staff/content/load'

export const metadata: Metadata = { title: 'Edit content' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }

/** One entry's editor and its history. */
export default async function EditContentPage({ params, searchParams }: Props) {
  const { id } = await params
  await requireStaffPage('content', `/admin/content/${encodeURIComponent(id)}`)
  const loaded = /^\d{1,9}$/.test(id) ? await loadContentEditor(Number(id)) : undefined
  if (!loaded) notFound()
  if (loaded.kind === 'settings') redirect('/admin/content/settings')
  if (!isEditableKind(loaded.kind)) notFound()
  const title = String(loaded.entry.fields.title ?? loaded.entry.fields.name ?? loaded.entry.slug)
  const created = (await searchParams).created !== undefined
  return (
    <ContentEditor
      kind={loaded.kind}
      entry={loaded.entry}
      products={loaded.products}
      heading={`Edit ${KIND_LABELS[loaded.kind].one.toLowerCase()}: ${title}`}
      notice={created ? `${KIND_LABELS[loaded.kind].one} created.` : undefined}
    >
      <ContentHistory entryId={loaded.entry.id} currentVersion={loaded.entry.version} revisions={loaded.revisions} />
    </ContentEditor>
  )
}
