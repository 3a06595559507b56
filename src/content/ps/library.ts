/** Pashto (ps) copy of the support library: mirrors ../library.ts. */
import type { Count } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

const n = (value: Count) => formatNumber(value, 'ps')

export const supportLibrary: Messages['supportLibrary'] = {
  kinds: {
    firmware: 'فرم‌ویر',
    'field-software': 'ساحوي سافټویر',
    'desktop-software': 'د کمپیوټر سافټویر',
    driver: 'ډرایور',
    manual: 'لارښود',
    'quick-guide': 'چټک لارښود',
    'release-notes': 'د خپرونې یادښتونه',
    calibration: 'د کالیبرېشن کړنلاره',
    cad: 'د CAD نقشه',
    other: 'نور',
  },
  statuses: {
    recommended: 'سپارښتل شوی',
    current: 'اوسنی',
    superseded: 'بدل شوی',
    withdrawn: 'بېرته اخیستل شوی',
  },
  severities: {
    info: 'معلومات',
    caution: 'پام',
    'do-not-install': 'مه یې نصبوئ',
  },
  labels: {
    releaseType: 'ډول',
    version: 'نسخه',
    released: 'د خپرېدو نېټه',
    size: 'اندازه',
    status: 'حالت',
    checksum: 'د SHA-256 چک‌سم',
    languages: 'ژبې',
    requirements: 'اړتیاوې',
    notes: 'د خپرونې یادښتونه',
    appliesTo: 'د',
    file: 'فایل',
    download: 'ډاونلوډ',
    downloadNamed: (name: string, size: string) => `${name} ډاونلوډ کړئ (${size})`,
    details: 'جزئیات',
    detailsOf: (title: string, version: string) => `د ${title} ${version} جزئیات`,
  },
  section: {
    tab: 'ملاتړ',
    heading: 'ملاتړ او ډاونلوډونه',
    recommendedHeading: 'سپارښتل شوي ډاونلوډونه',
    recommendedText: 'د هر ډول لپاره هغه نسخه چې د دې محصول لپاره یې سپارښتنه کوو.',
    allVersionsHeading: 'ټولې نسخې',
    allVersionsText: 'د دې محصول ټولې نسخې، له نوې څخه پیل.',
    none:
      'د دې محصول لپاره تر اوسه هېڅ فرم‌ویر، سافټویر یا لارښود نه دی خپور شوی. ' +
      'څه چې اړتیا لرئ زموږ د ملاتړ له ټیم څخه یې وغواړئ.',
    askSupport: 'زموږ د ملاتړ له ټیم څخه وپوښتئ',
    hub: 'د ملاتړ کتابتون',
    feed: 'د دې محصول د نسخو او خبرتیاوو Atom فیډ',
    checksumHint:
      'له ډاونلوډ وروسته فایل د هغه د SHA-256 چک‌سم سره پرتله کړئ: په لینکس کې sha256sum، په مک کې shasum -a 256، ' +
      'په وینډوز کې certutil -hashfile.',
  },
  advisory: {
    region: 'خبرتیا',
    instead: 'پر ځای یې څه وکړئ',
    since: (date: string) => `له ${date} راهیسې`,
    until: (date: string) => `تر ${date} پورې`,
    releases: 'اړوندې نسخې',
  },
  fieldPack: {
    heading: 'له اتصال پرته کار لپاره ساحوي بسته',
    text:
      'یو zip فایل چې د دې محصول اوسني لارښودونه، چټک لارښودونه، د خپرونې یادښتونه او خبرتیاوې لري، او یوه پاڼه چې ' +
      'له اتصال پرته په هر براوزر کې پرانیستل کېږي.',
    download: 'ساحوي بسته ډاونلوډ کړئ (zip)',
  },
  keep: {
    heading: 'په دې وسیله کې ساتل',
    text:
      'یو سند په دې براوزر کې وساتئ او له اتصال پرته یې پرانیزئ، له همدې پاڼې یا له هغې پاڼې چې سایټ د اتصال ' +
      'نه شتون پر مهال ښیي.',
    keep: 'په دې وسیله کې یې وساتئ',
    keepNamed: (name: string) => `${name} په دې وسیله کې وساتئ`,
    remove: 'له دې وسیلې یې لرې کړئ',
    removeNamed: (name: string) => `${name} له دې وسیلې لرې کړئ`,
    keeping: 'د ساتلو په حال کې\u2026',
    kept: (name: string) => `${name} په دې وسیله کې وساتل شو.`,
    removed: (name: string) => `${name} له دې وسیلې لرې شو.`,
    oneFile: 'یو فایل',
    files: (n: string) => `${n} فایلونه`,
    summary: (files: string, used: string, quota: string) =>
      `په دې وسیله کې ساتل شوي: ${files}، ${used} له ${quota} څخه`,
    tooBig: (name: string, free: string) =>
      `${name} ونه ساتل شو: د ساتل شویو اسنادو لپاره په پاتې ځای (${free}) کې نه ځایېږي. ` +
      'لومړی یو ساتل شوی سند لرې کړئ.',
    failed: (name: string) => `${name} ونه ساتل شو: ډاونلوډ نه شو. کله چې وصل یاست بیا هڅه وکړئ.`,
  },
  notify: {
    title: (product: string) => `خبر مې کړئ: ${product}`,
    link: 'د نویو نسخو او خبرتیاوو په اړه ماته برېښنالیک راولېږئ',
    language: 'د برېښنالیکونو ژبه',
    required: 'اړین',
    unknownProduct: 'دا محصول (نور) زموږ په لړلیک کې نشته.',
    feedInstead: 'نه غواړئ پته ورکړئ؟ پر ځای یې فیډ تعقیب کړئ:',
    back: (product: string) => `بېرته ${product} ته`,
    heading: 'خبر مې کړئ',
    text:
      'کله چې د دې محصول لپاره نوې نسخه یا خبرتیا خپره شي، برېښنالیک ترلاسه کړئ: حساب ته اړتیا نشته، او هر برېښنالیک ' +
      'د یو کلیک په واسطه د ګډون د لغوه کولو لینک لري.',
    email: 'د برېښنالیک پته',
    submit: 'خبر مې کړئ',
    sending: 'لېږل کېږي…',
    sent:
      'نږدې بشپړ دی: هغه لینک پرانیزئ چې همدا اوس مو درته برېښنالیک کړ، ترڅو تایید شي. ' +
      'تر هغه مهاله څه نه لېږل کېږي.',
    invalidEmail: 'د name@example.com په څېر د برېښنالیک یوه پته ولیکئ.',
    tooMany: 'له دې اتصال څخه ډېرې غوښتنې راغلې دي: یو ساعت وروسته بیا هڅه وکړئ.',
    unavailable: 'د برېښنالیک خبرتیاوې اوس مهال نشته. پر ځای یې Atom فیډ تعقیب کړئ.',
  },
  hub: {
    title: 'د ملاتړ کتابتون',
    description:
      'د هر هغه محصول لپاره چې موږ یې پلورو فرم‌ویر، ساحوي سافټویر، لارښودونه او د کالیبرېشن کړنلارې، له سپارښتل شوې ' +
      'نسخې او د هغو نسخو په اړه له خبرتیاوو سره چې باید نصب نه شي.',
    searchLabel: 'د ماډل نوم یا کوډ',
    searchPlaceholder: 'د بېلګې په توګه Vireo G9 یا K8',
    search: 'لټون',
    results: (count: Count, query: string) => `${n(count)} محصول له «${query}» سره سمون لري.`,
    noResults: (query: string) => `هېڅ محصول له «${query}» سره سمون نه لري. د ماډل کوډ یا کورنۍ یې وازمویئ.`,
    advisoriesHeading: 'تازه خبرتیاوې',
    noAdvisories: 'هېڅ پرانیستې خبرتیا نشته.',
    latestHeading: 'تازه نسخې',
    browseHeading: 'د کورنۍ او محصول له مخې',
    releases: (count: Count) => `${n(count)} نسخې`,
    noReleases: 'تر اوسه نسخه نشته',
    feed: 'د ټول کتابتون Atom فیډ',
    empty: 'کتابتون تر اوسه هېڅ نسخه نه لري.',
  },
  release: {
    metaTitle: (title: string, version: string) => `${title}، نسخه ${version}`,
    withdrawnTitle: 'دا نسخه بېرته اخیستل شوې ده',
    withdrawnText: 'د هغې فایلونه نور نه ډاونلوډ کېږي. د دې لپاره چې پر ځای یې څه وکړئ، خبرتیا ولولئ.',
    draftMissing: 'دا نسخه نه ده خپره شوې.',
    filesHeading: 'فایلونه',
    supportFor: (product: string) => `د ${product} ملاتړ`,
  },
  download: {
    goneTitle: 'بېرته اخیستل شوی',
    goneText: (title: string, version: string) => `${title} ${version} بېرته اخیستل شوې او نور نه ډاونلوډ کېږي.`,
    openRelease: 'خبرتیا او هغه څه ولولئ چې پر ځای یې باید نصب شي',
  },
  subscription: {
    documentTitle: 'د یو محصول په اړه برېښنالیکونه',
    confirmTitle: 'خپل ګډون تایید کړئ',
    confirmText: (product: string) => `کله چې د ${product} لپاره نسخه یا خبرتیا خپره شي، ما ته برېښنالیک راولېږئ.`,
    confirmButton: 'تایید',
    confirmedTitle: 'ګډون تایید شو',
    confirmedText: (product: string) => `کله چې د ${product} لپاره نسخه یا خبرتیا خپره شي، برېښنالیک به ترلاسه کړئ.`,
    unsubscribeTitle: 'دا برېښنالیکونه ودرول شي؟',
    unsubscribeText: (product: string) => `د ${product} په اړه نور برېښنالیکونه نه لېږل کېږي.`,
    unsubscribeButton: 'ګډون لغوه کړئ',
    unsubscribedTitle: 'ستاسو ګډون لغوه شو',
    unsubscribedText: (product: string) => `د ${product} په اړه به نور برېښنالیکونه ترلاسه نه کړئ.`,
    notFoundTitle: 'دا لینک کار نه کوي',
    notFoundText: 'کېدای شي نیمګړی یا ډېر زوړ وي. د محصول له پاڼې څخه بیا ګډون وکړئ.',
    product: 'محصول ته ورشئ',
  },
  mail: {
    confirmSubject: (product: string) => `تایید: د ${product} په اړه برېښنالیکونه`,
    confirmBody: (product: string, link: string) =>
      `تاسو غوښتي چې کله د ${product} لپاره نسخه یا خبرتیا خپره شي، برېښنالیک ترلاسه کړئ.\n\n` +
      `د دې لینک په پرانیستلو تایید کړئ:\n${link}\n\n` +
      'که دا غوښتنه ستاسو نه وه، دا برېښنالیک له پامه وغورځوئ: هېڅ شی به ونه لېږل شي.',
    releaseSubject: (product: string, title: string, version: string) => `${product}: نوې نسخه، ${title} ${version}`,
    releaseIntro: (title: string, version: string, date: string) => `${title} ${version} په ${date} خپره شوه.`,
    advisorySubject: (severity: string, title: string) => `خبرتیا، ${severity}: ${title}`,
    readMore: 'جزئیات او ډاونلوډونه:',
    unsubscribe: (link: string) =>
      `دا برېښنالیک تاسو ته رسېږي ځکه چې تاسو غوښتي وو د دې محصول په اړه خبر شئ. د ګډون لغوه کول: ${link}`,
  },
  feed: {
    title: (site: string) => `${site}: د ملاتړ کتابتون`,
    productTitle: (product: string) => `${product}: نسخې او خبرتیاوې`,
    subtitle: 'نوی فرم‌ویر، سافټویر او اسناد، او د هغو په اړه خبرتیاوې.',
  },
  pack: {
    title: (product: string) => `${product}: ساحوي بسته`,
    intro:
      'د دې محصول اوسني لارښودونه، چټک لارښودونه او د خپرونې یادښتونه، او خبرتیاوې یې، له اتصال پرته د لوستلو لپاره. ' +
      'له لړلیک څخه یو فایل پرانیزئ؛ که شک لرئ، هغه د SHA-256 چک‌سم سره وګورئ.',
    made: (date: string) => `په ${date} جوړ شوی.`,
    filesHeading: 'اسناد',
    advisoriesHeading: 'خبرتیاوې',
    noAdvisories: 'کله چې دا بسته جوړه شوه، هېڅ پرانیستې خبرتیا نه وه.',
    online: 'تازه نسخه د محصول په پاڼه کې ده:',
  },
}
