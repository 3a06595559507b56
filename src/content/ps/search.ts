/** Pashto site search copy (mirror of ../search.ts, decision 032). */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { sharedLabels } from './labels'
import { productCard } from './products-index'
import type { Count } from '@/lib/i18n/fill'

const n = (value: Count) => formatNumber(value, 'ps')

export const searchPage: Messages['searchPage'] = {
  meta: {
    title: 'لټون',
    description: 'کتلاګ، حل لارې او خبرونه د محصول د نوم، ماډل شمېرې یا مشخصې له مخې ولټوئ.',
  },
  title: 'لټون',
  resultsTitle: (query: string) => `د «${query}» پایلې`,
  // The example queries keep their Latin digits: they are what a visitor types into the box.
  intro: 'محصولات د نوم یا ماډل شمېرې (K8، K-8 یا k 8)، د مشخصې (IP67، 1408 چینلونه) یا موضوع له مخې ومومئ.',
  breadcrumb: 'لټون',
  fieldLabel: 'په ویب پاڼه کې لټون',
  placeholder: 'ماډل، محصول یا مشخصه',
  submit: 'لټون',
  summary: (total: number, query: string) =>
    total === 1 ? `د «${query}» لپاره ۱ پایله` : `د «${query}» لپاره ${n(total)} پایلې`,
  shownOf: (shown: number, total: number) => `له ${n(total)} پایلو څخه غوره ${n(shown)} ښودل کېږي.`,
  noResultsTitle: 'هېڅ سمون ونه موندل شو',
  noResults: (query: string) =>
    `د «${query}» لپاره مو هېڅ ونه موندل. املا وګورئ، لنډه ماډل شمېره وازمویئ، یا کتلاګ وګورئ.`,
  emptyQuery: 'پورته د محصول نوم، ماډل شمېره یا مشخصه ولیکئ.',
  browseProducts: 'ټول محصولات وګورئ',
  groups: {
    product: 'محصولات',
    category: 'کټګورۍ',
    solution: 'حل لارې',
    news: sharedLabels.newsAndEvents,
  },
  unavailable: 'لټون د یوې شېبې لپاره د لاسرسي وړ نه دی. مهرباني وکړئ لږ وروسته بیا هڅه وکړئ.',
}

export const searchBox: Messages['searchBox'] = {
  label: 'لټون',
  placeholder: 'محصولات ولټوئ…',
  submit: 'لټون',
  listLabel: 'وړاندیزونه',
  kindLabels: {
    product: productCard.defaultCategory,
    category: 'کټګوري',
    solution: 'حل لاره',
    news: 'خبر',
  },
  countAnnouncement: (count: Count) =>
    count === 0 ? 'هېڅ وړاندیز نشته.' : count === 1 ? '۱ وړاندیز.' : `${n(count)} وړاندیزونه.`,
  seeAll: (query: string) => `د «${query}» ټولې پایلې وګورئ`,
  hint: 'د لیکلو پر مهال وړاندیزونه ښکاري؛ د یوه ټاکلو لپاره د غشو تڼۍ او د پرانیستلو لپاره د انټر تڼۍ وکاروئ.',
}
