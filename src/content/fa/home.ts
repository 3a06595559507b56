/**
 * Dari (fa) home page copy: mirrors ../home.ts. Slides, cards and industries take their ids, images, icons and links
 * from the English records; only the words are written here. The news items are the Dari articles (./news), the same
 * objects as the news pages, as in English.
 */
import { formatNumber } from '@/lib/i18n/format'

import {
  heroSlides as enHeroSlides,
  industries as enIndustries,
  professionalSolutions as enProfessionalSolutions,
  whyChoose as enWhyChoose,
} from '../home'
import type { Messages } from '../messages-type'
import { type BuiltInCategorySlug, type SolutionSlug, routes } from '@/lib/routes'
import { categoryNames, sharedLabels } from './labels'
import { siteDefaults, supportAvailability } from './site'

const n = (value: number) => formatNumber(value, 'fa')

/** `labels` in place of the English labels, one for one (a count mismatch is a bug in this file). */
function relabel<T extends { readonly label: string }>(english: readonly T[], labels: readonly string[]): T[] {
  if (labels.length !== english.length) throw new Error(`Expected ${english.length} labels, got ${labels.length}`)
  return english.map((item, i) => ({ ...item, label: labels[i] as string }))
}

export const homeMeta: Messages['homeMeta'] = {
  title: siteDefaults.name,
  description: siteDefaults.shortDescription,
}

type HeroSlide = Messages['heroSlides'][number]

interface SlideCopy {
  readonly eyebrow: string
  readonly title: string
  readonly text: string
  readonly alt: string
  readonly buttons: readonly string[]
}

/** The English slide with this id, its words replaced. */
function slide(id: string, copy: SlideCopy): HeroSlide {
  const english = enHeroSlides.find((item) => item.id === id)
  if (!english) throw new Error(`No English hero slide "${id}"`)
  return {
    ...english,
    eyebrow: copy.eyebrow,
    title: copy.title,
    text: copy.text,
    image: { ...english.image, alt: copy.alt },
    buttons: relabel(english.buttons, copy.buttons),
  }
}

export const heroSlides: Messages['heroSlides'] = [
  slide('gnss', {
    eyebrow: categoryNames['gnss-receivers'],
    title: 'موقعیت‌یابی سانتی‌متری برای هر تیم ساحوی',
    text:
      'گیرنده‌های RTK چندمنظومه‌ای که GPS، GLONASS، Galileo و BeiDou را ردیابی می‌کنند: دقت افقی ' +
      '8 mm + 1 ppm با حل ثابت RTK، روی شبکه مرجع ما یا ایستگاه مبنای خودتان. کالیبره‌شده، با پشتیبانی و ' +
      'ترمیم در کابل.',
    alt: 'روور GNSS روی میله نقشه‌برداری بالای خطوط تراز توپوگرافی، با مدار ماهواره‌ها در آسمان',
    buttons: ['مرور گیرنده‌های GNSS', sharedLabels.getQuote],
  }),
  slide('3d-scanning', {
    eyebrow: categoryNames['3d-scanners'],
    title: 'ساحه‌ها را به شکل ابر نقاط اندازه‌گیری‌شده ثبت کنید',
    text:
      'اسکنرهای زمینی و دستی SLAM ساختمان‌ها، پل‌ها، فابریکه‌ها و معادن روباز را در میلیون‌ها نقطه ' +
      'اندازه‌گیری‌شده ثبت می‌کنند، برای بررسی وضعیت اجراشده، محاسبه حجم و طراحی در چند ساعت به جای چند هفته.',
    alt: 'اسکنر لیزری روی سه‌پایه، با ابر نقاط نمای یک ساختمان که از آن گسترده می‌شود',
    buttons: ['مرور اسکنرهای سه‌بعدی', sharedLabels.viewAllProducts],
  }),
  slide('k8-module', {
    eyebrow: 'جدید: سری K8',
    title: 'ماژول GNSS مدل K8: RTK چندباندی برای محصولات خودتان',
    text:
      'هر چهار منظومه روی سه باند فرکانسی، خروجی RTK با نرخ تا 50 Hz، در یک ماژول فشرده با نصب سطحی. ' +
      'موجود در کابل، با کیت‌های ارزیابی و پشتیبانی یکپارچه‌سازی.',
    alt: 'ماژول GNSS مدل K8 روی یک بورد الکترونیکی، با مسیرهای سیگنال به سوی یک انتن چندباندی',
    buttons: ['مشاهده جزئیات محصول', sharedLabels.getQuote],
  }),
]

