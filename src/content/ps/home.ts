/**
 * Pashto home page copy (mirror of ../home.ts, decision 032). Images, links and the news items' structure come from the
 * English module and ./news; only the words are written here.
 */
import { formatNumber } from '@/lib/i18n/format'

import { heroSlides as enHeroSlides, industries as enIndustries } from '../home'
import type { Messages } from '../messages-type'
import { BUILT_IN_CATEGORY_SLUGS, type SolutionSlug, categoryHref, productHref, routes } from '@/lib/routes'
import { siteDefaults as enSiteDefaults } from '../site'
import type { ButtonLink, IconName } from '../types'
import { categoryNames, sharedLabels } from './labels'
import { siteDefaults, supportAvailability } from './site'

const n = (value: number) => formatNumber(value, 'ps')

export const homeMeta: Messages['homeMeta'] = {
  title: enSiteDefaults.name,
  description: siteDefaults.shortDescription,
}

type HeroSlide = Messages['heroSlides'][number]

/** The English slide with the same id, with the Pashto words put in. */
function slide(
  id: string,
  eyebrow: string,
  title: string,
  text: string,
  alt: string,
  buttons: ButtonLink[],
): HeroSlide {
  const en = enHeroSlides.find((candidate) => candidate.id === id) as (typeof enHeroSlides)[number]
  return { id, eyebrow, title, text, image: { ...en.image, alt }, buttons }
}

export const heroSlides: Messages['heroSlides'] = [
  slide(
    'gnss',
    categoryNames['gnss-receivers'],
    'د هرې ساحوي ډلې لپاره د سانتي متر په کچه موقعیت',
    'د څو سپوږمکیزو سیستمونو RTK اخیستونکي چې GPS، GLONASS، Galileo او BeiDou تعقیبوي: د ثابت RTK حل ' +
      'سره 8 mm + 1 ppm افقي، زموږ پر مرجع شبکه یا ستاسو پر خپل بېس. په کابل کې کالیبرېشن، ملاتړ او ترمیم.',
    'د سروې پر لښته GNSS روور د توپوګرافیکي کانتور کرښو پر سر، او پورته یې د سپوږمکیو مدارونه',
    [
      { label: 'GNSS اخیستونکي وګورئ', href: categoryHref('gnss-receivers'), variant: 'hero' },
      { label: sharedLabels.getQuote, href: routes.contact, variant: 'outline' },
    ],
  ),
  slide(
    '3d-scanning',
    categoryNames['3d-scanners'],
    'ساحې د اندازه شویو ټکو ورېځو په بڼه ثبت کړئ',
    'ځمکني او لاسي SLAM سکنرونه ودانۍ، پلونه، فابریکې او خلاص کانونه د ملیونونو اندازه شویو ټکو په بڼه ' +
      'ثبتوي، د جوړ شوي حالت کتنو، حجمونو او ډیزاین لپاره په څو ساعتونو کې، نه په څو اونیو کې.',
    'پر درې پښې ولاړ لېزري سکنر، او ترې خپره شوې د یوې ودانۍ د مخ د ټکو ورېځ',
    [
      { label: 'درې بعدي سکنرونه وګورئ', href: categoryHref('3d-scanners'), variant: 'hero' },
      { label: sharedLabels.viewAllProducts, href: routes.products, variant: 'outline' },
    ],
  ),
  slide(
    'k8-module',
    'نوی: د K8 لړۍ',
    'K8 GNSS ماډیول: ستاسو د خپلو محصولاتو لپاره څو بانډه RTK',
    'ټول څلور سپوږمکیز سیستمونه په درېیو فریکونسي بانډونو، تر 50 Hz پورې RTK وتنه، په یوه کوچني سطحي نصب ' +
      'ماډیول کې. په کابل کې موجود، د ارزونې له کیټونو او د یوځای کولو له ملاتړ سره.',
    'پر سرکټ بورډ K8 GNSS ماډیول، او د سیګنال لارې چې یو څو بانډه انتن ته ځي',
    [
      { label: 'د محصول جزئیات وګورئ', href: productHref('k8-gnss-module'), variant: 'hero' },
      { label: sharedLabels.getQuote, href: routes.contact, variant: 'outline' },
    ],
  ),
]

