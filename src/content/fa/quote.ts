/**
 * Dari (fa) quote list copy: mirrors ../quote.ts. A "quote" the visitor asks for is درخواست قیمت; the quotation
 * our sales engineers send back is پیشنهاد قیمت.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { productCard } from './products-index'

const n = (value: number) => formatNumber(value, 'fa')

export const quoteControls: Messages['quoteControls'] = {
  add: 'افزودن به درخواست قیمت',
  addNamed: (product: string) => `افزودن ${product} به درخواست قیمت`,
  quantity: 'تعداد',
}

export const quoteIndicator: Messages['quoteIndicator'] = {
  label: 'فهرست درخواست قیمت',
  named: (count: number) => (count === 0 ? 'فهرست درخواست قیمت، خالی' : `فهرست درخواست قیمت، ${n(count)} محصول`),
  // Nothing is announced when the list empties, as in English.
  announcement: (count: number) => (count === 0 ? '' : `فهرست درخواست قیمت: ${n(count)} محصول.`),
}

export const quotePage: Messages['quotePage'] = {
  meta: {
    title: 'فهرست درخواست قیمت',
    description:
      'محصولاتی که برای آن‌ها پیشنهاد قیمت می‌خواهید: تعداد را تعیین کنید، یادداشتی بیفزایید و یک درخواست بفرستید.',
  },
  title: 'فهرست درخواست قیمت شما',
  intro: (hours) =>
    'دستگاه‌های یک کیت کامل (گیرنده، کنترولر، رادیو، سه‌پایه) را جمع کنید، تعداد را تعیین کنید و یک درخواست ' +
    `بفرستید. انجنیران فروش ما در ظرف ${formatNumber(hours, 'fa')} ساعت پیشنهاد قیمت را می‌فرستند.`,
  breadcrumb: 'فهرست درخواست قیمت',
  emptyTitle: 'فهرست درخواست قیمت شما خالی است',
  emptyText:
    'روی «افزودن به درخواست قیمت» در هر محصول بزنید تا دستگاه‌های مورد نیاز خود را جمع کنید، سپس از اینجا یک ' +
    'درخواست بفرستید.',
  browse: 'مرور محصولات',
  itemsHeading: (count: number) => `${n(count)} محصول`,
  columns: { product: productCard.defaultCategory, price: 'قیمت واحد', quantity: 'تعداد', actions: 'اقدامات' },
  onQuotation: 'بر اساس پیشنهاد قیمت',
  quantityLabel: (product: string) => `تعداد ${product}`,
  update: 'به‌روزرسانی',
  updateNamed: (product: string) => `به‌روزرسانی تعداد ${product}`,
  remove: 'حذف',
  removeNamed: (product: string) => `حذف ${product} از فهرست درخواست قیمت`,
  sendHeading: 'درخواست خود را بفرستید',
  sendIntro: 'بگویید پیشنهاد قیمت به چه کسی فرستاده شود. اگر بخواهید، یادداشتی در مورد پروژه، تحویل یا آموزش بیفزایید.',
  noteLabel: 'یادداشت (اختیاری)',
  notePlaceholder: 'محل کار، زمان‌بندی، شهر تحویل، لوازم جانبی یا آموزشی که نیاز دارید…',
  send: 'ارسال درخواست قیمت',
  sending: 'در حال ارسال…',
  defaultMessage: (count: number) =>
    count === 1
      ? 'لطفاً برای محصول فهرست‌شده پیشنهاد قیمت بفرستید.'
      : `لطفاً برای ${n(count)} محصول فهرست‌شده پیشنهاد قیمت بفرستید.`,
  errors: {
    invalid: 'لطفاً خانه‌های مشخص‌شده را اصلاح کنید.',
    rateLimited: 'درخواست‌های زیادی از آدرس شما رسیده است. لطفاً چند دقیقه صبر کنید و دوباره کوشش کنید.',
    failed: 'نتوانستیم درخواست شما را بفرستیم. چیزی از دست نرفته است: لطفاً دوباره کوشش کنید.',
    empty: 'فهرست درخواست قیمت شما خالی است: پیش از ارسال، محصولاتی به آن بیفزایید.',
  },
}

export const quoteSent: Messages['quoteSent'] = {
  meta: { title: 'درخواست قیمت ارسال شد', description: 'درخواست قیمت شما دریافت شد.' },
  title: 'درخواست قیمت ارسال شد',
  reference: 'شماره مرجع شما',
  intro: (email: string, hours: number) =>
    `سپاسگزاریم. درخواست شما را دریافت کردیم و پیشنهاد قیمت را در ظرف ${formatNumber(hours, 'fa')} ساعت به ${email} ` +
    'می‌فرستیم. ' +
    'اگر به ما زنگ می‌زنید یا می‌نویسید، شماره مرجع بالا را ذکر کنید.',
  itemsHeading: 'آنچه درخواست کردید',
  note: 'یادداشت شما',
  pdf: 'دانلود خلاصه PDF',
  whatsapp: 'در مورد آن در WhatsApp بپرسید',
  whatsappText: (reference: string, url: string) => `سلام، درخواست قیمت ${reference} را فرستادم: ${url}`,
  continue: 'ادامه مرور',
}

export const quotePdf: Messages['quotePdf'] = {
  title: 'درخواست قیمت',
  reference: 'شماره مرجع',
  received: 'تاریخ دریافت',
  requestedBy: 'درخواست‌کننده',
  items: 'محصولات',
  quantity: 'تعداد',
  unitPrice: 'قیمت واحد',
  note: 'یادداشت',
  footer: 'این خلاصه درخواست شماست، نه پیشنهاد قیمت. قیمت‌ها تقریبی هستند و در پیشنهاد قیمت ما تأیید می‌شوند.',
}
