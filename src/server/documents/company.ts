import 'server-only'

import { and, asc, eq, inArray } from 'drizzle-orm'

import { getEnv } from '@/env'
import { isPublic } from '@/lib/content/schedule'
import type { Locale } from '@/lib/i18n/locales'
import { headOfficeFirst, officeOf, settingsOf, withSettings } from '@/server/content/offices'
import { localizeEntry } from '@/server/content/read'
import { getDb, type DbOrTx } from '@/server/db/client'
import { contentEntries } from '@/server/db/schema'
import { getSiteConfig } from '@/server/page/site-config'

/** The company details printed on generated documents (datasheets, manuals). */
export interface CompanyDetails {
  name: string
  website: string
  email: string
  phone: string
  offices: { city: string; address: string; phone: string }[]
}

/**
 * The company as a document in `locale` prints it: office cities and addresses in that language, the contact details
 * staff saved over the configured ones. Read from the database directly rather than the page snapshot, because the
 * first seed prints datasheets before any snapshot exists (src/server/runtime/seed.ts seeds the content first).
 */
export async function companyDetails(locale: Locale = 'en', given?: DbOrTx): Promise<CompanyDetails> {
  const db = given ?? (await getDb())
  const site = getSiteConfig()
  const now = new Date()
  const rows = await db
    .select()
    .from(contentEntries)
    .where(and(inArray(contentEntries.kind, ['office', 'settings']), eq(contentEntries.status, 'published')))
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
  const contact = withSettings(site.contact, settingsOf(rows))
  const offices = headOfficeFirst(
    rows
      .filter((row) => row.kind === 'office' && isPublic({ ...row, status: 'published' }, now))
      .map((row) => officeOf(localizeEntry(row, locale))),
  )
  return {
    name: site.name,
    // Without a configured public URL, print the company's web domain (from its e-mail), never "localhost".
    website: getEnv().SITE_URL ? site.url.replace(/^https?:\/\//, '') : `www.${contact.salesEmail.split('@')[1]}`,
    email: contact.salesEmail,
    phone: contact.salesPhone,
    offices: offices.map((o) => ({
      city: o.city,
      // Dari and Pashto separate with the Arabic comma (an address not yet translated keeps the Latin one).
      address: o.addressLines.join(o.addressLines.some((l) => /[\u0600-\u06ff]/.test(l)) ? '، ' : ', '),
      phone: o.phones[0] ?? contact.salesPhone,
    })),
  }
}
