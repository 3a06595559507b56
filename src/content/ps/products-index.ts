/**
 * Pashto products index copy (mirror of ../products-index.ts, decision 032). Specification figures, units and model
 * names stay as in English; file names stay in Latin script so they survive every download and mail client.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { fallbackImages as enFallbackImages, productsIndexExtras as enExtras } from '../products-index'
import { categoryHref, routes } from '@/lib/routes'
import { categoryNames, sharedLabels } from './labels'
import type { Count } from '@/lib/i18n/fill'

/** Left-to-right mark: keeps the sign of a signed figure ("-40°C") on its left inside right-to-left text. */
const LRM = '\u200e'

export const productsMeta: Messages['productsMeta'] = {
  title: 'محصولات',
  description:
    'GNSS اخیستونکي، درې بعدي لېزري سکنرونه، د ځوړ د ثبات رادار او GNSS OEM بورډونه او ماډیولونه، په افغانستان ' +
    'کې موجود او ملاتړ شوي.',
}

export const productsHero: Messages['productsHero'] = {
  title: 'مسلکي محصولات',
  subtitle:
    'د سروې، ساختمان، کرنې او کان کیندنې لپاره د سروې درجې د موقعیت ټاکنې او اندازه کولو تجهیزات، له روزنې، ' +
    'کالیبرېشن او په هېواد کې دننه ملاتړ سره.',
}

export const fallbackImages: Messages['fallbackImages'] = {
  gnss: { ...enFallbackImages.gnss, alt: 'د سروې پر لښته GNSS اخیستونکی' },
  scanner: { ...enFallbackImages.scanner, alt: 'پر درې پښې ولاړ درې بعدي لېزري سکنر' },
  radar: { ...enFallbackImages.radar, alt: 'د ځوړ د څارنې رادار' },
  oem: { ...enFallbackImages.oem, alt: 'پر سرکټ بورډ GNSS OEM ماډیول' },
}

export const fallbackCategories: Messages['fallbackCategories'] = [
  {
    id: 'fallback-gnss-receivers',
    name: categoryNames['gnss-receivers'],
    slug: 'gnss-receivers',
    description:
      'د څو سپوږمکیزو سیستمونو RTK روورونه، بېس سټېشنونه، لاسي GIS اخیستونکي او ساحوي کنټرولرونه د سروې، ' +
      'نقشه اخیستنې او ماشین کنټرول لپاره.',
    icon: 'Satellite',
    image: fallbackImages.gnss,
    features: [
      'د GPS، GLONASS، Galileo او BeiDou تعقیب',
      'د ثابت حل سره تر 8 mm + 1 ppm افقي RTK دقت',
      'د NTRIP یا UHF راډیو له لارې سمونونه',
      'د دوړو او باران پر وړاندې IP67 پوښونه',
    ],
    link: categoryHref('gnss-receivers'),
  },
  {
    id: 'fallback-3d-scanners',
    name: categoryNames['3d-scanners'],
    slug: '3d-scanners',
    description:
      'ځمکني او لاسي SLAM لېزري سکنرونه چې ودانۍ، جوړښتونه، تونلونه او ساحې د اندازه شویو، رنګه ټکو ورېځو په ' +
      'بڼه ثبتوي.',
    icon: 'ScanLine',
    image: fallbackImages.scanner,
    features: [
      'په هره ثانیه کې ملیونونه اندازه شوي ټکي',
      'په لنډ واټن کې د ملي متر په کچه د واټن شور',
      'د رنګه ټکو ورېځو لپاره دننه کمرې',
      'په ساحه کې د ثبت (ریجسټریشن) کتنه',
    ],
    link: categoryHref('3d-scanners'),
  },
  {
    id: 'fallback-radar-monitoring',
    name: categoryNames['radar-monitoring'],
    slug: 'radar-monitoring',
    description:
      'د خلاصو کانونو، ډبرو کانونو، بندونو او ښوییدنو لپاره د ځوړ د ثبات رادار، چې د دېوال خوځښت په دوامداره ' +
      'توګه اندازه کوي او له ړنګېدو مخکې خبرداری ورکوي.',
    icon: 'Radar',
    image: fallbackImages.radar,
    features: [
      'د ملي متر څخه کم بېځایه کېدو ته حساسیت',
      'د دوړو او باران له منځه سکن، شپه او ورځ',
      'د تنظیم وړ خبرداري حدونه او خبرتیاوې',
      'د موبایل شبکې یا راډیو له لارې له لرې کتنه',
    ],
    link: categoryHref('radar-monitoring'),
  },
  {
    id: 'fallback-oem-boards',
    name: categoryNames['oem-boards'],
    slug: 'oem-boards',
    description:
      'GNSS بورډونه، ماډیولونه او انتنونه د هغو جوړونکو لپاره چې د ماشین کنټرول، ډرونونو، دقیقې کرنې او ' +
      'څارنې محصولات جوړوي.',
    icon: 'Cpu',
    image: fallbackImages.oem,
    features: [
      'څو بانډه، د ټولو سپوږمکیزو سیستمونو تعقیب',
      'تر 50 Hz پورې د RTK موقعیت او لوري وتنه',
      'د ارزونې کیټونه او مرجع ډیزاینونه',
      'له کابل څخه د یوځای کولو ملاتړ',
    ],
    link: categoryHref('oem-boards'),
  },
]

