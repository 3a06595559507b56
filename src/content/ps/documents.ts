/**
 * Pashto (ps) words of the generated PDFs: mirrors ../documents.ts. Terms as on the Pashto pages ("تخنیکي پاڼه",
 * "کټګوري", "بیه د غوښتنې پر اساس"); dates in the Solar Hijri calendar with the Gregorian date beside them.
 */
import { formatDate, formatGregorianDate, formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

const n = (value: number) => formatNumber(value, 'ps')
const date = (value: Date) => `${formatDate(value, 'ps')} (${formatGregorianDate(value, 'ps')})`
const time = new Intl.DateTimeFormat('ps-AF', { timeStyle: 'short', timeZone: 'Asia/Kabul' })

export const documentLabels: Messages['documentLabels'] = {
  page: (page: number, total: number) => `پاڼه ${n(page)} له ${n(total)} څخه`,
  revision: (issued: Date) => `بیاکتنه ${date(issued)}`,
  datasheet: {
    bandTitle: 'تخنیکي پاڼه',
    running: (product: string) => `${product}  ·  تخنیکي پاڼه`,
    title: (product: string) => `د ${product} تخنیکي پاڼه`,
    keyword: 'تخنیکي پاڼه',
    disclaimer: 'مشخصات کېدای شي له مخکینۍ خبرتیا پرته بدل شي.',
    series: (series: string) => (/\bseries$/i.test(series) ? series : `${series} لړۍ`),
    overview: 'لنډه کتنه',
    keyFeatures: 'اصلي ځانګړتیاوې',
    description: 'تشریح',
    specifications: 'تخنیکي مشخصات',
    continued: '(دوام)',
    applications: 'کارونې',
    ordering: 'د فرمایش معلومات',
    priceOnQuotation: 'بیه د غوښتنې پر اساس: د بیو، جوړښتونو او د سپارلو د وخت لپاره زموږ له پلور ټیم سره اړیکه ونیسئ.',
    listPrice: (price: string) =>
      `د لېست بیه ${price}، له مالیې او لېږد پرته. ` +
      'د جوړښتونو او د پروژو د بیو لپاره زموږ له پلور ټیم سره اړیکه ونیسئ.',
    sales: 'پلور',
  },
  document: {
    bandTitle: 'اسناد',
    disclaimer: 'کېدای شي له مخکینۍ خبرتیا پرته بدل شي.',
    product: 'محصول',
    revision: 'بیاکتنه',
    issuedBy: 'صادروونکی',
    contact: 'اړیکه',
    revisionDate: date,
  },
  specifications: {
    otherProducts: 'نور محصولات',
    category: 'کټګوري',
    series: 'لړۍ',
    price: 'بیه',
    specification: 'مشخصه',
    value: 'ارزښت',
  },
  quoteReceived: (received: Date) => `${date(received)}، د کابل په وخت ${time.format(received)} بجې`,
}