export const heroLabels: Messages['heroLabels'] = {
  regionLabel: 'مهم ټکي',
  previous: 'مخکینی سلایډ',
  next: 'بل سلایډ',
  pause: 'سلایډونه ودروئ',
  play: 'سلایډونه پیل کړئ',
  slideOf: (index: number, total: number) => `سلایډ ${n(index)} له ${n(total)} څخه`,
}

export const featuredSection: Messages['featuredSection'] = {
  title: 'ځانګړي محصولات',
  intro: 'هغه تجهیزات چې زموږ د سروې، ساختمان او کان کیندنې پیرودونکي یې تر ټولو ډېر غواړي، په کابل کې موجود.',
  viewDetails: sharedLabels.viewDetails,
  viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
}

const solutionCardText: Record<(typeof BUILT_IN_CATEGORY_SLUGS)[number], { text: string; icon: IconName }> = {
  'gnss-receivers': {
    text: 'د کاډسټري، توپوګرافیکي او ساختماني سروې لپاره RTK روورونه، بېس سټېشنونه او لاسي GIS اخیستونکي.',
    icon: 'Satellite',
  },
  '3d-scanners': {
    text: 'د جوړ شوي حالت مستندولو، د تاریخي اثارو ثبت، تونلونو او د ذخیرو د حجم لپاره ځمکني او SLAM سکنرونه.',
    icon: 'ScanLine',
  },
  'radar-monitoring': {
    text:
      'د ځوړ د ثبات رادار چې د دېوال خوځښت تر ملي متر کمې کچې پورې اندازه کوي، شپه او ورځ، د دوړو او ' +
      'باران له منځه.',
    icon: 'Radar',
  },
  'oem-boards': {
    text: 'GNSS بورډونه، ماډیولونه او انتنونه د هغو جوړونکو لپاره چې ماشین کنټرول، ډرونونه او د څارنې سټېشنونه جوړوي.',
    icon: 'Cpu',
  },
}

export const professionalSolutions: Messages['professionalSolutions'] = {
  title: 'مسلکي حل لارې',
  intro: 'د تجهیزاتو څلور کورنۍ، هره یوه له روزنې، کالیبرېشن او په هېواد کې دننه ملاتړ سره.',
  linkLabel: 'محصولات وګورئ',
  cards: BUILT_IN_CATEGORY_SLUGS.map((slug) => ({
    slug,
    title: categoryNames[slug],
    href: categoryHref(slug),
    ...solutionCardText[slug],
  })),
}

type Industry = Messages['industries'][number]

/** The English industry with the same slug (icon, image, links), with the Pashto words put in. */
function industry(
  slug: SolutionSlug,
  title: string,
  description: string,
  applications: readonly [string, string, string, string],
  alt: string,
): Industry {
  const en = enIndustries.find((candidate) => candidate.slug === slug) as (typeof enIndustries)[number]
  return { ...en, title, description, applications, image: { ...en.image, alt } }
}