export const learnMore: Messages['learnMore'] = 'نور معلومات'

export const technicalExcellence: Messages['technicalExcellence'] = {
  title: 'تخنیکي غوره والی',
  intro: 'هغه کړنه چې زموږ د سروې درجې محصولات، اخیستونکي، ماډیولونه او بورډونه، ورته جوړ شوي دي.',
  specs: [
    {
      label: 'دقت',
      value: 'تر سانتي متر ښه دقت',
      detail: 'افقي RTK، 8 mm + 1 ppm، د ثابت حل سره، د خلاص اسمان لاندې',
      icon: 'Target',
    },
    {
      label: 'د تازه کېدو کچه',
      value: 'تر 50Hz پورې',
      detail: 'د ماشین کنټرول او ډرونونو لپاره د موقعیت او لوري وتنه',
      icon: 'Zap',
    },
    {
      label: 'سپوږمکیز سیستمونه',
      value: 'GPS/GLONASS/Galileo/BeiDou',
      detail: 'د ټولو څلورو نړیوالو سیستمونو څو بانډه تعقیب',
      icon: 'Globe',
    },
    {
      label: 'د کار تودوخه',
      value: `له ${LRM}-40°C تر ${LRM}+65°C پورې`,
      detail: 'د سالنګ له ژمي تر سوېلي اوړي پورې',
      icon: 'Thermometer',
    },
  ],
}

export const customSolutionsCta: Messages['customSolutionsCta'] = {
  title: 'ځانګړو حل لارو ته اړتیا لرئ؟',
  text:
    'په یوه ماشین کې د GNSS یوځای کول، د سروې یوې بشپړې څانګې سمبالول یا د کان د دېوال څارنه: زموږ انجنیران ' +
    'سیستم ټاکي، ستاسو ټیم روزي او په ساحه کې یې ملاتړ کوي.',
  contact: { label: 'زموږ له ټیم سره اړیکه', href: routes.contact },
  downloadSpecifications: 'مشخصات ښکته کړئ',
}

export const productsGrid: Messages['productsGrid'] = {
  title: 'زموږ محصولات',
  intro: 'بشپړ کتلاګ، نوي او ځانګړي لومړی.',
  loading: 'محصولات راوړل کېږي...',
  error: (message: string) => `د محصولاتو په راوړلو کې ستونزه: ${message}`,
  retryHint:
    'خپله اړیکه وګورئ او بیا هڅه وکړئ. که ستونزه دوام وکړي، له موږ سره اړیکه ونیسئ او موږ به هغه معلومات ' +
    'درولېږو چې اړتیا ورته لرئ.',
  retry: 'بیا هڅه وکړئ',
  empty: 'هېڅ محصول ونه موندل شو.',
  pagination: {
    label: 'د محصولاتو پاڼې',
    previous: 'مخکینۍ',
    next: 'بله',
    page: (page: Count, totalPages: Count) =>
      `پاڼه ${formatNumber(page, 'ps')} له ${formatNumber(totalPages, 'ps')} څخه`,
  },
}

export const productCard: Messages['productCard'] = {
  featured: sharedLabels.featured,
  defaultCategory: 'محصول',
  viewDetails: sharedLabels.viewDetails,
  priceOnRequest: 'بیه د غوښتنې پر اساس',
}

export const productsIndexExtras: Messages['productsIndexExtras'] = {
  categories: {
    title: 'د محصولاتو کټګورۍ',
    intro: 'هره کورنۍ په کابل کې موجوده ده، له سپارلو مخکې کالیبره کېږي او زموږ خپل انجنیران یې ملاتړ کوي.',
    learnMoreSuffix: (category: string) => ` د ${category} په اړه`,
  },
  gridIntro: 'هر هغه محصول چې موږ یې برابروو، نوي لومړی. د مشخصاتو، تخنیکي پاڼو او د بیې وړاندیز لپاره یې پرانیزئ.',
  /** The file name stays in Latin script (English function): it is used in downloads and mail attachments. */
  specificationsFileName: enExtras.specificationsFileName,
  specificationsDocument: {
    title: 'د محصولاتو مشخصات',
    subtitle: 'زموږ په اوسني کتلاګ کې د هر محصول اصلي مشخصات، د کټګورۍ له مخې ډله شوي.',
    priceOnRequest: 'بیه د غوښتنې پر اساس',
    productCount: (n: number) => `${formatNumber(n, 'ps')} محصولات`,
  },
  pageLabel: (page: Count) => `پاڼه ${formatNumber(page, 'ps')}`,
}
