/**
 * Dari (fa) home page copy: mirrors ../home.ts. Slides, cards and industries take their ids, images, icons and links
 * from the English records; only the words are written here. The news items are the Dari articles (./news), the same
 * objects as the news pages, as in English.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'
import { sharedLabels } from './labels'
import { siteDefaults } from './site'

const n = (value: number) => formatNumber(value, 'fa')

export const homeMeta: Messages['homeMeta'] = {
  title: siteDefaults.name,
  description: siteDefaults.shortDescription,
}

export const heroLabels: Messages['heroLabels'] = {
  regionLabel: 'برجسته‌ها',
  previous: 'اسلاید قبلی',
  next: 'اسلاید بعدی',
  pause: 'توقف نمایش اسلایدها',
  play: 'پخش نمایش اسلایدها',
  slideOf: (index: number, total: number) => `اسلاید ${n(index)} از ${n(total)}`,
}

export const featuredSection: Messages['featuredSection'] = {
  viewDetails: sharedLabels.viewDetails,
  viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
}

export const professionalSolutions: Messages['professionalSolutions'] = {
  title: 'راه‌حل‌های تخصصی',
  intro: 'خانواده‌های تجهیزات ما، هر کدام همراه با آموزش، کالیبراسیون و پشتیبانی در داخل کشور.',
  linkLabel: 'مرور محصولات',
}

export const industriesSection: Messages['industriesSection'] = {
  keyApplications: 'کاربردهای کلیدی',
  explore: 'مرور راه‌حل‌ها',
  customQuote: 'درخواست قیمت سفارشی',
  previous: 'سکتور قبلی',
  next: 'سکتور بعدی',
  pause: 'توقف چرخش',
  play: 'ادامه چرخش',
  show: (title: string) => `نمایش ${title}`,
}

export const newsSection: Messages['newsSection'] = {
  readMore: 'بیشتر بخوانید',
  viewAll: { label: 'مشاهده همه اخبار و رویدادها', href: routes.news },
}

export const whyChoose: Messages['whyChoose'] = {
  title: (companyName: string = siteDefaults.name) => `چرا ${companyName} را انتخاب کنید`,
}

export const homeEyebrows: Messages['homeEyebrows'] = {
  featured: 'از فهرست محصولات',
  solutions: 'خانواده‌های تجهیزات',
  industries: 'سکتورها',
  news: 'تازه‌ترین‌ها',
  whyChoose: 'چرا ما',
}
