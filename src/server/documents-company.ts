import 'server-only'

import { offices } from '@/content/offices'
import { getEnv } from '@/env'
import { getSiteConfig } from '@/server/site-config'

/** The company details printed on generated documents (datasheets, manuals). */
export interface CompanyDetails {
  name: string
  website: string
  email: string
  phone: string
  offices: { city: string; address: string; phone: string }[]
}

export function companyDetails(): CompanyDetails {
  const site = getSiteConfig()
  return {
    name: site.name,
    // Without a configured public URL, print the company's web domain (from its e-mail), never "localhost".
    website: getEnv().SITE_URL ? site.url.replace(/^https?:\/\//, '') : `www.${site.contact.salesEmail.split('@')[1]}`,
    email: site.contact.salesEmail,
    phone: site.contact.salesPhone,
    offices: offices.map((o) => ({ city: o.city, address: o.addressLines.join(', '), phone: o.phone })),
  }
}
