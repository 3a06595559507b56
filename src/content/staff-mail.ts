/**
 * The e-mails staff receive, in the language set on their account (the panel itself is English): the notice of a
 * customer's answer to a quotation (docs/decisions/051-quotations.md) and the daily digest of leads
 * (docs/decisions/047-lead-clock.md). Lead statuses keep the panel's English words ("Won"), so they match what the
 * reader finds there; names, references and links are the callers'.
 */
export const staffMail = {
  answerSubject: (customer: string, answer: 'accepted' | 'changes', reference: string) =>
    answer === 'accepted'
      ? `${customer} accepted quotation ${reference}`
      : `${customer} asked for changes to quotation ${reference}`,
  answerBody: (a: {
    customer: string
    email: string
    answer: 'accepted' | 'changes'
    reference: string
    message: string
    status: string
    link: string
  }) =>
    `${a.customer} (${a.email}) ${a.answer === 'accepted' ? 'accepted' : 'asked for changes to'} quotation ` +
    `${a.reference}.` +
    (a.message ? `\n\nTheir message:\n${a.message}` : '') +
    `\n\nThe lead is now ${a.status}:\n${a.link}`,
  digestSubject: (day: string, count: number) => `Leads for ${day}: ${count} need${count === 1 ? 's' : ''} attention`,
  digestGreeting: (name: string, day: string) =>
    `Hello ${name},\n\nYour leads that need attention today (${day}, Kabul time):`,
  digestReasons: {
    'follow-up overdue': 'follow-up overdue',
    'follow-up today': 'follow-up today',
    'past reply promise': 'past reply promise',
  },
} as const