export const heroLabels: Messages['heroLabels'] = {
  regionLabel: 'برجسته‌ها',
  previous: 'اسلاید قبلی',
  next: 'اسلاید بعدی',
  pause: 'توقف نمایش اسلایدها',
  play: 'پخش نمایش اسلایدها',
  slideOf: (index: number, total: number) => `اسلاید ${n(index)} از ${n(total)}`,
}

export const featuredSection: Messages['featuredSection'] = {
  title: 'محصولات ویژه',
  intro: 'تجهیزاتی که مشتریان نقشه‌برداری، ساخت‌وساز و معدن‌کاری ما بیشتر از همه سفارش می‌دهند، موجود در کابل.',
  viewDetails: sharedLabels.viewDetails,
  viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
}

const solutionCardText: Record<BuiltInCategorySlug, string> = {
  'gnss-receivers': 'روورهای RTK، ایستگاه‌های مبنا و گیرنده‌های دستی GIS برای سروی‌های کاداستر، توپوگرافی و ساختمانی.',
  '3d-scanners': 'اسکنرهای زمینی و SLAM برای مستندسازی وضعیت اجراشده، ثبت آثار تاریخی، تونل‌ها و حجم انبارهای مواد.',
  'radar-monitoring':
    'رادار ثبات شیب که حرکت دیواره را تا کمتر از یک میلی‌متر، در شب و روز و از میان گرد و باران اندازه می‌گیرد.',
  'oem-boards':
    'بوردها، ماژول‌ها و انتن‌های GNSS برای سازندگان سیستم‌های کنترول ماشین‌آلات، پهپادها و ایستگاه‌های نظارت.',
}

export const professionalSolutions: Messages['professionalSolutions'] = {
  title: 'راه‌حل‌های تخصصی',
  intro: 'چهار خانواده تجهیزات، هر کدام همراه با آموزش، کالیبراسیون و پشتیبانی در داخل کشور.',
  linkLabel: 'مرور محصولات',
  cards: enProfessionalSolutions.cards.map((card) => ({
    ...card,
    title: categoryNames[card.slug],
    text: solutionCardText[card.slug],
  })),
}

type Industry = Messages['industries'][number]

/** The English industry with this slug (icon, image, links), its words replaced. */
function industry(
  slug: SolutionSlug,
  title: string,
  description: string,
  applications: readonly [string, string, string, string],
  alt: string,
): Industry {
  const english = enIndustries.find((item) => item.slug === slug)
  if (!english) throw new Error(`No English industry "${slug}"`)
  return { ...english, title, description, applications, image: { ...english.image, alt } }
}

