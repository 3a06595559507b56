/**
 * Dari (fa) products index copy: mirrors ../products-index.ts. Images, ids, slugs, icons and links come from the
 * English records; only the words are written here.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import {
  fallbackCategories as enFallbackCategories,
  fallbackImages as enFallbackImages,
  productsIndexExtras as enProductsIndexExtras,
} from '../products-index'
import type { BuiltInCategorySlug } from '@/lib/routes'
import { routes } from '@/lib/routes'
import { categoryNames, sharedLabels } from './labels'
import type { Count } from '@/lib/i18n/fill'

export const productsMeta: Messages['productsMeta'] = {
  title: 'محصولات',
  description:
    'گیرنده‌های GNSS، اسکنرهای لیزری سه‌بعدی، رادار ثبات شیب و بوردها و ماژول‌های OEM برای GNSS، ' +
    'موجود در انبار و با پشتیبانی در افغانستان.',
}

export const productsHero: Messages['productsHero'] = {
  title: 'محصولات تخصصی',
  subtitle:
    'تجهیزات موقعیت‌یابی و اندازه‌گیری با دقت نقشه‌برداری برای نقشه‌برداری، ساخت‌وساز، زراعت و ' +
    'معدن‌کاری، همراه با آموزش، کالیبراسیون و پشتیبانی در داخل کشور.',
}

export const fallbackImages: Messages['fallbackImages'] = {
  gnss: { ...enFallbackImages.gnss, alt: 'گیرنده GNSS روی میله نقشه‌برداری' },
  scanner: { ...enFallbackImages.scanner, alt: 'اسکنر لیزری سه‌بعدی روی سه‌پایه' },
  radar: { ...enFallbackImages.radar, alt: 'دستگاه رادار نظارت بر شیب' },
  oem: { ...enFallbackImages.oem, alt: 'ماژول OEM برای GNSS روی بورد الکترونیکی' },
}

/** The words of one built-in category card. */
interface FallbackCategoryCopy {
  readonly description: string
  readonly features: readonly string[]
  readonly image: Messages['fallbackImages'][keyof Messages['fallbackImages']]
}

const fallbackCategoryCopy: Record<BuiltInCategorySlug, FallbackCategoryCopy> = {
  'gnss-receivers': {
    description:
      'روورهای RTK چندمنظومه‌ای، ایستگاه‌های مبنا، گیرنده‌های دستی GIS و کنترولرهای ساحوی برای ' +
      'نقشه‌برداری، تهیه نقشه و کنترول ماشین‌آلات.',
    features: [
      'ردیابی GPS، GLONASS، Galileo و BeiDou',
      'RTK تا 8 mm + 1 ppm افقی با حل ثابت',
      'تصحیحات از طریق NTRIP یا رادیوی UHF',
      'بدنه‌های IP67 در برابر گرد و باران',
    ],
    image: fallbackImages.gnss,
  },
  '3d-scanners': {
    description:
      'اسکنرهای لیزری زمینی و دستی SLAM که ساختمان‌ها، سازه‌ها، تونل‌ها و ساحه‌ها را به شکل ابر نقاط ' +
      'رنگی و اندازه‌گیری‌شده ثبت می‌کنند.',
    features: [
      'میلیون‌ها نقطه اندازه‌گیری‌شده در هر ثانیه',
      'نویز فاصله در حد میلی‌متر در فاصله‌های کوتاه',
      'کمره‌های داخلی برای ابر نقاط رنگی',
      'بررسی هم‌مرجع‌سازی اسکن‌ها در ساحه',
    ],
    image: fallbackImages.scanner,
  },
  'radar-monitoring': {
    description:
      'رادار ثبات شیب برای معادن روباز، معادن سنگ، بندها و لغزش‌های زمین، که حرکت دیواره را پیوسته ' +
      'اندازه می‌گیرد و پیش از ریزش هشدار می‌دهد.',
    features: [
      'حساسیت جابه‌جایی کمتر از یک میلی‌متر',
      'اسکن از میان گرد و باران، در شب و روز',
      'آستانه‌های هشدار و اطلاع‌رسانی قابل تنظیم',
      'مشاهده از راه دور از طریق شبکه مبایل یا رادیو',
    ],
    image: fallbackImages.radar,
  },
  'oem-boards': {
    description:
      'بوردها، ماژول‌ها و انتن‌های GNSS برای سازندگانی که کنترول ماشین‌آلات، پهپادها، زراعت دقیق و ' +
      'محصولات نظارتی می‌سازند.',
    features: [
      'ردیابی چندباندی همه منظومه‌ها',
      'خروجی موقعیت و جهت RTK تا 50 Hz',
      'کیت‌های ارزیابی و طرح‌های مرجع',
      'پشتیبانی یکپارچه‌سازی از کابل',
    ],
    image: fallbackImages.oem,
  },
}

