/**
 * Dari (fa) words of the generated PDFs: mirrors ../documents.ts. Terms as on the Dari pages ("برگه مشخصات",
 * "دسته", "قیمت بر اساس درخواست"); dates in the Solar Hijri calendar with the Gregorian date beside them.
 */
import { formatDate, formatGregorianDate, formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

const n = (value: number) => formatNumber(value, 'fa')
const date = (value: Date) => `${formatDate(value, 'fa')} (${formatGregorianDate(value, 'fa')})`
const time = new Intl.DateTimeFormat('fa-AF', { timeStyle: 'short', timeZone: 'Asia/Kabul' })

export const documentLabels: Messages['documentLabels'] = {
  page: (page: number, total: number) => `صفحه ${n(page)} از ${n(total)}`,
  revision: (issued: Date) => `بازنگری ${date(issued)}`,
  datasheet: {
    bandTitle: 'برگه مشخصات',
    running: (product: string) => `${product}  ·  برگه مشخصات`,
    title: (product: string) => `برگه مشخصات ${product}`,
    keyword: 'برگه مشخصات',
    disclaimer: 'مشخصات ممکن است بدون اطلاع قبلی تغییر کند.',
    series: (series: string) => (/\bseries$/i.test(series) ? series : `سری ${series}`),
    overview: 'نمای کلی',
    keyFeatures: 'ویژگی‌های کلیدی',
    description: 'توضیحات',
    specifications: 'مشخصات فنی',
    continued: '(ادامه)',
    applications: 'کاربردها',
    ordering: 'معلومات سفارش',
    priceOnQuotation: 'قیمت بر اساس درخواست: برای قیمت، پیکربندی‌ها و زمان تحویل با تیم فروش ما تماس بگیرید.',
    listPrice: (price: string) =>
      `قیمت فهرست ${price}، بدون مالیات و هزینه انتقال. ` +
      'برای پیکربندی‌ها و قیمت پروژه‌ها با تیم فروش ما تماس بگیرید.',
    sales: 'فروش',
  },
  document: {
    bandTitle: 'مستندات',
    disclaimer: 'ممکن است بدون اطلاع قبلی تغییر کند.',
    product: 'محصول',
    revision: 'بازنگری',
    issuedBy: 'صادرکننده',
    contact: 'تماس',
    revisionDate: date,
  },
  specifications: {
    otherProducts: 'سایر محصولات',
    category: 'دسته',
    series: 'سری',
    price: 'قیمت',
    specification: 'مشخصه',
    value: 'مقدار',
  },
  quoteReceived: (received: Date) => `${date(received)}، ساعت ${time.format(received)} به وقت کابل`,
}
