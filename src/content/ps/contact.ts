/**
 * Pashto contact page copy (mirror of ../contact.ts, decision 032). Contact values come from configuration; e-mail and
 * phone examples stay as in English.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { businessHoursText, channelLabels, replyPromise } from './site'
import type { Count } from '@/lib/i18n/fill'

const n = (value: Count) => formatNumber(value, 'ps')

export const contactMeta: Messages['contactMeta'] = {
  title: 'له موږ سره اړیکه',
  description: (hours) =>
    'د بیې وړاندیز، ښودنه یا تخنیکي ملاتړ وغواړئ. په کابل، جلال‌آباد او مزار شریف کې دفترونه؛ ' +
    `په ${n(hours)} ساعتونو کې ځواب.`,
}

export const contactHero: Messages['contactHero'] = {
  title: 'له موږ سره اړیکه',
  intro: (hours) => `د بیې وړاندیز، ښودنه یا په ساحه کې د تجهیزاتو لپاره مرسته وغواړئ. ${replyPromise(hours)}`,
}

export const contactForm: Messages['contactForm'] = {
  title: 'موږ ته پیغام ولېږئ',
  fields: {
    name: { label: 'بشپړ نوم', placeholder: 'ستاسو بشپړ نوم' },
    email: { label: 'برېښنالیک پته', placeholder: 'you@company.af' },
    company: { label: 'شرکت', placeholder: 'شرکت یا اداره' },
    phone: { label: 'د تلیفون شمېره', placeholder: '+93 7X XXX XXXX' },
    subject: { label: 'موضوع', placeholder: 'یوه موضوع وټاکئ' },
    message: { label: 'پیغام', placeholder: 'موږ ته ووایاست چې څه، چېرته او تر کومې نېټې اندازه کول غواړئ.' },
  },
  optional: '(اختیاري)',
  required: 'اړین',
  aboutProduct: (productName: string) => `په اړه: ${productName}`,
  submit: 'پیغام ولېږئ',
  submitting: 'لېږل کېږي...',
}

export const contactSubjectLabels: Messages['contactSubjectLabels'] = {
  'product-inquiry': 'د محصول پوښتنه',
  'technical-support': 'تخنیکي ملاتړ',
  'quote-request': 'د بیې وړاندیز غوښتنه',
  partnership: 'همکاري',
  other: 'نور',
}

export const contactPrefillMessages: Messages['contactPrefillMessages'] = {
  demo: (productName?: string) =>
    productName ? `غواړم د ${productName} د ښودنې لپاره وخت وټاکم.` : 'غواړم د ښودنې لپاره وخت وټاکم.',
  datasheet: (productName?: string) =>
    productName
      ? `مهرباني وکړئ د ${productName} تخنیکي پاڼه راته ولېږئ.`
      : 'مهرباني وکړئ د خپلو محصولاتو تخنیکي پاڼې راته ولېږئ.',
  support: (productName?: string) =>
    productName
      ? `زه د خپل ${productName} لپاره تخنیکي ملاتړ ته اړتیا لرم.`
      : 'زه د خپلو تجهیزاتو لپاره تخنیکي ملاتړ ته اړتیا لرم.',
}

export const quoteRequestMessage: Messages['quoteRequestMessage'] = (productName: string) =>
  `مهرباني وکړئ د ${productName} لپاره د بیې وړاندیز راته ولېږئ.`

export const contactToasts: Messages['contactToasts'] = {
  success: {
    title: 'پیغام په بریالیتوب سره ولېږل شو!',
    text: (hours) => `له موږ سره د اړیکې مننه. ${replyPromise(hours)}`,
  },
  failure: {
    title: 'پیغام ونه لېږل شو',
    text:
      'ستاسو پیغام ونه لېږل شو. ستاسو لیکنه لا هم په فورمه کې ده: مهرباني وکړئ خپله اړیکه وګورئ او بیا هڅه ' +
      'وکړئ، یا موږ ته زنګ ووهئ.',
  },
  rateLimited: {
    title: 'ډېر زیات پیغامونه',
    text:
      'په لږ وخت کې مو له تاسو څخه څو پیغامونه ترلاسه کړل. مهرباني وکړئ څو دقیقې صبر وکړئ او بیا هڅه وکړئ، یا ' +
      'موږ ته زنګ ووهئ.',
  },
}

export const contactValidation: Messages['contactValidation'] = {
  nameRequired: 'خپل بشپړ نوم ولیکئ.',
  emailRequired: 'خپله برېښنالیک پته ولیکئ.',
  emailInvalid: 'یوه سمه برېښنالیک پته ولیکئ، لکه name@company.af.',
  phoneInvalid: 'یوه سمه د تلیفون شمېره ولیکئ، لکه +93 79 900 2400.',
  subjectRequired: 'یوه موضوع وټاکئ.',
  messageRequired: 'خپل پیغام ولیکئ.',
  tooLong: (label: string, max: Count) => `${label} باید له ${n(max)} تورو څخه زیات نه وي.`,
  singleLine: (label: string) => `${label} باید یوه کرښه وي.`,
  control: (label: string) => `${label} داسې توري لري چې اجازه یې نشته.`,
  summary: (count: number) =>
    count === 1 ? 'مهرباني وکړئ یوه برخه سمه کړئ.' : `مهرباني وکړئ ${n(count)} برخې سمې کړئ.`,
}

export const contactCards: Messages['contactCards'] = [
  {
    kind: 'phone',
    title: 'موږ ته زنګ ووهئ',
    text: businessHoursText,
    icon: 'Phone',
    action: 'زموږ د پلور ټیم ته زنګ ووهئ',
  },
  {
    kind: 'email',
    title: 'موږ ته برېښنالیک ولیکئ',
    text: '',
    icon: 'Mail',
    action: 'زموږ د پلور ټیم ته برېښنالیک ولیکئ',
  },
  { kind: 'visit', title: 'موږ ته راشئ', text: 'د کابل مرکزي دفتر', icon: 'MapPin', action: 'زموږ دفترونه وګورئ' },
  {
    kind: 'whatsapp',
    title: channelLabels.whatsapp,
    text: 'د کومې خرابۍ یا ساحې انځورونه راولېږئ، یا یوه لنډه پوښتنه وکړئ.',
    icon: 'MessageCircle',
    action: channelLabels.whatsappAction,
  },
]

export const supportBanner: Messages['supportBanner'] = {
  title: '۲۴/۷ تخنیکي ملاتړ',
  text:
    'په ساحه کې ودرېدلي تجهیزات، بېس سټېشن چې نه چالانېږي، د رادار خبرداری چې پوهېدل یې غواړئ: زموږ د ملاتړ ' +
    'انجنیران شپه او ورځ په دري، پښتو او انګلیسي ځواب درکوي.',
  callLabel: 'ملاتړ ته زنګ',
  emailLabel: 'ملاتړ ته برېښنالیک',
  emailSubject: 'د تخنیکي ملاتړ غوښتنه',
}

export const businessHours: Messages['businessHours'] = {
  title: 'د کار ساعتونه',
  value: businessHoursText,
  note: 'تخنیکي ملاتړ شپه او ورځ ځواب ورکوي؛ دفترونه د جمعې په ورځ او رسمي رخصتیو کې تړلي وي.',
}

export const contactFormStatus: Messages['contactFormStatus'] = {
  invalid: {
    title: 'مهرباني وکړئ فورمه وګورئ',
    text: 'ځینې برخې ستاسو پاملرنې ته اړتیا لري؛ د هغوی تر څنګ پیغامونه وايي چې څه بدل کړئ.',
  },
  remaining: (left: Count) => (left === 1 ? 'یو توری پاتې دی' : `${n(left)} توري پاتې دي`),
  dismiss: 'خبرتیا بنده کړئ',
  honeypotLabel: 'دا برخه تشه پرېږدئ',
  viewProduct: 'محصول وګورئ',
  requiredNote: 'هغه برخې چې په * نښه شوې دي اړینې دي.',
}
