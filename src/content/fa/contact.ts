/** Dari (fa) contact page copy: mirrors ../contact.ts. Contact values come from configuration, as in English. */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { businessHoursText, channelLabels, replyPromise } from './site'
import type { Count } from '@/lib/i18n/fill'

export const contactMeta: Messages['contactMeta'] = {
  title: 'تماس با ما',
  description: (hours) =>
    'برای پیشنهاد قیمت، نمایش عملی یا پشتیبانی تخنیکی با ما به تماس شوید. دفترها در کابل، جلال‌آباد و ' +
    `مزار شریف؛ پاسخ در ظرف ${formatNumber(hours, 'fa')} ساعت.`,
}

export const contactHero: Messages['contactHero'] = {
  title: 'تماس با ما',
  intro: (hours) =>
    `برای پیشنهاد قیمت، نمایش عملی یا کمک در کار با تجهیزات در ساحه با ما به تماس شوید. ${replyPromise(hours)}`,
}

export const contactForm: Messages['contactForm'] = {
  title: 'برای ما پیام بفرستید',
  fields: {
    name: { label: 'نام کامل', placeholder: 'نام کامل شما' },
    // Addresses and numbers are written in Latin script: the placeholders show the format to type.
    email: { label: 'آدرس ایمیل', placeholder: 'you@company.af' },
    company: { label: 'شرکت', placeholder: 'نام شرکت یا اداره' },
    phone: { label: 'شماره تیلفون', placeholder: '+93 7X XXX XXXX' },
    subject: { label: 'موضوع', placeholder: 'یک موضوع را انتخاب کنید' },
    message: { label: 'پیام', placeholder: 'بنویسید چه چیزی را، در کجا و تا چه وقت باید اندازه‌گیری کنید.' },
  },
  optional: '(اختیاری)',
  required: 'الزامی',
  aboutProduct: (productName: string) => `در مورد: ${productName}`,
  submit: 'ارسال پیام',
  submitting: 'در حال ارسال...',
}

export const contactSubjectLabels: Messages['contactSubjectLabels'] = {
  'product-inquiry': 'پرسش در مورد محصول',
  'technical-support': 'پشتیبانی تخنیکی',
  'quote-request': 'درخواست قیمت',
  partnership: 'همکاری',
  other: 'دیگر',
}

export const contactPrefillMessages: Messages['contactPrefillMessages'] = {
  demo: (productName?: string) =>
    productName ? `می‌خواهم برای نمایش عملی ${productName} وقت بگیرم.` : 'می‌خواهم برای یک نمایش عملی وقت بگیرم.',
  datasheet: (productName?: string) =>
    productName
      ? `لطفاً برگه مشخصات ${productName} را برایم بفرستید.`
      : 'لطفاً برگه‌های مشخصات محصولات خود را برایم بفرستید.',
  support: (productName?: string) =>
    productName
      ? `برای ${productName} خود به پشتیبانی تخنیکی نیاز دارم.`
      : 'برای تجهیزات خود به پشتیبانی تخنیکی نیاز دارم.',
}

export const quoteRequestMessage: Messages['quoteRequestMessage'] = (productName: string) =>
  `لطفاً پیشنهاد قیمت ${productName} را برایم بفرستید.`

export const contactToasts: Messages['contactToasts'] = {
  success: {
    title: 'پیام با موفقیت ارسال شد!',
    text: (hours) => `از تماس شما سپاسگزاریم. ${replyPromise(hours)}`,
  },
  failure: {
    title: 'پیام ارسال نشد',
    text:
      'نتوانستیم پیام شما را بفرستیم. متن شما هنوز در فورم است: لطفاً اتصال خود را بررسی کنید و دوباره ' +
      'کوشش کنید، یا به ما زنگ بزنید.',
  },
  rateLimited: {
    title: 'پیام‌های بیش از حد',
    text:
      'در مدت کوتاهی چند پیام از شما دریافت کردیم. لطفاً چند دقیقه صبر کنید و دوباره کوشش کنید، ' +
      'یا به ما زنگ بزنید.',
  },
}

export const contactValidation: Messages['contactValidation'] = {
  nameRequired: 'نام کامل خود را وارد کنید.',
  emailRequired: 'آدرس ایمیل خود را وارد کنید.',
  emailInvalid: 'یک آدرس ایمیل درست وارد کنید، مانند name@company.af.',
  phoneInvalid: 'یک شماره تیلفون درست وارد کنید، مانند +93 79 900 2400.',
  subjectRequired: 'یک موضوع را انتخاب کنید.',
  messageRequired: 'پیام خود را بنویسید.',
  tooLong: (label: string, max: Count) => `${label} باید حداکثر ${formatNumber(max, 'fa')} حرف باشد.`,
  singleLine: (label: string) => `${label} باید فقط یک سطر باشد.`,
  control: (label: string) => `${label} حروفی دارد که مجاز نیستند.`,
  // Dari keeps the noun singular after a number, so one sentence serves every count.
  summary: (count: number) => `لطفاً ${formatNumber(count, 'fa')} خانه را اصلاح کنید.`,
}

export const contactCards: Messages['contactCards'] = [
  { kind: 'phone', title: 'به ما زنگ بزنید', text: businessHoursText, icon: 'Phone', action: 'زنگ به تیم فروش ما' },
  { kind: 'email', title: 'به ما ایمیل بفرستید', text: '', icon: 'Mail', action: 'ایمیل به تیم فروش ما' },
  { kind: 'visit', title: 'به ما سر بزنید', text: 'دفتر مرکزی کابل', icon: 'MapPin', action: 'دیدن دفترهای ما' },
  {
    kind: 'whatsapp',
    title: channelLabels.whatsapp,
    text: 'عکس خرابی دستگاه یا محل کار را بفرستید، یا یک سؤال کوتاه بپرسید.',
    icon: 'MessageCircle',
    action: channelLabels.whatsappAction,
  },
]

export const supportBanner: Messages['supportBanner'] = {
  title: 'پشتیبانی تخنیکی ۲۴/۷',
  text:
    'دستگاهی که در ساحه از کار افتاده، ایستگاه مبنایی که روشن نمی‌شود، هشدار راداری که باید معنای آن را ' +
    'بدانید: انجنیران پشتیبانی ما شب و روز، به دری، پشتو و انگلیسی پاسخ می‌دهند.',
  callLabel: 'زنگ به پشتیبانی',
  emailLabel: 'ایمیل به پشتیبانی',
  emailSubject: 'درخواست پشتیبانی تخنیکی',
}

export const businessHours: Messages['businessHours'] = {
  title: 'ساعات کاری',
  value: businessHoursText,
  note: 'پشتیبانی تخنیکی شبانه‌روزی پاسخ می‌دهد؛ دفترها در روزهای جمعه و رخصتی‌های رسمی بسته هستند.',
}

export const contactFormStatus: Messages['contactFormStatus'] = {
  invalid: {
    title: 'لطفاً فورم را بررسی کنید',
    text: 'چند خانه به توجه شما نیاز دارد؛ پیام‌های کنار آن‌ها می‌گویند چه چیزی را تغییر دهید.',
  },
  remaining: (left: Count) => `${formatNumber(left, 'fa')} حرف باقی مانده`,
  dismiss: 'بستن اطلاعیه',
  honeypotLabel: 'این خانه را خالی بگذارید',
  viewProduct: 'مشاهده محصول',
  requiredNote: 'خانه‌های نشانی‌شده با * الزامی هستند.',
}
