/** Dari (fa) category listing and product detail copy: mirrors ../catalogue.ts. */
import { formatNumber } from '@/lib/i18n/format'

import { productDetail as enProductDetail } from '../catalogue'
import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'
import type { LinkItem } from '../types'
import { sharedLabels } from './labels'
import { productCard } from './products-index'
import type { Count } from '@/lib/i18n/fill'

const backToAllProducts: LinkItem = { label: 'بازگشت به همه محصولات', href: routes.products }
const backToProducts: LinkItem = { label: 'بازگشت به محصولات', href: routes.products }

export const categoryListing: Messages['categoryListing'] = {
  loading: 'در حال بارگذاری دسته...',
  notFound: {
    title: 'دسته پیدا نشد',
    text: 'این دسته محصولات وجود ندارد یا دیگر عرضه نمی‌شود.',
    back: backToAllProducts,
  },
  metaDescription: (category: string) => `${category}: مشخصات، قیمت‌ها و موجودیت در افغانستان.`,
  hero: {
    viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
    getQuote: { label: sharedLabels.getQuote, href: routes.contact },
  },
  search: {
    label: 'جستجوی محصولات',
    placeholder: 'جستجوی محصولات...',
    clear: 'پاک کردن جستجو',
  },
  sort: { label: 'ترتیب بر اساس' },
  // Dari keeps the noun singular after a number: one form for every count.
  count: (n: Count) => `${formatNumber(n, 'fa')} محصول پیدا شد`,
  card: productCard,
  empty: {
    title: 'هیچ محصولی پیدا نشد',
    searchHint: 'معیارهای جستجوی خود را تغییر دهید.',
    categoryEmpty: 'هنوز هیچ محصولی در این دسته موجود نیست.',
  },
  whyChooseTitle: (category: string) => `چرا ${category} ما را انتخاب کنید؟`,
  whyChooseCards: [
    {
      title: 'دقت بالا',
      text:
        'دقت در سطح نقشه‌برداری که با شرایط آن بیان می‌شود و پیش از تحویل روی خط مبنای کالیبراسیون ما ' +
        'بررسی می‌شود.',
      icon: 'Crosshair',
    },
    {
      title: 'درجه تخصصی',
      text:
        'دستگاه‌های مقاوم و مهروموم‌شده برای گرد و خاک، سرما و روزهای طولانی کار ساحوی، با گرانتی و ترمیم ' +
        'در داخل کشور.',
      icon: 'ShieldCheck',
    },
    {
      title: 'ادغام آسان',
      text:
        'فورمت‌های باز داده و رابط‌های استاندارد (RTCM، NMEA، LAS، E57) که با نرم‌افزارهایی که تیم شما از قبل ' +
        'به کار می‌برد کار می‌کنند.',
      icon: 'Layers',
    },
  ],
}

const GET_INFORMATION = 'دریافت معلومات'

export const productDetail: Messages['productDetail'] = {
  loading: 'در حال بارگذاری محصول...',
  error: {
    title: 'خطا در بارگذاری محصول',
    fallbackMessage: 'جزئیات محصول بارگذاری نشد',
    back: backToProducts,
  },
  notFound: {
    title: 'محصول پیدا نشد',
    text: 'محصولی که دنبال آن هستید وجود ندارد یا حذف شده است.',
    back: backToProducts,
  },
  breadcrumb: {
    label: 'مسیر صفحه',
    home: { label: sharedLabels.home, href: routes.home },
    products: { label: sharedLabels.products, href: routes.products },
  },
  getInformation: GET_INFORMATION,
  downloadDatasheet: 'دانلود برگه مشخصات',
  noDatasheet: 'برگه مشخصات بر اساس درخواست',
  featured: sharedLabels.featured,
  tabs: [
    { id: 'introduction', label: 'معرفی' },
    { id: 'specifications', label: 'مشخصات' },
    { id: 'downloads', label: 'دانلودها' },
    { id: 'contact', label: GET_INFORMATION },
  ],
  tabListLabel: 'معلومات محصول',
  introduction: {
    keyFeatures: 'ویژگی‌های کلیدی',
    highlights: 'نکات برجسته محصول',
    technologyFeatures: 'ویژگی‌های تکنالوژی',
    advancedTechnology: {
      title: 'تکنالوژی پیشرفته',
      text:
        'بر پایه تکنالوژی امروزی اندازه‌گیری چندمنظومه‌ای و چندباندی ساخته شده و پیش از آن‌که از ورکشاپ ما در ' +
        'کابل بیرون شود، با مشخصات منتشرشده‌اش آزمایش می‌شود.',
    },
    applications: 'کاربردها',
    galleryCounter: (n: Count, total: Count) => `${formatNumber(n, 'fa')} از ${formatNumber(total, 'fa')}`,
    galleryNumber: (n: number) => formatNumber(n, 'fa', { minimumIntegerDigits: 2 }),
    galleryShow: (title: string) => `نمایش ${title}`,
  },
  specifications: {
    name: 'مشخصه',
    value: 'مقدار',
  },
  downloads: {
    name: 'نام',
    fileType: 'نوع',
    size: 'اندازه',
    action: 'دانلود',
    downloadFile: (name: string, type: string, size: string) => `دانلود ${name} (${type}، ${size})`,
  },
  contact: {
    title: 'با تیم فروش ما صحبت کنید',
    text:
      'قیمت، زمان تحویل، تبادله دستگاه کهنه و آموزش برای این محصول: انجنیران فروش ما در ظرف یک روز کاری ' +
      'پاسخ می‌دهند.',
    emailLabel: 'ایمیل',
    phoneLabel: 'تیلفون',
    contactSalesTeam: { label: 'تماس با تیم فروش', href: routes.contact },
    requestQuote: 'درخواست قیمت',
    requestQuoteHref: enProductDetail.contact.requestQuoteHref,
  },
  priceOnRequest: productCard.priceOnRequest,
}

export const catalogueExtras: Messages['catalogueExtras'] = {
  unavailableMessage: 'فهرست محصولات موقتاً در دسترس نیست',
  subcategories: 'مرور بر اساس نوع',
  relatedProducts: 'محصولات مرتبط',
  productsInCategory: (n: number) => `${formatNumber(n, 'fa')} محصول`,
}
