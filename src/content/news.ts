/**
 * The /news listing's copy and its articles, newest first (docs/design.md decision 3); the stories are in
 * ./news-stories.ts, which the home module reads too.
 */
import { routes } from '@/lib/routes'

import { sharedLabels } from './labels'
import {
  constructionPartnership,
  geospatialExpoKabul2026,
  k8SeriesLaunch,
  type NewsArticle,
  type NewsItem,
} from './news-stories'
import type { LinkItem } from './types'

export type { ArticleBlock, EventDetails, EventStory, NewsArticle, NewsItem, NewsStory } from './news-stories'

/** All articles, newest first (the /news listing and `/news/{slug}` pages; docs/design.md decision 3). */
export const newsArticles: readonly NewsArticle[] = [geospatialExpoKabul2026, k8SeriesLaunch, constructionPartnership]

/** The /news listing page (docs/design.md decision 3). */
export const newsListing = {
  title: sharedLabels.newsAndEvents,
  intro:
    'Product launches, project news and the events where you can see our equipment working. Dates ' +
    'are Afghanistan Time.',
  meta: {
    title: sharedLabels.newsAndEvents,
    description: 'Product launches, customer projects and upcoming survey and geospatial events in Afghanistan.',
  },
  typeLabels: { news: 'News', event: 'Event' } as const satisfies Record<NewsItem['type'], string>,
  readMore: 'Read more',
  /** Event meta labels on cards and article pages. */
  eventLabels: { dates: 'Dates', hours: 'Opening hours', venue: 'Venue', stand: 'Stand' },
  byline: (author: string) => `By the ${author}`,
  backToNews: { label: `Back to ${sharedLabels.newsAndEvents}`, href: routes.news } satisfies LinkItem,
  /** Heading of the "other articles" list under an article. */
  moreArticles: 'More news and events',
} as const

/** Logged (and used as the 404's reason) when an article slug is unknown. */
export const articleNotFound = 'News article not found'