export const fallbackCategories: Messages['fallbackCategories'] = enFallbackCategories.map((category) => ({
  ...category,
  name: categoryNames[category.slug],
  ...fallbackCategoryCopy[category.slug],
}))

export const learnMore: Messages['learnMore'] = 'بیشتر بدانید'

export const technicalExcellence: Messages['technicalExcellence'] = {
  title: 'برتری تخنیکی',
  intro: 'کارکردی که محصولات ما با دقت نقشه‌برداری، از گیرنده‌ها تا ماژول‌ها و بوردها، برای آن ساخته شده‌اند.',
  specs: [
    {
      label: 'دقت',
      value: 'دقت زیر سانتی‌متر',
      detail: 'RTK افقی، 8 mm + 1 ppm با حل ثابت زیر آسمان باز',
      icon: 'Target',
    },
    {
      label: 'نرخ به‌روزرسانی',
      value: 'تا 50 Hz',
      detail: 'خروجی موقعیت و جهت برای کنترول ماشین‌آلات و پهپادها',
      icon: 'Zap',
    },
    {
      label: 'منظومه‌ها',
      value: 'GPS، GLONASS، Galileo و BeiDou',
      detail: 'ردیابی چندباندی هر چهار سیستم جهانی',
      icon: 'Globe',
    },
    {
      label: 'دمای کاری',
      // In words and Dari digits: "-40°C" inside right-to-left text would show its minus sign on the wrong side.
      value: '۴۰ درجه زیر صفر تا ۶۵ درجه سانتی‌گراد',
      detail: 'از زمستان‌های سالنگ تا تابستان‌های جنوب',
      icon: 'Thermometer',
    },
  ],
}

export const customSolutionsCta: Messages['customSolutionsCta'] = {
  title: 'به راه‌حل‌های سفارشی نیاز دارید؟',
  text:
    'جاسازی GNSS در یک ماشین، تجهیز کامل یک بخش نقشه‌برداری یا نظارت بر دیواره یک معدن: انجنیران ما ' +
    'سیستم را مشخص می‌کنند، تیم شما را آموزش می‌دهند و در ساحه از آن پشتیبانی می‌کنند.',
  contact: { label: 'تماس با تیم ما', href: routes.contact },
  downloadSpecifications: 'دانلود مشخصات',
}

export const productsGrid: Messages['productsGrid'] = {
  title: 'محصولات ما',
  intro: 'فهرست کامل، اول جدیدترین و ویژه‌ها.',
  loading: 'در حال بارگذاری محصولات...',
  error: (message: string) => `خطا در بارگذاری محصولات: ${message}`,
  retryHint:
    'اتصال خود را بررسی کنید و دوباره کوشش کنید. اگر مشکل ادامه یافت، با ما به تماس شوید تا معلوماتی را ' +
    'که نیاز دارید برایتان بفرستیم.',
  retry: 'دوباره کوشش کنید',
  empty: 'هیچ محصولی پیدا نشد.',
  pagination: {
    label: 'صفحه‌های محصولات',
    previous: 'قبلی',
    next: 'بعدی',
    page: (page: Count, totalPages: Count) => `صفحه ${formatNumber(page, 'fa')} از ${formatNumber(totalPages, 'fa')}`,
  },
}

export const productCard: Messages['productCard'] = {
  featured: sharedLabels.featured,
  defaultCategory: 'محصول',
  viewDetails: sharedLabels.viewDetails,
  priceOnRequest: 'قیمت بر اساس درخواست',
}

export const productsIndexExtras: Messages['productsIndexExtras'] = {
  categories: {
    title: 'دسته‌های محصولات',
    intro: 'هر خانواده محصول در کابل موجود است، پیش از تحویل کالیبره می‌شود و انجنیران خود ما از آن پشتیبانی می‌کنند.',
    learnMoreSuffix: (category: string) => ` در مورد ${category}`,
  },
  gridIntro:
    'هر محصولی که عرضه می‌کنیم، اول جدیدترین. یکی را باز کنید تا مشخصات، برگه‌های مشخصات و درخواست قیمت آن را ببینید.',
  /** The English file name: it goes into a Content-Disposition header, which takes ASCII only. */
  specificationsFileName: enProductsIndexExtras.specificationsFileName,
  specificationsDocument: {
    title: 'مشخصات محصولات',
    subtitle: 'مشخصات کلیدی هر محصول در فهرست فعلی ما، به ترتیب دسته.',
    priceOnRequest: productCard.priceOnRequest,
    productCount: (n: number) => `${formatNumber(n, 'fa')} محصول`,
  },
  pageLabel: (page: Count) => `صفحه ${formatNumber(page, 'fa')}`,
}
