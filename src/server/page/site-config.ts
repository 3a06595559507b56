import 'server-only'

import { getEnv, siteUrl } from '@/env'
import { siteDefaults } from '@/content/site'
import { defaultContact, REPLY_WITHIN_HOURS, type ContactDetails } from '@/lib/contact-details'
import { contactSettings, withSettings } from '@/server/content/offices'

/**
 * The company as configured: environment values over the content defaults (docs/design.md "Brand": contact values are
 * configuration, never a literal `{email}` on a page). Pages pass the parts they need to components as props.
 */
export interface SiteConfig {
  name: string
  url: string
  /** Base of the public API for browsers (docs/product.md §7): PUBLIC_API_BASE, else the site's own /api/public. */
  apiBase: string
  contact: ContactDetails
  /** The reply promise in hours (contact settings; the copy's sentences take it, decision 044). */
  replyWithinHours: number
}

export function getSiteConfig(): SiteConfig {
  const env = getEnv()
  return {
    name: env.SITE_NAME ?? siteDefaults.name,
    url: siteUrl(env),
    apiBase: env.PUBLIC_API_BASE ?? '/api/public',
    contact: {
      salesEmail: env.SALES_EMAIL ?? defaultContact.salesEmail,
      salesPhone: env.SALES_PHONE ?? defaultContact.salesPhone,
      supportEmail: env.SUPPORT_EMAIL ?? defaultContact.supportEmail,
      supportPhone: env.SUPPORT_PHONE ?? defaultContact.supportPhone,
      whatsappNumber: env.WHATSAPP_NUMBER === 'off' ? null : (env.WHATSAPP_NUMBER ?? defaultContact.whatsappNumber),
    },
    replyWithinHours: REPLY_WITHIN_HOURS,
  }
}

/**
 * The site's configuration with the contact details staff saved in the panel over the environment's
 * (docs/decisions/044-site-content-in-the-database.md): the environment variables are the defaults the panel
 * overrides. Pages that show contact details use this; name and address alone need only {@link getSiteConfig}.
 */
export async function getLiveSiteConfig(): Promise<SiteConfig> {
  const site = getSiteConfig()
  const saved = await contactSettings()
  return {
    ...site,
    contact: withSettings(site.contact, saved),
    replyWithinHours: saved?.replyWithinHours ?? site.replyWithinHours,
  }
}
