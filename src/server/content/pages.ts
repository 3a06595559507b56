import 'server-only'

/**
 * The pages' sections as the public pages show them (docs/decisions/044-site-content-in-the-database.md): the page
 * entries (kind `page`, one per page, described in src/lib/content/pages.ts) in the page's language where its
 * translation is complete, else in English with `lang: 'en'` for the page to mark. React's `cache()` shares one
 * lookup between a page and its metadata.
 */
import { cache } from 'react'

import type { PageSlug } from '@/lib/content/pages'
import type { Locale } from '@/lib/i18n/locales'
import type { SolutionSlug } from '@/lib/routes'
import type { AboutPageContent } from '@/content/about'
import type { HomePageContent } from '@/content/home'
import type { SolutionPage, SolutionsIndexContent } from '@/content/solutions'
import { isPublic, type ContentStatus } from '@/lib/content/schedule'
import { SOLUTION_SLUGS } from '@/lib/routes'
import type { ContentEntryRow } from '@/server/db/schema'
import { localizeEntry, publicEntry } from './read'

/** A page's sections and the language they are in (English while the page's translation is incomplete). */
export interface PublicPage<T> {
  fields: T
  lang: Locale
}

const page = cache(async (slug: PageSlug, locale: Locale): Promise<PublicPage<unknown> | undefined> => {
  const entry = await publicEntry(['page'], slug, locale)
  return entry && { fields: entry.fields, lang: entry.lang }
})

/** A page that does not show (archived, unpublished) renders as missing. */
export const homePage = (locale: Locale) => page('home', locale) as Promise<PublicPage<HomePageContent> | undefined>

export const aboutPage = (locale: Locale) => page('about', locale) as Promise<PublicPage<AboutPageContent> | undefined>

export const solutionsIndexPage = (locale: Locale) =>
  page('solutions', locale) as Promise<PublicPage<SolutionsIndexContent> | undefined>

export async function solutionPage(slug: SolutionSlug, locale: Locale): Promise<PublicPage<SolutionPage> | undefined> {
  const found = (await page(slug, locale)) as PublicPage<Omit<SolutionPage, 'slug'>> | undefined
  return found && { lang: found.lang, fields: { ...found.fields, slug } }
}

/** What search reads of a solution page. */
export interface SearchableSolution {
  slug: string
  title: string
  subtitle: string
  description: string
  applications: readonly { title: string }[]
}

/** The solution pages that show, in `locale` as far as translated (their page entries). */
export function searchableSolutions(entries: readonly ContentEntryRow[], locale: Locale): SearchableSolution[] {
  const now = new Date()
  return entries
    .filter(
      (entry) =>
        entry.kind === 'page' &&
        (SOLUTION_SLUGS as readonly string[]).includes(entry.slug) &&
        isPublic({ ...entry, status: entry.status as ContentStatus }, now),
    )
    .map((entry) => ({
      slug: entry.slug,
      ...(localizeEntry(entry, locale).fields as Omit<SearchableSolution, 'slug'>),
    }))
}
