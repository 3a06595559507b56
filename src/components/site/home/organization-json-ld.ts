import type { JsonLdObject } from '@/components/site/json-ld'
import { absoluteUrl, officeAddressJsonLd, officePlaceJsonLd } from '@/components/site/json-ld'
import { messages } from '@/content/messages'
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import type { PublicOffice } from '@/server/content/offices'
import type { SiteConfig } from '@/server/page/site-config'

/** The home page's Organization JSON-LD: the company, its contact points and its offices as places. */
export function organizationJsonLd(site: SiteConfig, offices: readonly PublicOffice[], locale: Locale): JsonLdObject {
  const { siteDefaults } = messages(locale)
  const headOffice = offices[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(site.url, '/#organization'),
    name: site.name,
    url: absoluteUrl(site.url, localizeHref('/', locale)),
    inLanguage: localeInfo[locale].lang,
    logo: absoluteUrl(site.url, '/images/logo.svg'),
    description: siteDefaults.description,
    slogan: siteDefaults.tagline,
    foundingDate: String(siteDefaults.foundingYear),
    email: site.contact.salesEmail,
    telephone: site.contact.salesPhone,
    address: headOffice && officeAddressJsonLd(headOffice),
    areaServed: { '@type': 'Country', name: siteDefaults.country },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.contact.salesPhone,
        email: site.contact.salesEmail,
        areaServed: siteDefaults.countryCode,
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: site.contact.supportPhone,
        email: site.contact.supportEmail,
        areaServed: siteDefaults.countryCode,
        hoursAvailable: 'Mo-Su 00:00-23:59',
      },
    ],
    location: offices.map((office) => officePlaceJsonLd(office)),
  }
}
