import 'server-only'

/**
 * News, events and case studies as the public pages show them (docs/decisions/044-site-content-in-the-database.md):
 * the listing's order, an article by slug, and the shape the cards, article page, feeds and sitemap share. Built on
 * the read door (./read.ts), so what shows and in which language is decided in one place, at the moment of the
 * request: a scheduled item appears at its time and an event turns past when its last day is over in Kabul.
 */
import { ARTICLE_TYPES, type ArticleType } from '@/lib/content/kinds'
import { eq } from 'drizzle-orm'

import { eventPhase, scheduleState, type ContentStatus, type EventPhase } from '@/lib/content/schedule'
import type { RichDoc } from '@/lib/content/rich-text'
import type { Locale } from '@/lib/i18n/locales'
import { pageCount } from '@/lib/pagination'
import { newsHref, type InternalHref } from '@/lib/routes'
import { getDb } from '@/server/db/client'
import { contentEntries } from '@/server/db/schema'
import { localizeEntry, publicEntries, type PublicEntry } from './read'
import { HOME_NEWS_ITEMS } from '@/lib/content/pages'
import type { HomePageContent } from '@/content/home'

export { ARTICLE_TYPES, type ArticleType } from '@/lib/content/kinds'

/**
 * A cover's intrinsic size: every slot that shows a cover is 16:9 with `object-cover`, so this ratio reserves the
 * space before the image arrives (no layout shift) whatever the uploaded file's own size.
 */
export const COVER_SIZE = { width: 1200, height: 675 } as const

export interface ArticleImage {
  src: string
  alt: string
  width: number
  height: number
}

export interface ArticleEvent {
  startDate: string
  endDate: string
  hours: string
  venue: { name: string; addressLines: string[]; city: string }
  stand: string
  phase: EventPhase
}

export interface Article {
  slug: string
  type: ArticleType
  title: string
  /** The summary: card text, the article's intro and its meta description. */
  description: string
  /** Publication date, YYYY-MM-DD. */
  date: string
  image: ArticleImage
  link: InternalHref
  author: string
  body: RichDoc
  /** The language the texts are in: the page's, or English while the page's translation is incomplete. */
  lang: Locale
  updatedAt: Date
  event?: ArticleEvent
  /** Case studies: the customer and the catalogue products used (slugs). */
  customer?: string
  products?: string[]
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

export function articleOf(entry: PublicEntry, now: Date): Article {
  const f = entry.fields
  const cover = (f.cover ?? {}) as { src?: string; alt?: string }
  const article: Article = {
    slug: entry.slug,
    type: entry.kind as ArticleType,
    title: str(f.title),
    description: str(f.summary),
    date: str(f.date),
    image: { src: str(cover.src), alt: str(cover.alt), ...COVER_SIZE },
    link: newsHref(entry.slug),
    author: str(f.author),
    body: (f.body as RichDoc | undefined) ?? { type: 'doc', content: [] },
    lang: entry.lang,
    updatedAt: entry.updatedAt,
  }
  if (entry.kind === 'event') {
    const venue = (f.venue ?? {}) as Partial<ArticleEvent['venue']>
    const dates = { startDate: str(f.startDate), endDate: str(f.endDate) }
    article.event = {
      ...dates,
      hours: str(f.hours),
      venue: { name: str(venue.name), addressLines: venue.addressLines ?? [], city: str(venue.city) },
      stand: str(f.stand),
      phase: eventPhase(dates, now),
    }
  }
  if (entry.kind === 'case-study') {
    article.customer = str(f.customer)
    article.products = Array.isArray(f.products) ? (f.products as string[]) : []
  }
  return article
}

/** Upcoming and ongoing events first, soonest first; then everything else, newest first. */
export function byListingOrder(a: Article, b: Article): number {
  const ahead = (x: Article) => x.event !== undefined && x.event.phase !== 'past'
  if (ahead(a) !== ahead(b)) return ahead(a) ? -1 : 1
  if (ahead(a)) return a.event!.startDate.localeCompare(b.event!.startDate)
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)
}

/** Every article that shows at `now`, in listing order. */
export async function newsArticles(locale: Locale, now: Date = new Date()): Promise<Article[]> {
  const entries = await publicEntries(ARTICLE_TYPES, locale, now)
  return entries.map((entry) => articleOf(entry, now)).sort(byListingOrder)
}

/** One article by slug, if it shows at `now`. */
export async function newsArticle(slug: string, locale: Locale, now: Date = new Date()): Promise<Article | undefined> {
  return (await newsArticles(locale, now)).find((article) => article.slug === slug)
}

export const NEWS_PAGE_SIZE = 12

/** One page of the listing, optionally of one type. `page` beyond the last gives an empty list (the page 404s). */
export function pageOfArticles(articles: readonly Article[], type: ArticleType | undefined, page: number) {
  const matching = type ? articles.filter((article) => article.type === type) : [...articles]
  const pages = pageCount(matching.length, NEWS_PAGE_SIZE)
  return {
    items: matching.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE),
    total: matching.length,
    pages,
  }
}

/**
 * A saved article as its page would show it in `locale`, whatever its status or schedule (the staff preview): in the
 * language it would really show in (English while the translation is incomplete), with its schedule state.
 */
export async function previewArticle(id: number, locale: Locale, now: Date = new Date()) {
  const db = await getDb()
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id))
  if (!row || !(ARTICLE_TYPES as readonly string[]).includes(row.kind)) return undefined
  const schedule = scheduleState({ ...row, status: row.status as ContentStatus }, now)
  return { article: articleOf(localizeEntry(row, locale), now), schedule }
}

/**
 * The news section's items: the listing's first three, or the articles staff pinned (those still published, in their
 * order; while none of them shows, the latest).
 */
export function homeNewsItems(all: readonly Article[], section: HomePageContent['news']): Article[] {
  if (section.mode === 'pinned') {
    const pinned = section.pinned.flatMap((slug) => all.find((article) => article.slug === slug) ?? [])
    if (pinned.length > 0) return pinned.slice(0, HOME_NEWS_ITEMS)
  }
  return all.slice(0, HOME_NEWS_ITEMS)
}
