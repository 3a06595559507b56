/** Pashto comparison copy (mirror of ../compare.ts, decision 032). */
import { formatNumber } from '@/lib/i18n/format'

import { comparePdf as enComparePdf } from '../compare'
import type { Messages } from '../messages-type'

const n = (value: number) => formatNumber(value, 'ps')
const list = (items: readonly string[]) => items.join('، ')

export const compareControls: Messages['compareControls'] = {
  compare: 'پرتله',
  compareNamed: (product: string) => `پرتله: ${product}`,
}

export const comparePage: Messages['comparePage'] = {
  meta: {
    title: 'د محصولاتو پرتله',
    description: 'تر څلورو پورې وسایل څنګ په څنګ پرتله کړئ: بیه، اصلي ځانګړتیاوې او هره مشخصه.',
  },
  title: 'د محصولاتو پرتله',
  titleWith: (names: readonly string[]) => `د ${list(names)} پرتله`,
  intro: 'تر څلورو پورې محصولات څنګ په څنګ؛ توپیر لرونکي کتارونه روښانه شوي دي. د همدې لید ښودلو لپاره لینک شریک کړئ.',
  breadcrumb: 'پرتله',
  emptyTitle: 'تر اوسه د پرتلې لپاره هېڅ نشته',
  emptyText: 'په هر محصول کې «پرتله» وکاروئ ترڅو دلته ورزیات شي (تر څلورو پورې).',
  oneText: 'یو بل محصول ورزیات کړئ ترڅو له دې سره پرتله شي.',
  browse: 'محصولات وګورئ',
  addMore: (left: number) => (left === 1 ? 'یو بل محصول ورزیات کړئ' : `تر ${n(left)} نورو محصولاتو پورې ورزیات کړئ`),
  caption: 'د پرتله شویو محصولاتو مشخصات، د هر محصول لپاره یو ستون',
  feature: 'مشخصه',
  price: 'بیه',
  onQuotation: 'د بیې وړاندیز له مخې',
  keyFeatures: 'اصلي ځانګړتیاوې',
  category: 'کټګوري',
  notListed: '—',
  notListedLabel: 'نه دی ذکر شوی',
  differs: 'توپیر لري',
  remove: 'لرې کول',
  removeNamed: (product: string) => `${product} له پرتلې څخه لرې کړئ`,
  showDifferences: 'یوازې توپیرونه وښایئ',
  showAll: 'ټول کتارونه وښایئ',
  differencesOnlyNote: (hidden: number) =>
    hidden === 1 ? 'یو ورته کتار پټ شوی دی.' : `${n(hidden)} ورته کتارونه پټ شوي دي.`,
  noDifferences: 'دا محصولات په هر ذکر شوي کتار کې ورته ارزښتونه لري.',
  unknown: (slugs: readonly string[]) =>
    `په کتلاګ کې ونه موندل شول (کېدای شي لرې شوي وي): ${list(slugs)}. پاتې نور لاندې پرتله شوي دي.`,
  pdf: 'PDF ښکته کړئ',
  share: 'په WhatsApp کې شریک کړئ',
  shareText: (names: readonly string[], url: string) => `د ${list(names)} پرتله: ${url}`,
  scrollHint: 'د ټولو محصولاتو لیدو لپاره یې څنګ ته وښویوئ.',
}

export const comparePdf: Messages['comparePdf'] = {
  title: 'د محصولاتو پرتله',
  subtitle: (count: number) => `${n(count)} محصولات څنګ په څنګ`,
  /** The file name stays in Latin script, as in English: it survives every download and mail client. */
  fileName: enComparePdf.fileName,
}
