/** Dari (fa) site search copy: mirrors ../search.ts. */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { sharedLabels } from './labels'
import { productCard } from './products-index'
import type { Count } from '@/lib/i18n/fill'

const n = (value: Count) => formatNumber(value, 'fa')

export const searchPage: Messages['searchPage'] = {
  meta: {
    title: 'جستجو',
    description: 'فهرست محصولات، راه‌حل‌ها و اخبار را بر اساس نام محصول، شماره مدل یا مشخصات جستجو کنید.',
  },
  title: 'جستجو',
  resultsTitle: (query: string) => `نتایج برای «${query}»`,
  // The examples are what a visitor types, so they keep Latin digits: search reads "1408", not "۱۴۰۸".
  intro:
    'محصولات را بر اساس نام یا شماره مدل (K8، K-8 یا k 8)، بر اساس مشخصات (IP67، 1408 کانال) یا بر اساس ' +
    'موضوع پیدا کنید.',
  breadcrumb: 'جستجو',
  fieldLabel: 'جستجو در سایت',
  placeholder: 'مدل، محصول یا مشخصات',
  submit: 'جستجو',
  // Dari keeps the noun singular after a number: one sentence for every count.
  summary: (total: number, query: string) => `${n(total)} نتیجه برای «${query}»`,
  shownOf: (shown: number, total: number) => `بهترین ${n(shown)} نتیجه از ${n(total)} نشان داده شده است.`,
  noResultsTitle: 'چیزی پیدا نشد',
  noResults: (query: string) =>
    `برای «${query}» چیزی پیدا نکردیم. املا را بررسی کنید، شماره مدل کوتاه‌تری را امتحان کنید یا فهرست ` +
    'محصولات را مرور کنید.',
  emptyQuery: 'نام محصول، شماره مدل یا مشخصات را در بالا بنویسید.',
  browseProducts: 'مرور همه محصولات',
  groups: {
    product: sharedLabels.products,
    category: 'دسته‌ها',
    solution: sharedLabels.solutions,
    news: sharedLabels.newsAndEvents,
  },
  unavailable: 'جستجو برای لحظه‌ای در دسترس نیست. لطفاً کمی بعد دوباره کوشش کنید.',
}

export const searchBox: Messages['searchBox'] = {
  label: 'جستجو',
  placeholder: 'جستجوی محصولات…',
  submit: 'جستجو',
  listLabel: 'پیشنهادها',
  kindLabels: {
    product: productCard.defaultCategory,
    category: 'دسته',
    solution: 'راه‌حل',
    news: 'خبر',
  },
  countAnnouncement: (count: Count) => (count === 0 ? 'پیشنهادی نیست.' : `${n(count)} پیشنهاد.`),
  seeAll: (query: string) => `دیدن همه نتایج برای «${query}»`,
  hint: 'هنگام نوشتن، پیشنهادها نمایش داده می‌شوند؛ با کلیدهای جهت‌نما یکی را انتخاب کنید و با Enter آن را باز کنید.',
}
