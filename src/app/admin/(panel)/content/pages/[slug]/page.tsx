import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isPageSlug, pageTitle } from '@/lib/content/pages'
import { requireStaffPage } from '@/server/staff/auth'
import { ContentHistory } from '@/staff/content/content-history'
import { loadContentEditor } from '@/staff/content/load'
import { PageEditor } from '@/staff/content/pages/page-editor'
import { loadArticleChoices, pageEntryId } from '@/staff/content/pages/load-pages'

export const metadata: Metadata = { title: 'Edit page' }

/** One page's section editor and its history. */
export default async function EditPagePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  await requireStaffPage('content', `/admin/content/pages/${encodeURIComponent(slug)}`)
  const id = isPageSlug(slug) ? await pageEntryId(slug) : undefined
  const loaded = id ? await loadContentEditor(id) : undefined
  if (!loaded || !isPageSlug(slug)) notFound()
  const articles = slug === 'home' ? await loadArticleChoices() : []
  return (
    <main className="container-content grid grid-cols-1 gap-8 py-8 md:py-10">
      <PageEditor slug={slug} heading={`Edit page: ${pageTitle(slug)}`} entry={loaded.entry} articles={articles} />
      <ContentHistory entryId={loaded.entry.id} currentVersion={loaded.entry.version} revisions={loaded.revisions} />
    </main>
  )
}
