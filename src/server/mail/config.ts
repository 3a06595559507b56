import 'server-only'

import { getEnv } from '@/env'

/** Where lead e-mails go; null when e-mail is not configured (it is optional: decision 010). */
export interface LeadMailConfig {
  smtpUrl: string
  to: string
  from: string
}

export function leadMailConfig(env = getEnv()): LeadMailConfig | null {
  if (!env.SMTP_URL || !env.LEADS_EMAIL_TO) return null
  // Without a configured sender, mail comes "from" the sales inbox itself: most relays accept a sender they host.
  return { smtpUrl: env.SMTP_URL, to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM ?? env.LEADS_EMAIL_TO }
}