export const industries: Messages['industries'] = [
  industry(
    'construction',
    'ساختمان',
    'د سړکونو، ودانیو، پلونو او کانالونو لپاره ماشین کنټرول، د ساحې نښه کول او د جوړ شوي حالت کتنې: پرته له ' +
      'ګڼو میخونو د ډیزاین سره سم ګرېډ جوړ کړئ، او بشپړ شوی کار د نقشو پر وړاندې ثابت کړئ.',
    [
      'د ګرېډرونو او اکسکاوېټرونو لپاره GNSS ماشین کنټرول',
      'د ساحې نښه کول او د جوړ شوي حالت سروې',
      'د کیندنې، ډکونې او ذخیرو حجمونه',
      'د جوړښتونو د جوړ شوي حالت سکن',
    ],
    'GNSS انتن لرونکی اکسکاوېټر چې د سړک بستر جوړوي، او پر هغه د ډیزاین د ګرېډ کرښه ښودل شوې',
  ),
  industry(
    'agriculture',
    'کرنه',
    'د خړوبو کروندو لپاره RTK لارښوونه او د کروندو نقشه اخیستنه: حوضې هوارې کړئ ترڅو اوبه په مساوي ډول ' +
      'خپرې شي، د ټراکټور تګ راتګ تر څو سانتي مترو پورې سم وساتئ، او د کوپراتیفونو لپاره کروندې او کانالونه ' +
      'اندازه کړئ.',
    [
      'د اوبو لګولو لپاره د ځمکې دقیق هوارول',
      'د ټراکټور د اتوماتیک سټیرنګ لارښوونه',
      'د کروندې د پولې او مساحت اندازه کول',
      'د کانالونو او کاریزونو د مسیر سروې',
    ],
    'په سیده کرښو کې خړوبې کروندې او یو ټراکټور چې د GNSS لارښوونې کرښه تعقیبوي',
  ),
  industry(
    'transportation',
    'ترانسپورت',
    'د سړکونو، اورګاډي پټلیو او پلونو لپاره د دهلیز نقشه اخیستنه، د سړک د پوښ سروې او څارنه، د مسیر له ' +
      'لومړۍ مطالعې څخه د غرني کوتل پر سر د ډبرو د راغورځېدو تر څارنې پورې.',
    [
      'د ډرون LiDAR په مرسته د سړک د دهلیز نقشه اخیستنه',
      'د سړک د پوښ د بیارغونې سروې',
      'د پلونو او تونلونو سکن',
      'پر غرنیو سړکونو د ځمکې د ښوییدو څارنه',
    ],
    'غرنۍ لویه لار، د LiDAR ډرون چې د دهلیز پر سر الوځي او د سړک پر سر د سکن کرښې',
  ),
  industry(
    'aviation',
    'هوايي چلند',
    'د ICAO د معلوماتو له غوښتنو سره سم د هوايي ډګرونو سروې: د خنډونو د محدودولو سطحې، د ځغاستې پټې پیلونه ' +
      'او د ناوبرۍ مرستندویه وسایل په WGS-84 کې ځای پر ځای کېږي، پرته له دې چې ځغاستې پټه وتړل شي.',
    [
      'د خنډونو د محدودولو د سطحو سروې',
      'د ځغاستې پټې د پیل او منځنۍ کرښې کوارډینېټونه',
      'د ځغاستې پټې د پوښ پروفایلونه',
      'د ناوبرۍ د مرستندویه وسایلو ځای ټاکل',
    ],
    'د الوتکو د ځغاستې پټه چې د نږدې کېدو سطحې یې د سیمي چوکاټ په بڼه انځور شوې، او د پیل تر څنګ یې GNSS بېس سټېشن',
  ),
  industry(
    'marine',
    'بحري چارې',
    'د سیندونو، د اوبو زېرمو او سیندي بندرونو سروې: له سروې کښتیو څخه د اوبو د ژوروالي اندازه کول، د غاړو د ' +
      'تخریب څارنه او د بندر د څنډو کتنې، د GNSS لوري او موقعیت سره چې ستاسو ژوروالی اندازه کوونکو ته ورکول کېږي.',
    [
      'د اوبو د زېرمو د ژوروالي سروې او د خټو کېناستل',
      'د سیند مهارول او د غاړو ساتنه',
      'د سیندي بندر د څنډې او جېټي سروې',
      'د پلونو د پایو تر څنګ د تخریب کتنه',
    ],
    'پر سیند د سروې کښتۍ د GNSS انتن سره، او د سونار وړانګې چې د سیند تل نقشه کوي',
  ),
  industry(
    'surveying',
    'سروې',
    'کاډسټري، توپوګرافیکي او کنټرولي سروې تر سانتي متر پورې دقت سره، یوه مرجع چوکاټ ته تړلې ترڅو د بېلابېلو ' +
      'ډلو د ځمکو ټوټې او ډیزاینونه یو له بل سره سمون ولري.',
    [
      'کاډسټري سروې او د ځمکې ثبت',
      'د ډیزاین لپاره توپوګرافیکي سروې',
      'جیوډیټیکي کنټرولي شبکې',
      'د ډرون په مرسته اورتوفوټو نقشه اخیستنه',
    ],
    'سروې کوونکی د GNSS روور سره چې د ځمکې د ټوټې کونج په نښه کوي، او پر ځمکه د ټوټو پولې انځور شوې',
  ),
]

