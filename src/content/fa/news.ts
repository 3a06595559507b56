/**
 * Dari (fa) news listing copy: mirrors ../news.ts. The articles are content entries
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
    'معرفی محصولات جدید، اخبار پروژه‌ها و رویدادهایی که در آن‌ها می‌توانید تجهیزات ما را در حال کار ببینید. ' +
    'ساعت‌ها به وقت افغانستان است.',
  meta: {
    title: sharedLabels.newsAndEvents,
    description:
      'معرفی محصولات جدید، پروژه‌های مشتریان و رویدادهای پیش رو در زمینه نقشه‌برداری و اطلاعات مکانی در افغانستان.',
  },
  typeLabels: { news: 'خبر', event: 'رویداد', 'case-study': 'نمونهٔ کار' },
  phaseLabels: { upcoming: 'پیش رو', ongoing: 'در جریان', past: 'رویداد گذشته' },
  filter: {
    label: 'نمایش',
    all: 'همه',
    types: { news: 'اخبار', event: 'رویدادها', 'case-study': 'نمونه‌های کار' },
  },
  empty: 'هنوز چیزی در این بخش نشر نشده است.',
  pagination: {
    label: 'صفحه‌های اخبار',
    previous: 'قبلی',
    next: 'بعدی',
    page: (page: Count, totalPages: Count) => `صفحه ${formatNumber(page, 'fa')} از ${formatNumber(totalPages, 'fa')}`,
  },
  feed: {
    subscribe: 'اشتراک در خبرنامهٔ سایت',
    title: (company: string) => `${company}: اخبار و رویدادها`,
    subtitle: 'معرفی محصولات، پروژه‌های مشتریان و رویدادها در افغانستان.',
  },
  readMore: 'بیشتر بخوانید',
  eventLabels: { dates: 'تاریخ‌ها', hours: 'ساعات بازدید', venue: 'محل برگزاری', stand: 'غرفه' },
  caseLabels: { customer: 'مشتری', products: 'تجهیزات به‌کاررفته' },
  byline: (author: string) => `نوشته ${author}`,
  backToNews: { label: `بازگشت به ${sharedLabels.newsAndEvents}`, href: routes.news },
  moreArticles: 'اخبار و رویدادهای دیگر',
}

export const articleNotFound: Messages['articleNotFound'] = 'این خبر پیدا نشد'
