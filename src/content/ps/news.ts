/**
 * Pashto news listing copy: mirrors ../news.ts; the stories are in ./news-stories.ts.
 */
import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'

import { sharedLabels } from './labels'
import { constructionPartnership, geospatialExpoKabul2026, k8SeriesLaunch } from './news-stories'

/** All articles, newest first (same order as English). */
export const newsArticles: Messages['newsArticles'] = [geospatialExpoKabul2026, k8SeriesLaunch, constructionPartnership]

export const newsListing: Messages['newsListing'] = {
  title: sharedLabels.newsAndEvents,
  intro:
    'د نویو محصولاتو معرفي، د پروژو خبرونه او هغه پروګرامونه چې هلته زموږ تجهیزات په کار کې لیدلای شئ. ' +
    'نېټې د افغانستان په وخت دي.',
  meta: {
    title: sharedLabels.newsAndEvents,
    description:
      'د نویو محصولاتو معرفي، د پیرودونکو پروژې او په افغانستان کې د سروې او جغرافيايي معلوماتو راتلونکي پروګرامونه.',
  },
  typeLabels: { news: 'خبر', event: 'پروګرام' },
  readMore: 'نور ولولئ',
  eventLabels: { dates: 'نېټې', hours: 'د پرانیستې ساعتونه', venue: 'ځای', stand: 'غرفه' },
  byline: (author: string) => `لیکنه: ${author}`,
  // Written out rather than built from sharedLabels.newsAndEvents: after "ته" Pashto needs the oblique plural
  // ("خبرونو او پروګرامونو"), which the label's direct form cannot give.
  backToNews: { label: 'بېرته خبرونو او پروګرامونو ته', href: routes.news },
  moreArticles: 'نور خبرونه او پروګرامونه',
}

export const articleNotFound: Messages['articleNotFound'] = 'د خبر مقاله ونه موندل شوه'
