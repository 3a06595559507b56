/**
 * The news area's own words: the listing's copy and the labels of cards and article pages (docs/design.md decision 3).
 * The articles themselves are content entries staff edit in the panel
 * (docs/decisions/044-site-content-in-the-database.md).
 */
import { routes } from '@/lib/routes'

import { sharedLabels } from './labels'
import type { Count } from '@/lib/i18n/fill'
import type { LinkItem } from './types'

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
  typeLabels: { news: 'News', event: 'Event', 'case-study': 'Case study' },
  /** Where an event stands, from its dates in Afghanistan time. */
  phaseLabels: { upcoming: 'Upcoming', ongoing: 'On now', past: 'Past event' },
  /** The type filter above the listing. */
  filter: {
    label: 'Show',
    all: 'Everything',
    types: { news: 'News', event: 'Events', 'case-study': 'Case studies' },
  },
  empty: 'Nothing has been published here yet.',
  pagination: {
    label: 'News pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: Count, totalPages: Count) => `Page ${page} of ${totalPages}`,
  },
  /** The feed link under the listing, and the feed's own title and subtitle. */
  feed: {
    subscribe: 'Subscribe to the news feed (Atom)',
    title: (company: string) => `${company}: news and events`,
    subtitle: 'Product launches, customer projects and events in Afghanistan.',
  },
  readMore: 'Read more',
  /** Event meta labels on cards and article pages. */
  eventLabels: { dates: 'Dates', hours: 'Opening hours', venue: 'Venue', stand: 'Stand' },
  /** Case study labels on article pages. */
  caseLabels: { customer: 'Customer', products: 'Equipment used' },
  byline: (author: string) => `By the ${author}`,
  backToNews: { label: `Back to ${sharedLabels.newsAndEvents}`, href: routes.news } satisfies LinkItem,
  /** Heading of the "other articles" list under an article. */
  moreArticles: 'More news and events',
} as const

/** Logged (and used as the 404's reason) when an article slug is unknown. */
export const articleNotFound = 'News article not found'
