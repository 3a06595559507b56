/**
 * Dari (fa) news listing copy: mirrors ../news.ts; the stories are in ./news-stories.ts.
 */
import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'

import { sharedLabels } from './labels'
import { constructionPartnership, geospatialExpoKabul2026, k8SeriesLaunch } from './news-stories'

export const newsArticles: Messages['newsArticles'] = [geospatialExpoKabul2026, k8SeriesLaunch, constructionPartnership]

export const newsListing: Messages['newsListing'] = {
  title: sharedLabels.newsAndEvents,
  intro:
    'معرفی محصولات جدید، اخبار پروژه‌ها و رویدادهایی که در آن‌ها می‌توانید تجهیزات ما را در حال کار ببینید. ' +
    'ساعت‌ها به وقت افغانستان است.',
  meta: {
    title: sharedLabels.newsAndEvents,
    description:
      'معرفی محصولات جدید، پروژه‌های مشتریان و رویدادهای پیش رو در زمینه نقشه‌برداری و اطلاعات مکانی در افغانستان.',
  },
  typeLabels: { news: 'خبر', event: 'رویداد' },
  readMore: 'بیشتر بخوانید',
  eventLabels: { dates: 'تاریخ‌ها', hours: 'ساعات بازدید', venue: 'محل برگزاری', stand: 'غرفه' },
  byline: (author: string) => `نوشته ${author}`,
  backToNews: { label: `بازگشت به ${sharedLabels.newsAndEvents}`, href: routes.news },
  moreArticles: 'اخبار و رویدادهای دیگر',
}

export const articleNotFound: Messages['articleNotFound'] = 'این خبر پیدا نشد'
