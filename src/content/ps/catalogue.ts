/** Pashto category listing and product detail copy (mirror of ../catalogue.ts, decision 032). */
import { formatNumber } from '@/lib/i18n/format'

import { productDetail as enProductDetail } from '../catalogue'
import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'
import type { LinkItem } from '../types'
import { sharedLabels } from './labels'
import { productCard } from './products-index'
import type { Count } from '@/lib/i18n/fill'

const n = (value: Count) => formatNumber(value, 'ps')

const backToAllProducts: LinkItem = { label: 'ټولو محصولاتو ته ستنېدل', href: routes.products }
const backToProducts: LinkItem = { label: 'محصولاتو ته ستنېدل', href: routes.products }

export const categoryListing: Messages['categoryListing'] = {
  loading: 'کټګوري راوړل کېږي...',
  notFound: {
    title: 'کټګوري ونه موندل شوه',
    text: 'د محصولاتو دا کټګوري نشته یا نور نه وړاندې کېږي.',
    back: backToAllProducts,
  },
  metaDescription: (category: string) => `${category}: مشخصات، بیې او په افغانستان کې شتون.`,
  hero: {
    viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
    getQuote: { label: sharedLabels.getQuote, href: routes.contact },
  },
  search: {
    label: 'محصولات ولټوئ',
    placeholder: 'محصولات ولټوئ...',
    clear: 'لټون پاک کړئ',
  },
  sort: { label: 'ترتیب' },
  count: (count: Count) => (count === 1 ? '۱ محصول وموندل شو' : `${n(count)} محصولات وموندل شول`),
  card: productCard,
  empty: {
    title: 'هېڅ محصول ونه موندل شو',
    searchHint: 'د لټون شرطونه بدل کړئ او بیا یې وازمویئ.',
    categoryEmpty: 'په دې کټګورۍ کې تر اوسه هېڅ محصول نشته.',
  },
  whyChooseTitle: (category: string) => `ولې زموږ ${category}؟`,
  whyChooseCards: [
    {
      title: 'لوړ دقت',
      text: 'د سروې درجې دقت، له خپلو شرطونو سره بیان شوی، له سپارلو مخکې زموږ د کالیبرېشن پر بنسټیزه کرښه کتل شوی.',
      icon: 'Crosshair',
    },
    {
      title: 'مسلکي کچه',
      text:
        'ټینګ، بند شوي اسباب چې د دوړو، سړې او اوږدو ساحوي ورځو لپاره جوړ شوي، په هېواد کې دننه له تضمین ' +
        'او ترمیم سره.',
      icon: 'ShieldCheck',
    },
    {
      title: 'اسانه یوځای کېدل',
      text:
        'خلاص د معلوماتو فارمټونه او معیاري انټرفېسونه (RTCM، NMEA، LAS، E57) چې له هغو سافټویرونو سره کار کوي ' +
        'چې ستاسو ټیم یې دمخه کاروي.',
      icon: 'Layers',
    },
  ],
}

const GET_INFORMATION = 'معلومات ترلاسه کړئ'

export const productDetail: Messages['productDetail'] = {
  loading: 'محصول راوړل کېږي...',
  error: {
    title: 'د محصول په راوړلو کې ستونزه',
    fallbackMessage: 'د محصول جزئیات رانه وړل شول',
    back: backToProducts,
  },
  notFound: {
    title: 'محصول ونه موندل شو',
    text: 'کوم محصول چې تاسو یې لټوئ نشته یا لرې شوی دی.',
    back: backToProducts,
  },
  breadcrumb: {
    label: 'د لارې نښې',
    home: { label: sharedLabels.home, href: routes.home },
    products: { label: sharedLabels.products, href: routes.products },
  },
  getInformation: GET_INFORMATION,
  downloadDatasheet: 'تخنیکي پاڼه ښکته کړئ',
  noDatasheet: 'تخنیکي پاڼه د غوښتنې پر اساس',
  featured: sharedLabels.featured,
  tabs: [
    { id: 'introduction', label: 'پېژندنه' },
    { id: 'specifications', label: 'مشخصات' },
    { id: 'downloads', label: 'ښکته کول' },
    { id: 'contact', label: GET_INFORMATION },
  ],
  tabListLabel: 'د محصول معلومات',
  introduction: {
    keyFeatures: 'اصلي ځانګړتیاوې',
    highlights: 'د محصول مهمې ځانګړنې',
    technologyFeatures: 'تکنالوژیکي ځانګړتیاوې',
    advancedTechnology: {
      title: 'پرمختللې تکنالوژي',
      text:
        'د څو سپوږمکیزو سیستمونو او څو بانډه اندازه کولو پر اوسنۍ تکنالوژۍ جوړ شوی، او زموږ د کابل ورکشاپ څخه ' +
        'له وتلو مخکې د خپلو خپاره شویو مشخصاتو پر وړاندې ازمویل شوی.',
    },
    applications: 'کارونې',
    galleryCounter: (index: Count, total: Count) => `${n(index)} / ${n(total)}`,
    galleryNumber: (index: number) => formatNumber(index, 'ps', { minimumIntegerDigits: 2 }),
    galleryShow: (title: string) => `${title} وښایئ`,
  },
  specifications: {
    name: 'مشخصه',
    value: 'ارزښت',
  },
  downloads: {
    name: 'نوم',
    fileType: 'ډول',
    size: 'اندازه',
    action: 'ښکته کول',
    downloadFile: (name: string, type: string, size: string) => `${name} ښکته کړئ (${type}، ${size})`,
  },
  contact: {
    title: 'زموږ د پلور له ټیم سره خبرې وکړئ',
    text:
      'د دې محصول بیې، د سپارلو وخت، د زاړه په بدل کې نوی او روزنه: زموږ د پلور انجنیران د یوې کاري ورځې په ' +
      'اوږدو کې ځواب درکوي.',
    emailLabel: 'برېښنالیک',
    phoneLabel: 'تلیفون',
    contactSalesTeam: { label: 'د پلور له ټیم سره اړیکه', href: routes.contact },
    requestQuote: 'د بیې وړاندیز وغواړئ',
    requestQuoteHref: enProductDetail.contact.requestQuoteHref,
  },
  priceOnRequest: productCard.priceOnRequest,
}

export const catalogueExtras: Messages['catalogueExtras'] = {
  unavailableMessage: 'کتلاګ په لنډمهاله توګه د لاسرسي وړ نه دی',
  subcategories: 'د ډول له مخې وګورئ',
  relatedProducts: 'اړوند محصولات',
  productsInCategory: (count: number) => (count === 1 ? '۱ محصول' : `${n(count)} محصولات`),
}
