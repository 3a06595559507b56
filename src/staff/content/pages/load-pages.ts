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

export interface ArticleChoice {
  slug: string
  title: string
  /** Whether it shows on the site now; a pinned one that does not is skipped on the home page. */
  published: boolean
}

/** The news items, events and case studies a page may pin, newest changes first. */
export async function loadArticleChoices(): Promise<ArticleChoice[]> {
  const rows = await contentEntriesForStaff(['news', 'event', 'case-study'])
  return rows
    .filter((row) => row.status !== 'archived')
    .map((row) => ({
      slug: row.slug,
      title: String(row.fields.title ?? row.slug),
      published: row.status === 'published',
    }))
}
