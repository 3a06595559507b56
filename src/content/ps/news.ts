/**
 * Pashto (ps) news listing copy: mirrors ../news.ts. The articles are content entries
 * (docs/decisions/044-site-content-in-the-database.md).
 */
import type { Messages } from '../messages-type'
import type { Count } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import { routes } from '@/lib/routes'

import { sharedLabels } from './labels'

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
  typeLabels: { news: 'خبر', event: 'پروګرام', 'case-study': 'د کار بېلګه' },
  phaseLabels: { upcoming: 'راتلونکی', ongoing: 'روان', past: 'تېر پروګرام' },
  filter: {
    label: 'ښکاره کړئ',
    all: 'ټول',
    types: { news: 'خبرونه', event: 'پروګرامونه', 'case-study': 'د کار بېلګې' },
  },
  empty: 'تر اوسه دلته هېڅ نه دي خپاره شوي.',
  pagination: {
    label: 'د خبرونو پاڼې',
    previous: 'مخکینۍ',
    next: 'بله',
    page: (page: Count, totalPages: Count) =>
      `له ${formatNumber(totalPages, 'ps')} پاڼو څخه ${formatNumber(page, 'ps')} پاڼه`,
  },
  feed: {
    subscribe: 'د خبرونو فیډ ته ګډون',
    title: (company: string) => `${company}: خبرونه او پروګرامونه`,
    subtitle: 'په افغانستان کې د محصولاتو معرفي، د پیرودونکو پروژې او پروګرامونه.',
  },
  readMore: 'نور ولولئ',
  eventLabels: { dates: 'نېټې', hours: 'د پرانیستې ساعتونه', venue: 'ځای', stand: 'غرفه' },
  caseLabels: { customer: 'پیرودونکی', products: 'کارول شوي تجهیزات' },
  byline: (author: string) => `لیکنه: ${author}`,
  // Written out rather than built from sharedLabels.newsAndEvents: after "ته" Pashto needs the oblique plural
  // ("خبرونو او پروګرامونو"), which the label's direct form cannot give.
  backToNews: { label: 'بېرته خبرونو او پروګرامونو ته', href: routes.news },
  moreArticles: 'نور خبرونه او پروګرامونه',
}

export const articleNotFound: Messages['articleNotFound'] = 'د خبر مقاله ونه موندل شوه'
