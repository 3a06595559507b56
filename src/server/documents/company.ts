import 'server-only'

import { messages } from '@/content/messages'
import { getEnv } from '@/env'
import type { Locale } from '@/lib/i18n/locales'
import { getSiteConfig } from '@/server/page/site-config'

/** The company details printed on generated documents (datasheets, manuals). */
export interface CompanyDetails {
  name: string
  website: string
  email: string
  phone: string
  offices: { city: string; address: string; phone: string }[]
}

/** The company as a document in `locale` prints it: office cities and addresses in that language. */
export function companyDetails(locale: Locale = 'en'): CompanyDetails {
  const site = getSiteConfig()
  return {
    name: site.name,
    // Without a configured public URL, print the company's web domain (from its e-mail), never "localhost".
    website: getEnv().SITE_URL ? site.url.replace(/^https?:\/\//, '') : `www.${site.contact.salesEmail.split('@')[1]}`,
    email: site.contact.salesEmail,
    phone: site.contact.salesPhone,
    offices: messages(locale).offices.map((o) => ({
      city: o.city,
      // Dari and Pashto separate with the Arabic comma (an address not yet translated keeps the Latin one).
      address: o.addressLines.join(o.addressLines.some((l) => /[\u0600-\u06ff]/.test(l)) ? '، ' : ', '),
      phone: o.phone,
    })),
  }
}
