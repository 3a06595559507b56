import 'server-only'

import { sql } from 'drizzle-orm'

import { contactSubjectLabels } from '@/content/contact'
import { siteUrl } from '@/env'
import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import { isLocale } from '@/lib/i18n/locales'
import { getDb } from '@/server/db/client'
import { isContactSubject } from './schema'

/** The stored message an e-mail is written from (snake_case: straight from SQL). */
export interface LeadRow {
  id: number
  submission_id: string
  name: string
  email: string
  company: string | null
  phone: string | null
  subject: string
  message: string
  product_slug: string | null
  product_name: string | null
  source_page: string
  /** The language of the page it was sent from (decision 032); absent on rows read before the column existed. */
  locale?: string
  created_at: Date | string
  /** A quote request's line items (decision 030), in order; empty for other messages. */
  items?: { slug: string; name: string; quantity: number }[]
}

export interface LeadEmail {
  subject: string
  text: string
  replyTo: { name: string; address: string }
  messageId: string
  headers: Record<string, string>
}

/** "Dari (fa)": the visitor's language, in English for sales. */
export function languageName(locale: string | undefined): string {
  const code = locale ?? 'en'
  return `${isLocale(code) ? ENGLISH_NAMES[code] : code} (${code})`
}

export function subjectLabel(subject: string): string {
  return isContactSubject(subject) ? contactSubjectLabels[subject] : subject
}

/**
 * The notification to sales for one lead: plain text only (nothing a visitor typed is ever interpreted as HTML),
 * Reply-To the visitor so "Reply" answers them, and a Message-ID derived from the submission so a resend after a
 * crash is recognisable as the same mail. Single-line fields cannot hold CR/LF (the schema refuses them), so no
 * visitor text can add a header; nodemailer encodes the rest.
 */
export function buildLeadEmail(lead: LeadRow, siteUrl: string): LeadEmail {
  const host = safeHost(siteUrl)
  const received = (lead.created_at instanceof Date ? lead.created_at : new Date(lead.created_at)).toISOString()
  const product = lead.product_name
    ? `${lead.product_name}${lead.product_slug ? ` (${siteUrl}/product/${lead.product_slug})` : ''}`
    : '-'
  const lines = [
    'A new message arrived through the website contact form.',
    '',
    `Name:      ${lead.name}`,
    `Email:     ${lead.email}`,
    `Company:   ${lead.company ?? '-'}`,
    `Phone:     ${lead.phone ?? '-'}`,
    `Subject:   ${subjectLabel(lead.subject)}`,
    `Product:   ${product}`,
    `From page: ${lead.source_page}`,
    `Language:  ${languageName(lead.locale)}`,
    `Received:  ${received.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`,
    ...(lead.items?.length
      ? [
          '',
          `Quote list (${lead.items.length} products):`,
          ...lead.items.map((i) => `  ${i.quantity} × ${i.name}  ${siteUrl}/product/${i.slug}`),
        ]
      : []),
    '',
    'Message:',
    '',
    lead.message,
    '',
    '--',
    `Reply to this e-mail to answer ${lead.name} directly.`,
    `In the admin: ${siteUrl}/admin/leads/${lead.id}`,
  ]
  const about = lead.product_name ? ` (${lead.product_name})` : ''
  return {
    subject: `Website enquiry: ${subjectLabel(lead.subject)}${about} from ${lead.name}`,
    text: lines.join('\n'),
    replyTo: { name: lead.name, address: lead.email },
    messageId: `<lead-${lead.submission_id}@${host}>`,
    headers: { 'X-Lead-Id': String(lead.id) },
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

/**
 * The e-mail of a 'lead' row of the outbox (src/server/mail/outbox.ts), made when it is sent from the message as it is
 * stored then; undefined when the message was deleted (the cascade removes the row too).
 */
export async function composeLeadMail(outboxId: number): Promise<LeadEmail | undefined> {
  const db = await getDb()
  const result = await db.execute(sql`
    SELECT m.id, m.submission_id, m.name, m.email, m.company, m.phone, m.subject, m.message, m.product_slug,
           m.product_name, m.source_page, m.locale, m.created_at,
           (SELECT coalesce(json_agg(json_build_object('slug', i.product_slug, 'name', i.product_name,
                                                       'quantity', i.quantity) ORDER BY i.position), '[]'::json)
            FROM contact_message_items i WHERE i.message_id = m.id) AS items
    FROM mail_outbox o JOIN contact_messages m ON m.id = o.message_id
    WHERE o.id = ${outboxId}`)
  const lead = ((result as { rows?: LeadRow[] }).rows ?? [])[0]
  return lead && buildLeadEmail(lead, siteUrl())
}
