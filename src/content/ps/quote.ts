/**
 * Pashto quote list copy (mirror of ../quote.ts, decision 032). "Quote" is rendered as د بیې غوښتنه (the request) and
 * د بیې وړاندیز (the quotation we send back).
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { productCard } from './products-index'

const n = (value: number) => formatNumber(value, 'ps')
const LIST = 'د بیې غوښتنې لېست'

export const quoteControls: Messages['quoteControls'] = {
  add: 'د بیې غوښتنې ته ورزیات کړئ',
  addNamed: (product: string) => `${product} د بیې غوښتنې ته ورزیات کړئ`,
  quantity: 'شمېر',
}

export const quoteIndicator: Messages['quoteIndicator'] = {
  label: LIST,
  named: (count: number) =>
    count === 0 ? `${LIST}، تش` : count === 1 ? `${LIST}، ۱ محصول` : `${LIST}، ${n(count)} محصولات`,
  announcement: (count: number) =>
    count === 0 ? '' : count === 1 ? `${LIST}: ۱ محصول.` : `${LIST}: ${n(count)} محصولات.`,
}

export const quotePage: Messages['quotePage'] = {
  meta: {
    title: LIST,
    description: 'هغه محصولات چې د بیې وړاندیز یې غواړئ: شمېر یې وټاکئ، یادښت ورزیات کړئ او یوه غوښتنه ولېږئ.',
  },
  title: `ستاسو ${LIST}`,
  intro: (hours) =>
    'د یوه بشپړ کیټ وسایل راټول کړئ (اخیستونکی، کنټرولر، راډیو، درې پښې)، شمېر یې وټاکئ او یوه غوښتنه ' +
    `ولېږئ. زموږ د پلور انجنیران په ${formatNumber(hours, 'ps')} ساعتونو کې د بیې وړاندیز درلېږي.`,
  breadcrumb: LIST,
  emptyTitle: `ستاسو ${LIST} تش دی`,
  emptyText:
    'په هر محصول کې «د بیې غوښتنې ته ورزیات کړئ» وکاروئ ترڅو اړین وسایل راټول کړئ، بیا یې دلته په یوه غوښتنه کې ' +
    'ولېږئ.',
  browse: 'محصولات وګورئ',
  itemsHeading: (count: number) => (count === 1 ? '۱ محصول' : `${n(count)} محصولات`),
  columns: { product: productCard.defaultCategory, price: 'د یوې دانې بیه', quantity: 'شمېر', actions: 'کړنې' },
  onQuotation: 'د بیې وړاندیز له مخې',
  quantityLabel: (product: string) => `د ${product} شمېر`,
  update: 'تازه کول',
  updateNamed: (product: string) => `د ${product} شمېر تازه کړئ`,
  remove: 'لرې کول',
  removeNamed: (product: string) => `${product} له ${LIST} څخه لرې کړئ`,
  sendHeading: 'خپله غوښتنه ولېږئ',
  sendIntro: 'راته ووایئ چې د بیې وړاندیز چاته ولېږو. که غواړئ، د پروژې، سپارلو یا روزنې په اړه یادښت ورزیات کړئ.',
  noteLabel: 'یادښت (اختیاري)',
  notePlaceholder: 'ساحه، مهالوېش، د سپارلو ښار، اضافي لوازم یا هغه روزنه چې اړتیا ورته لرئ…',
  send: 'د بیې غوښتنه ولېږئ',
  sending: 'لېږل کېږي…',
  defaultMessage: (count: number) =>
    count === 1
      ? 'مهرباني وکړئ د لېست شوي محصول لپاره د بیې وړاندیز راولېږئ.'
      : `مهرباني وکړئ د ${n(count)} لېست شویو محصولاتو لپاره د بیې وړاندیز راولېږئ.`,
  errors: {
    invalid: 'مهرباني وکړئ نښه شوې برخې سمې کړئ.',
    rateLimited: 'ستاسو له پتې څخه ډېرې زیاتې غوښتنې راغلې. مهرباني وکړئ څو دقیقې صبر وکړئ او بیا هڅه وکړئ.',
    failed: 'ستاسو غوښتنه ونه لېږل شوه. هېڅ شی نه دی ورک شوی: مهرباني وکړئ بیا هڅه وکړئ.',
    empty: `ستاسو ${LIST} تش دی: له لېږلو مخکې محصولات ورزیات کړئ.`,
  },
}

export const quoteSent: Messages['quoteSent'] = {
  meta: { title: 'د بیې غوښتنه ولېږل شوه', description: 'ستاسو د بیې غوښتنه ترلاسه شوه.' },
  title: 'د بیې غوښتنه ولېږل شوه',
  reference: 'ستاسو حواله',
  intro: (email: string, hours: number) =>
    `مننه. ستاسو غوښتنه مو ترلاسه کړه او په ${formatNumber(hours, 'ps')} ساعتونو کې به د بیې وړاندیز ${email} ته ` +
    'ولېږو. که موږ ته زنګ ' +
    'وهئ یا لیکئ، پورته حواله یاده کړئ.',
  itemsHeading: 'تاسو څه غوښتي دي',
  note: 'ستاسو یادښت',
  pdf: 'د PDF لنډیز ښکته کړئ',
  whatsapp: 'د دې په اړه په WhatsApp کې وپوښتئ',
  whatsappText: (reference: string, url: string) => `سلام، ما د بیې غوښتنه ${reference} لېږلې ده: ${url}`,
  continue: 'نور محصولات وګورئ',
}

export const quotePdf: Messages['quotePdf'] = {
  title: 'د بیې غوښتنه',
  reference: 'حواله',
  received: 'ترلاسه شوې',
  requestedBy: 'غوښتونکی',
  items: 'محصولات',
  quantity: 'شمېر',
  unitPrice: 'د یوې دانې بیه',
  note: 'یادښت',
  footer: 'دا ستاسو د غوښتنې لنډیز دی، د بیې وړاندیز نه دی. بیې اټکلي دي او زموږ په رسمي د بیې وړاندیز کې تاییدېږي.',
}
