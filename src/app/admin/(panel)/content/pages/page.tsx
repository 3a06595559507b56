import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { loadPagesList } from '@/staff/content/pages/load-pages'
import { PagesList } from '@/staff/content/pages/pages-list'

export const metadata: Metadata = { title: 'Pages' }

/** The site's pages whose sections staff edit (docs/decisions/044-site-content-in-the-database.md). */
export default async function ContentPagesPage() {
  await requireStaffPage('content', '/admin/content/pages')
  return <PagesList items={await loadPagesList()} />
}
