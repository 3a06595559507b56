import 'server-only'

import { PAGE_SLUGS, pageTitle, type PageSlug } from '@/lib/content/pages'
import { contentEntriesForStaff } from '@/server/content/entries'
import { translationStatus, type TranslationStatus } from '@/server/content/read'

export interface PageListItem {
  slug: PageSlug
  title: string
  translations: { fa: TranslationStatus; ps: TranslationStatus }
  updatedAt: string
  updatedBy: string | null
}

/** The pages in the site's order, with how far each is translated. */
export async function loadPagesList(): Promise<PageListItem[]> {
  const rows = await contentEntriesForStaff(['page'])
  return PAGE_SLUGS.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug)
    if (!row) return []
    return [
      {
        slug,
        title: pageTitle(slug),
        translations: { fa: translationStatus(row, 'fa').status, ps: translationStatus(row, 'ps').status },
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
      },
    ]
  })
}

export async function pageEntryId(slug: PageSlug): Promise<number | undefined> {
  return (await contentEntriesForStaff(['page'])).find((r) => r.slug === slug)?.id
}
