import { Clock, Mail, MapPin, MessageCircle, Phone } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import { cn } from '#lib/cn'
import { mailtoHref, telHref, type ContactDetails } from '@/lib/contact-details'
import { whatsappGoHref } from '@/lib/routes'
import { Logo } from './logo'
import { OfficeAddress } from './office-address'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { CategoryFamily } from '@/lib/catalogue/families'
import type { LocalText, PublicOffice } from '@/server/content/offices'

/**
 * The site footer (docs/product.md §2.2): the catalogue's equipment families (from the category tree, canonical
 * listing URLs: docs/design.md decision 1), the four solution pages, company links, the three offices, configured
 * contact details and business hours.
 */
export function SiteFooter({
  siteName,
  contact,
  year,
  locale,
  offices,
  hours,
  families,
}: {
  siteName: string
  contact: ContactDetails
  year: number
  locale: Locale
  /** The published offices, head office first (content entries). */
  offices: readonly PublicOffice[]
  /** Business hours staff saved (contact settings), else the copy's. */
  hours?: LocalText
  /** The first top-level categories (src/lib/catalogue/families.ts); none when the catalogue cannot be read. */
  families: readonly CategoryFamily[]
}) {
  const { footer, officesSection, businessHoursText: BUSINESS_HOURS, channelLabels, siteDefaults } = messages(locale)
  const headingClass = 'text-xs font-semibold tracking-[0.14em] text-accent-400 uppercase'
  const linkClass = 'rounded-sm text-sm text-navy-100 underline-offset-4 hover:text-white hover:underline'
  return (
    <footer className="bg-navy-950 text-navy-100 print:hidden">
      <div className="container-content py-14 md:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)] lg:gap-16">
          <div className="max-w-sm">
            <Logo name={siteName} tone="dark" />
            <p className="mt-4 text-sm">{siteDefaults.tagline}.</p>
            <ul className="mt-6 space-y-2.5 text-sm">
              <li className="flex items-center gap-2.5">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                <span className="sr-only">{channelLabels.phone}: </span>
                <a href={telHref(contact.salesPhone)} className={linkClass}>
                  {contact.salesPhone}
                </a>
              </li>
              <li className="flex items-center gap-2.5">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                <span className="sr-only">{channelLabels.email}: </span>
                <a href={mailtoHref(contact.salesEmail)} className={linkClass}>
                  {contact.salesEmail}
                </a>
              </li>
              {contact.whatsappNumber && (
                <li className="flex items-center gap-2.5">
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                  <a
                    href={whatsappGoHref(channelLabels.whatsappGreeting(siteName))}
                    className={linkClass}
                    rel="noopener"
                    target="_blank"
                  >
                    {channelLabels.whatsapp} {contact.whatsappNumber}
                  </a>
                </li>
              )}
              <li className="flex items-start gap-2.5">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                {/* Spread, not `lang={undefined}`: an undefined prop still costs bytes in every page's payload. */}
                <span {...(hours && hours.lang !== locale && { lang: hours.lang })}>
                  <span className="sr-only">{channelLabels.hours}: </span>
                  {hours?.text ?? BUSINESS_HOURS}
                </span>
              </li>
            </ul>
          </div>
          <nav aria-label={footer.navLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            <div>
              <h2 className={headingClass}>{footer.products.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {families.map((family) => (
                  <li key={family.id} {...(family.englishName && { lang: 'en' })}>
                    <Link href={family.href} className={linkClass}>
                      {family.name}
                    </Link>
                  </li>
                ))}
                {families.length === 0 && (
                  <li>
                    <Link href={footer.products.allProducts.href} className={linkClass}>
                      {footer.products.allProducts.label}
                    </Link>
                  </li>
                )}
              </ul>
            </div>
            {footer.columns.map((column) => (
              <div key={column.title}>
                <h2 className={headingClass}>{column.title}</h2>
                <ul className="mt-4 space-y-2.5">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 border-t border-white/10 pt-10">
          <h2 className={headingClass}>{officesSection.title}</h2>
          <ul className="mt-5 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {offices.map((office) => (
              <li key={office.slug} {...(office.lang !== locale && { lang: office.lang })} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <div className="text-sm">
                  <p className="font-semibold text-white">
                    {office.name}
                    {office.headOffice && <span className="sr-only"> ({officesSection.headOfficeBadge})</span>}
                  </p>
                  <OfficeAddress office={office} className="mt-1 not-italic" />
                  {/* Stacked phone and e-mail: each a 24 px target (WCAG 2.2 target size, 2.5.8). */}
                  {office.phones.slice(0, 1).map((phone) => (
                    <p key={phone} className="mt-2">
                      <a href={telHref(phone)} className={cn(linkClass, 'inline-flex min-h-6 items-center')}>
                        {phone}
                      </a>
                    </p>
                  ))}
                  <p>
                    <a href={mailtoHref(office.email)} className={cn(linkClass, 'inline-flex min-h-6 items-center')}>
                      {office.email}
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div
          className={
            'mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm sm:flex-row ' +
            'sm:items-center sm:justify-between'
          }
        >
          <p>{footer.legal(year, siteName)}</p>
          <p className="text-navy-100/80">
            {siteDefaults.country} · {offices.map((office) => office.city).join(' · ')}
          </p>
        </div>
      </div>
    </footer>
  )
}
