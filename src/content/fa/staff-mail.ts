import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

/** The e-mails staff receive, in Dari (../staff-mail.ts). */
export const staffMail: Messages['staffMail'] = {
  answerSubject: (customer, answer, reference) =>
    answer === 'accepted'
      ? `${customer} پیشنهاد قیمت ${reference} را پذیرفت`
      : `${customer} برای پیشنهاد قیمت ${reference} تغییر خواست`,
  answerBody: (a) =>
    `${a.customer} (${a.email}) ` +
    (a.answer === 'accepted'
      ? `پیشنهاد قیمت ${a.reference} را پذیرفت.`
      : `برای پیشنهاد قیمت ${a.reference} تغییر خواست.`) +
    (a.message ? `\n\nپیام او:\n${a.message}` : '') +
    `\n\nوضعیت این درخواست در پنل اکنون «${a.status}» است:\n${a.link}`,
  digestSubject: (day, count) => `درخواست‌های ${day}: ${formatNumber(count, 'fa')} درخواست به توجه نیاز دارد`,
  digestGreeting: (name, day) => `${name} گرامی،\n\nدرخواست‌های شما که امروز، ${day} به وقت کابل، به توجه نیاز دارند:`,
  digestReasons: {
    'follow-up overdue': 'پیگیری عقب افتاده',
    'follow-up today': 'پیگیری امروز',
    'past reply promise': 'از وعدهٔ پاسخ گذشته',
  },
}
