/**
 * Pashto company copy (mirror of ../site.ts, decision 032). The company name, contact values and link helpers stay in
 * ../site.ts: they come from configuration and are the same in every language.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'
import { siteDefaults as enSiteDefaults } from '../site'

export const siteDefaults: Messages['siteDefaults'] = {
  name: enSiteDefaults.name,
  tagline: 'د سروې درجې د موقعیت ټاکنې او اندازه کولو تجهیزات، په افغانستان کې برابر شوي او ملاتړ شوي',
  shortDescription:
    'GNSS اخیستونکي، درې بعدي لېزري سکنرونه، د ځوړ د څارنې رادار او GNSS OEM ماډیولونه، له کابل څخه د ' +
    'کالیبرېشن، روزنې او ملاتړ سره.',
  description:
    'Meridian Geosystems په ټول افغانستان کې د سروې درجې GNSS اخیستونکي، درې بعدي لېزري سکنرونه، د ځوړ د ' +
    'ثبات رادار، GNSS OEM بورډونه او ماډیولونه، سروې ډرونونه او سروې اسباب برابروي او ملاتړ یې کوي، په کابل، ' +
    'جلال‌آباد او مزار شریف کې د خپلو دفترونو له لارې.',
  locale: 'ps-AF',
  countryCode: 'AF',
  country: 'افغانستان',
  foundingYear: enSiteDefaults.foundingYear,
}

export const replyPromise: Messages['replyPromise'] = (hours) =>
  `موږ به تاسو ته په ${formatNumber(hours, 'ps')} ساعتونو کې ځواب درکړو.`

/** Afghanistan Time (UTC+4:30), the same hours as ../site.ts BUSINESS_HOURS. */
export const businessHoursText: Messages['businessHoursText'] =
  'له شنبې تر پنجشنبې، سهار ۸:۰۰ بجو څخه تر ماښام ۵:۰۰ بجو پورې (د افغانستان وخت)'

export const channelLabels: Messages['channelLabels'] = {
  phone: 'تلیفون',
  email: 'برېښنالیک',
  whatsapp: 'WhatsApp',
  whatsappAction: 'له موږ سره په WhatsApp خبرې وکړئ',
  whatsappGreeting: (companyName: string = enSiteDefaults.name) =>
    `سلام ${companyName}، ستاسو د تجهیزاتو په اړه مې یوه پوښتنه ده.`,
  hours: 'د کار ساعتونه',
}
