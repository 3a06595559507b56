/** Dari (fa) comparison copy: mirrors ../compare.ts. */
import { formatNumber } from '@/lib/i18n/format'

import { comparePdf as enComparePdf } from '../compare'
import type { Messages } from '../messages-type'

/** Dari lists join with the Arabic comma. */
const list = (names: readonly string[]) => names.join('، ')

export const compareControls: Messages['compareControls'] = {
  compare: 'مقایسه',
  compareNamed: (product: string) => `مقایسه ${product}`,
}

export const comparePage: Messages['comparePage'] = {
  meta: {
    title: 'مقایسه محصولات',
    description: 'حداکثر چهار دستگاه را در کنار هم مقایسه کنید: قیمت، ویژگی‌های کلیدی و همه مشخصات.',
  },
  title: 'مقایسه محصولات',
  titleWith: (names: readonly string[]) => `مقایسه ${list(names)}`,
  intro:
    'حداکثر چهار محصول در کنار هم؛ ردیف‌هایی که با هم فرق دارند برجسته شده‌اند. برای نشان دادن همین نما، ' +
    'لینک را شریک بسازید.',
  breadcrumb: 'مقایسه',
  emptyTitle: 'هنوز چیزی برای مقایسه نیست',
  emptyText: 'روی «مقایسه» در هر محصول بزنید تا به اینجا افزوده شود (حداکثر چهار محصول).',
  oneText: 'یک محصول دیگر بیفزایید تا با آن مقایسه شود.',
  browse: 'مرور محصولات',
  addMore: (left: number) =>
    left === 1 ? 'یک محصول دیگر بیفزایید' : `حداکثر ${formatNumber(left, 'fa')} محصول دیگر بیفزایید`,
  caption: 'مشخصات محصولات مقایسه‌شده، برای هر محصول یک ستون',
  feature: 'مشخصه',
  price: 'قیمت',
  onQuotation: 'بر اساس پیشنهاد قیمت',
  keyFeatures: 'ویژگی‌های کلیدی',
  category: 'دسته',
  notListed: '—',
  notListedLabel: 'ذکر نشده',
  differs: 'متفاوت',
  remove: 'حذف',
  removeNamed: (product: string) => `حذف ${product} از مقایسه`,
  showDifferences: 'فقط تفاوت‌ها را نشان بده',
  showAll: 'نمایش همه ردیف‌ها',
  // Dari keeps the noun singular after a number: one sentence for every count.
  differencesOnlyNote: (hidden: number) => `${formatNumber(hidden, 'fa')} ردیف یکسان پنهان شده است.`,
  noDifferences: 'این محصولات در همه ردیف‌های فهرست‌شده مقدارهای یکسان دارند.',
  unknown: (slugs: readonly string[]) =>
    `در فهرست محصولات پیدا نشد (شاید دیگر عرضه نمی‌شود): ${list(slugs)}. بقیه در پایین مقایسه شده‌اند.`,
  pdf: 'دانلود PDF',
  share: 'شریک ساختن در WhatsApp',
  shareText: (names: readonly string[], url: string) => `مقایسه ${list(names)}: ${url}`,
  scrollHint: 'برای دیدن همه محصولات، جدول را به پهلو بکشید.',
}

export const comparePdf: Messages['comparePdf'] = {
  title: 'مقایسه محصولات',
  subtitle: (n: number) => `${formatNumber(n, 'fa')} محصول در کنار هم`,
  /** The English file name: it goes into a Content-Disposition header, which takes ASCII only. */
  fileName: enComparePdf.fileName,
}
