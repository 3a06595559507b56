import { Clock, Mail, MapPin, Phone, type LucideIcon } from '@/components/ui/icons'

import { mailtoHref, telHref } from '@/lib/contact-details'
import { OfficeAddress } from '@/components/site/office-address'
import { WhatsAppLink } from '@/components/site/whatsapp-link'
import { Badge } from '@/components/ui/badge'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { PublicOffice } from '@/server/content/offices'

/**
 * The regional offices (docs/product.md §2.11), head office first, each with address, phones, email and hours: content
 * entries staff edit (docs/decisions/044-site-content-in-the-database.md). An office still in English on a Dari or
 * Pashto page is marked `lang="en"`.
 */
export function OfficeList({
  offices,
  whatsappNumber = null,
  locale,
}: {
  offices: readonly PublicOffice[]
  whatsappNumber?: string | null
  locale: Locale
}) {
  const { officesSection, whatsappAsk, siteDefaults } = messages(locale)
  const { labels } = officesSection
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {offices.map((office) => (
        <li
          key={office.slug}
          lang={office.lang === locale ? undefined : office.lang}
          className="flex flex-col rounded-card border border-slate-200 bg-white p-6"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-navy-900">{office.name}</h3>
            {office.headOffice && <Badge variant="navy">{officesSection.headOfficeBadge}</Badge>}
          </div>
          <dl className="mt-5 flex flex-col gap-4 text-sm">
            <OfficeDetail icon={MapPin} label={labels.address}>
              <OfficeAddress office={office} country={siteDefaults.country} className="text-slate-700 not-italic" />
            </OfficeDetail>
            <OfficeDetail icon={Phone} label={labels.phone}>
              {office.phones.map((phone) => (
                <a
                  key={phone}
                  href={telHref(phone)}
                  dir="ltr"
                  className="tabular block font-medium text-navy-700 underline-offset-4 hover:underline"
                >
                  {phone}
                </a>
              ))}
            </OfficeDetail>
            <OfficeDetail icon={Mail} label={labels.email} className="min-w-0">
              <a
                href={mailtoHref(office.email)}
                className="font-medium break-all text-navy-700 underline-offset-4 hover:underline"
              >
                {office.email}
              </a>
            </OfficeDetail>
            {office.hours && (
              <OfficeDetail icon={Clock} label={labels.hours} className="tabular text-slate-700">
                {office.hours}
              </OfficeDetail>
            )}
          </dl>
          <WhatsAppLink
            number={whatsappNumber}
            text={whatsappAsk.officeText(office.name)}
            label={whatsappAsk.label}
            accessibleName={whatsappAsk.officeNamed(office.name)}
            size="sm"
            className="mt-5 self-start"
          />
        </li>
      ))}
    </ul>
  )
}

/** One labelled line of an office: the icon stands for the label, which screen readers read instead. */
function OfficeDetail({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-accent-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