export const industries: Messages['industries'] = [
  industry(
    'construction',
    'ساخت‌وساز',
    'کنترول ماشین‌آلات، پیاده‌کردن نقشه و بررسی وضعیت اجراشده برای سرک‌ها، ساختمان‌ها، پل‌ها و کانال‌ها: ' +
      'زمین را بدون انبوهی از میخ‌ها مطابق طرح تسطیح کنید و کار تمام‌شده را با نقشه‌ها مقایسه و ثابت کنید.',
    [
      'کنترول ماشین با GNSS برای گریدرها و اکسکاویترها',
      'پیاده‌کردن نقشه و سروی وضعیت اجراشده',
      'حجم خاک‌برداری، خاک‌ریزی و انبار مواد',
      'اسکن وضعیت اجراشده سازه‌ها',
    ],
    'اکسکاویتر با انتن GNSS در حال کندن بستر سرک، با خط تراز طرح روی آن',
  ),
  industry(
    'agriculture',
    'زراعت',
    'هدایت RTK و نقشه‌برداری زمین‌های زراعتی برای زراعت آبی: کرت‌ها را هموار کنید تا آب یکسان پخش شود، ' +
      'مسیر تراکتور را تا چند سانتی‌متر مستقیم نگه دارید، و زمین‌ها و کانال‌ها را برای کوپراتیف‌ها اندازه بگیرید.',
    [
      'هموارسازی دقیق زمین برای آبیاری',
      'هدایت خودکار تراکتور',
      'اندازه‌گیری مرز و مساحت زمین',
      'سروی مسیر کانال و کاریز',
    ],
    'زمین‌های آبی با ردیف‌های مستقیم و تراکتوری که خط هدایت GNSS را دنبال می‌کند',
  ),
  industry(
    'transportation',
    'ترانسپورت',
    'نقشه‌برداری مسیر، سروی سطح سرک و نظارت برای سرک‌ها، خطوط آهن و پل‌ها، از نخستین مطالعه مسیر تا ' +
      'مراقبت از سنگ‌ریزش در یک کوتل کوهستانی.',
    [
      'نقشه‌برداری مسیر سرک با LiDAR پهپادی',
      'سروی بازسازی سطح سرک',
      'اسکن پل و تونل',
      'نظارت بر لغزش زمین در سرک‌های کوهستانی',
    ],
    'شاهراه کوهستانی با پهپاد LiDAR که بر فراز مسیر پرواز می‌کند و خطوط اسکن روی سرک',
  ),
  industry(
    'aviation',
    'هوانوردی',
    'سروی میدان‌های هوایی مطابق نیازمندی‌های داده ICAO: سطوح محدودیت موانع، آستانه‌های باند پرواز و ' +
      'وسایل کمک ناوبری که در WGS-84 موقعیت‌یابی می‌شوند، بدون بستن باند پرواز.',
    [
      'سروی سطوح محدودیت موانع',
      'مختصات آستانه و خط مرکزی باند پرواز',
      'نیمرخ سطح باند پرواز',
      'موقعیت‌یابی وسایل کمک ناوبری',
    ],
    'باند پرواز با سطوح نزدیک‌شدن که به شکل شبکه‌ای ترسیم شده‌اند و یک ایستگاه مبنای GNSS کنار آستانه',
  ),
  industry(
    'marine',
    'دریایی',
    'سروی دریاها، ذخیره‌گاه‌های آب و بندرهای دریایی: عمق‌سنجی از قایق‌های سروی، نظارت بر فرسایش کناره‌ها ' +
      'و بررسی اسکله‌ها، با جهت و موقعیت GNSS که به عمق‌سنج‌های شما داده می‌شود.',
    [
      'عمق‌سنجی و رسوب‌گذاری ذخیره‌گاه‌ها',
      'تنظیم مسیر دریا و حفاظت کناره‌ها',
      'سروی اسکله و لنگرگاه بندرهای دریایی',
      'بررسی فرسایش پایه‌های پل',
    ],
    'قایق سروی روی دریا با انتن GNSS و پرتوهای سونار که بستر دریا را نقشه‌برداری می‌کنند',
  ),
  industry(
    'surveying',
    'نقشه‌برداری',
    'سروی‌های کاداستر، توپوگرافی و کنترول با دقت سانتی‌متری، وصل به یک چارچوب مرجع واحد تا قطعه‌ها و ' +
      'طرح‌های تیم‌های مختلف با هم بخوانند.',
    ['سروی کاداستر و ثبت زمین', 'سروی توپوگرافی برای طراحی', 'شبکه‌های کنترول ژئودیزی', 'تهیه نقشه اورتوفوتو با پهپاد'],
    'نقشه‌بردار با روور GNSS در حال نشانی کردن کنج یک قطعه زمین، با مرز قطعه‌ها که روی زمین ترسیم شده‌اند',
  ),
]

