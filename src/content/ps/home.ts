/**
 * Pashto home page copy (mirror of ../home.ts, decision 032). Images, links and the news items' structure come from the
 * English module and ./news; only the words are written here.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'
import { siteDefaults as enSiteDefaults } from '../site'
import { sharedLabels } from './labels'
import { siteDefaults } from './site'

const n = (value: number) => formatNumber(value, 'ps')

export const homeMeta: Messages['homeMeta'] = {
  title: enSiteDefaults.name,
  description: siteDefaults.shortDescription,
}

export const heroLabels: Messages['heroLabels'] = {
  regionLabel: 'مهم ټکي',
  previous: 'مخکینی سلایډ',
  next: 'بل سلایډ',
  pause: 'سلایډونه ودروئ',
  play: 'سلایډونه پیل کړئ',
  slideOf: (index: number, total: number) => `سلایډ ${n(index)} له ${n(total)} څخه`,
}

export const featuredSection: Messages['featuredSection'] = {
  viewDetails: sharedLabels.viewDetails,
  viewAll: { label: sharedLabels.viewAllProducts, href: routes.products },
}

export const professionalSolutions: Messages['professionalSolutions'] = {
  title: 'مسلکي حل لارې',
  intro: 'زموږ د تجهیزاتو کورنۍ، هره یوه له روزنې، کالیبرېشن او په هېواد کې دننه ملاتړ سره.',
  linkLabel: 'محصولات وګورئ',
}

export const industriesSection: Messages['industriesSection'] = {
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
  readMore: 'نور ولولئ',
  viewAll: { label: 'ټول خبرونه او پروګرامونه وګورئ', href: routes.news },
}

export const whyChoose: Messages['whyChoose'] = {
  title: (companyName: string = enSiteDefaults.name) => `ولې ${companyName}`,
}

export const homeEyebrows: Messages['homeEyebrows'] = {
  featured: 'له کتلاګ څخه',
  solutions: 'د تجهیزاتو کورنۍ',
  industries: 'سکتورونه',
  news: 'وروستي',
  whyChoose: 'ولې موږ',
}
