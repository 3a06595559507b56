import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from '@/components/ui/icons'

import { type ContactCard } from '@/content/contact'
import { mailtoHref, telHref, type ContactDetails } from '@/lib/contact-details'
import { whatsappGoHref } from '@/lib/routes'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { LocalText, PublicOffice } from '@/server/content/offices'

const ICONS: Record<ContactCard['kind'], LucideIcon> = {
  phone: Phone,
  email: Mail,
  visit: MapPin,
  whatsapp: MessageCircle,
}

/** The value and link of a card, from configuration (docs/design.md "Brand": never a literal {email} or {phone}). */
function cardLink(
  card: ContactCard,
  contact: ContactDetails,
  siteName: string,
  locale: Locale,
  headOffice: PublicOffice | undefined,
): { href: string; value: string; external?: boolean } | null {
  const { channelLabels } = messages(locale)
  switch (card.kind) {
    case 'phone':
      return { href: telHref(contact.salesPhone), value: contact.salesPhone }
    case 'email':
      return { href: mailtoHref(contact.salesEmail), value: contact.salesEmail }
    case 'visit':
      if (!headOffice) return null
      return { href: '#offices', value: `${headOffice.addressLines[0]}, ${headOffice.city}` }
    case 'whatsapp':
      if (!contact.whatsappNumber) return null
      return {
        href: whatsappGoHref(channelLabels.whatsappGreeting(siteName)),
        value: contact.whatsappNumber,
        external: true,
      }
  }
}

/**
 * Contact cards beside the form (docs/product.md §2.11): sales phone, sales email, head office, WhatsApp; then hours.
 */
export function ContactCards({
  contact,
  siteName,
  locale,
  headOffice,
  hours,
  replyWithinHours,
}: {
  contact: ContactDetails
  siteName: string
  locale: Locale
  headOffice: PublicOffice | undefined
  /** Business hours staff saved (contact settings), else the copy's. */
  hours?: LocalText
  /** The reply promise in hours (contact settings): the e-mail card's text. */
  replyWithinHours: number
}) {
  const { businessHours, contactCards, replyPromise } = messages(locale)
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {contactCards.map((card) => {
          const Icon = ICONS[card.kind]
          const link = cardLink(card, contact, siteName, locale, headOffice)
          if (!link) return null
          return (
            <li key={card.kind} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-sm font-semibold text-navy-900">{card.title}</h3>
                <a
                  href={link.href}
                  aria-label={`${card.action}: ${link.value}`}
                  className={
                    'mt-0.5 block break-words text-base font-semibold text-navy-700 underline-offset-4 ' +
                    'hover:text-navy-900 hover:underline'
                  }
                  {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {link.value}
                </a>
                <p className="mt-1 text-sm text-slate-600">
                  {card.kind === 'email' ? replyPromise(replyWithinHours) : card.text}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      <div className="flex gap-4 rounded-card border border-slate-200 bg-white p-5">
        <span
          className={'flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-300/40 text-accent-800'}
        >
          <Clock aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h3 className="text-sm font-semibold text-navy-900">{businessHours.title}</h3>
          <p
            className="tabular mt-0.5 text-base font-semibold text-navy-800"
            lang={hours?.lang === locale ? undefined : hours?.lang}
          >
            {hours?.text ?? businessHours.value}
          </p>
          <p className="mt-1 text-sm text-slate-600">{businessHours.note}</p>
        </div>
      </div>
    </div>
  )
}
