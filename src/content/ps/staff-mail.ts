import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

/** The e-mails staff receive, in Pashto (../staff-mail.ts). */
export const staffMail: Messages['staffMail'] = {
  answerSubject: (customer, answer, reference) =>
    answer === 'accepted'
      ? `${customer} د بیې وړاندیز ${reference} ومانه`
      : `${customer} د بیې وړاندیز ${reference} کې بدلون وغوښت`,
  answerBody: (a) =>
    `${a.customer} (${a.email}) ` +
    (a.answer === 'accepted' ? `د بیې وړاندیز ${a.reference} ومانه.` : `د بیې وړاندیز ${a.reference} کې بدلون وغوښت.`) +
    (a.message ? `\n\nد هغه پیغام:\n${a.message}` : '') +
    `\n\nپه پینل کې د دې غوښتنې حالت اوس «${a.status}» دی:\n${a.link}`,
  digestSubject: (day, count) => `د ${day} غوښتنې: ${formatNumber(count, 'ps')} غوښتنې پاملرنې ته اړتیا لري`,
  digestGreeting: (name, day) =>
    `ګرانه ${name}،\n\nستاسو هغه غوښتنې چې نن، د کابل په وخت ${day}، پاملرنې ته اړتیا لري:`,
  digestReasons: {
    'follow-up overdue': 'ځنډېدلی تعقیب',
    'follow-up today': 'د نن تعقیب',
    'past reply promise': 'د ځواب له ژمنې تېره شوې',
  },
}