export const industriesSection: Messages['industriesSection'] = {
  title: 'سکتورهایی که به آن‌ها خدمت می‌کنیم',
  intro: 'موقعیت‌یابی و اندازه‌گیری برای سکتورهایی که افغانستان را آباد می‌کنند و نان آن را تأمین می‌کنند.',
  keyApplications: 'کاربردهای کلیدی',
  explore: 'مرور راه‌حل‌ها',
  customQuote: 'درخواست قیمت سفارشی',
  previous: 'سکتور قبلی',
  next: 'سکتور بعدی',
  pause: 'توقف چرخش',
  play: 'ادامه چرخش',
  show: (title: string) => `نمایش ${title}`,
}

export const newsSection: Messages['newsSection'] = {
  title: sharedLabels.newsAndEvents,
  intro: 'محصولات تازه، پروژه‌ها و جاهایی که می‌توانید انجنیران ما را ببینید.',
  readMore: 'بیشتر بخوانید',
  viewAll: { label: 'مشاهده همه اخبار و رویدادها', href: routes.news },
}

export const whyChoose: Messages['whyChoose'] = {
  title: (companyName: string = siteDefaults.name) => `چرا ${companyName} را انتخاب کنید`,
  intro:
    'ما فقط تجهیزات وارد نمی‌کنیم: آن‌ها را کالیبره می‌کنیم، به کسانی که با آن‌ها کار می‌کنند آموزش می‌دهیم، ' +
    'شبکه مرجعی را که به آن وصل می‌شوند اداره می‌کنیم، و وقتی خراب شوند، در کابل ترمیم‌شان می‌کنیم.',
  stats: [
    { value: '۵۰۰+', label: 'مشتری', detail: 'شرکت‌های نقشه‌برداری، قراردادی‌ها، معادن، وزارت‌ها و مؤسسات غیردولتی' },
    { value: '۵۰+', label: 'کشور', detail: 'جاهایی که تجهیزات ما ساخته و به کار برده می‌شوند' },
    {
      value: '۹۹٫۹٪',
      label: 'دقت',
      detail: `دسترسی به حل ثابت در شبکه RTK ما، سال ${formatNumber(2025, 'fa', { useGrouping: false })}`,
    },
    { value: supportAvailability, label: 'پشتیبانی', detail: 'خط پشتیبانی تخنیکی برای تیم‌های ساحوی' },
  ],
  points: [
    {
      title: 'موجودی و پرزه‌جات در کابل',
      text:
        'گیرنده‌ها، انتن‌ها، بتری‌ها و کیبل‌ها در داخل کشور نگه داشته می‌شوند، تا یک قطعه خراب در چند روز ' +
        'تعویض شود، نه این‌که هفته‌ها در راه باشد.',
    },
    {
      title: 'کالیبراسیون و ترمیم',
      text:
        'بررسی دستگاه‌ها روی خط مبنای کالیبراسیون ما و ترمیم توسط تکنیشنان آموزش‌دیده، همراه با گزارشی برای ' +
        'اسناد کیفیت شما.',
    },
    {
      title: 'آموزش به دری و پشتو',
      text: 'آموزش ساحوی و دفتری برای نقشه‌برداران، اپراتوران و انجنیران، روی تجهیزات و داده‌های خودتان.',
    },
  ],
  ctas: relabel(enWhyChoose.ctas, ['درباره ما', 'تماس با بخش فروش', 'مرور محصولات']),
}

export const homeEyebrows: Messages['homeEyebrows'] = {
  featured: 'از فهرست محصولات',
  solutions: 'خانواده‌های تجهیزات',
  industries: 'سکتورها',
  news: 'تازه‌ترین‌ها',
  whyChoose: 'چرا ما',
}
