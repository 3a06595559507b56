/**
 * Dari (fa) company defaults: mirrors ../site.ts (registry keys siteDefaults, replyPromise, businessHoursText,
 * channelLabels). The company name is configuration and stays in Latin script.
 */
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

export const siteDefaults: Messages['siteDefaults'] = {
  name: 'Meridian Geosystems',
  tagline: 'تجهیزات موقعیت‌یابی و اندازه‌گیری با دقت نقشه‌برداری، با عرضه و پشتیبانی در افغانستان',
  // Under 160 characters, as in English (search snippets, WhatsApp previews).
  shortDescription:
    'گیرنده‌های GNSS، اسکنرهای لیزری سه‌بعدی، رادار نظارت بر شیب و ماژول‌های OEM برای GNSS، ' +
    'همراه با کالیبراسیون، آموزش و پشتیبانی از کابل.',
  description:
    'شرکت Meridian Geosystems گیرنده‌های GNSS با دقت نقشه‌برداری، اسکنرهای لیزری سه‌بعدی، رادار ثبات شیب، ' +
    'بوردها و ماژول‌های OEM برای GNSS، پهپادها و سامان‌آلات نقشه‌برداری را از دفترهای خود در کابل، ' +
    'جلال‌آباد و مزار شریف در سراسر افغانستان عرضه و پشتیبانی می‌کند.',
  /** BCP 47 language of this copy (the web manifest's `lang`). */
  locale: 'fa-AF',
  countryCode: 'AF',
  country: 'افغانستان',
  foundingYear: 2012,
}

export const replyPromise: Messages['replyPromise'] = (hours) =>
  `ما در ظرف ${formatNumber(hours, 'fa')} ساعت به شما پاسخ می‌دهیم.`

/** Saturday to Thursday, Afghanistan Time (UTC+4:30), as in English. */
export const businessHoursText: Messages['businessHoursText'] = 'شنبه تا پنجشنبه، ۸:۰۰ صبح تا ۵:۰۰ عصر به وقت افغانستان'

export const channelLabels: Messages['channelLabels'] = {
  phone: 'تیلفون',
  email: 'ایمیل',
  whatsapp: 'WhatsApp',
  whatsappAction: 'در WhatsApp با ما گفتگو کنید',
  whatsappGreeting: (companyName: string = siteDefaults.name) => `سلام ${companyName}، در مورد تجهیزات شما سؤالی دارم.`,
  hours: 'ساعات کاری',
}