export const industriesSection: Messages['industriesSection'] = {
  title: 'هغه سکتورونه چې خدمت یې کوو',
  intro: 'د هغو سکتورونو لپاره د موقعیت ټاکنه او اندازه کول چې افغانستان جوړوي او خواړه ورته برابروي.',
  keyApplications: 'اصلي کارونې',
  explore: 'حل لارې وګورئ',
  customQuote: 'ځانګړی د بیې وړاندیز وغواړئ',
  previous: 'مخکینی سکتور',
  next: 'بل سکتور',
  pause: 'بدلېدل ودروئ',
  play: 'بدلېدل بیا پیل کړئ',
  show: (title: string) => `${title} وښایئ`,
}

export const newsSection: Messages['newsSection'] = {
  title: sharedLabels.newsAndEvents,
  intro: 'نوي محصولات، پروژې او هغه ځایونه چې زموږ له انجنیرانو سره پکې لیدلای شئ.',
  readMore: 'نور ولولئ',
  viewAll: { label: 'ټول خبرونه او پروګرامونه وګورئ', href: routes.news },
}

export const whyChoose: Messages['whyChoose'] = {
  title: (companyName: string = enSiteDefaults.name) => `ولې ${companyName}`,
  intro:
    'موږ یوازې تجهیزات نه واردوو: کالیبره کوو یې، هغه کسان روزو چې کاروي یې، هغه مرجع شبکه چلوو چې ورسره ' +
    'نښلي، او کله چې خراب شي په کابل کې یې ترمیموو.',
  stats: [
    { value: '۵۰۰+', label: 'پیرودونکي', detail: 'د سروې شرکتونه، قراردادیان، کانونه، وزارتونه او نادولتي موسسې' },
    { value: '۵۰+', label: 'هېوادونه', detail: 'چېرې چې زموږ د تجهیزاتو لړۍ جوړېږي او کارول کېږي' },
    { value: '۹۹٫۹٪', label: 'دقت', detail: 'زموږ پر RTK شبکه د ثابت حل شتون، ۲۰۲۵' },
    { value: supportAvailability, label: 'ملاتړ', detail: 'د ساحوي ډلو لپاره د تخنیکي ملاتړ کرښه' },
  ],
  points: [
    {
      title: 'په کابل کې ذخیره او اضافي پرزې',
      text:
        'اخیستونکي، انتنونه، بیټرۍ او کېبلونه په هېواد کې دننه ساتل کېږي، نو ماته پرزه په څو ورځو کې بدلېږي، ' +
        'نه دا چې د اونیو لپاره بهر ولېږل شي.',
    },
    {
      title: 'کالیبرېشن او ترمیم',
      text:
        'زموږ د کالیبرېشن پر بنسټیزه کرښه د وسایلو کتنه او د روزل شویو تخنیکرانو له خوا ترمیم، ستاسو د کیفیت ' +
        'د اسنادو لپاره له راپور سره.',
    },
    {
      title: 'په دري او پښتو روزنه',
      text: 'د سروې کوونکو، چلوونکو او انجنیرانو لپاره ساحوي او دفتري روزنه، ستاسو پر تجهیزاتو او ستاسو پر معلوماتو.',
    },
  ],
  ctas: [
    { label: 'زموږ په اړه', href: routes.about, variant: 'outline' },
    { label: 'له پلور سره اړیکه', href: routes.contact, variant: 'hero' },
    { label: 'محصولات وګورئ', href: routes.products, variant: 'outline' },
  ],
}

export const homeEyebrows: Messages['homeEyebrows'] = {
  featured: 'له کتلاګ څخه',
  solutions: 'د تجهیزاتو کورنۍ',
  industries: 'سکتورونه',
  news: 'وروستي',
  whyChoose: 'ولې موږ',
}
