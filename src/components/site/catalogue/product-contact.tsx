import { Mail, MessageSquareQuote, Phone } from '@/components/ui/icons'

import { mailtoHref, telHref } from '@/lib/contact-details'
import { ButtonLink } from '@/components/ui/button'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { serviceRequestHref } from '@/lib/routes'

/**
 * The sales contact values this panel shows, from configuration (never a literal `{email}`: docs/design.md "Brand").
 */
export interface SalesContact {
  salesEmail: string
  salesPhone: string
}

/**
 * The "Get Information" tab (docs/product.md §2.6): configured sales contacts, "Contact Sales Team" to /contact, and
 * "Request Quote" opening the contact form prefilled with the quote subject and this product (docs/design.md
 * decision 5).
 */
export function ProductContact({
  productSlug,
  productName,
  contact,
  locale,
}: {
  productSlug: string
  productName: string
  contact: SalesContact
  locale: Locale
}) {
  const copy = messages(locale).productDetail.contact
  const service = messages(locale).serviceProductLink
  return (
    <div
      className={
        'grid gap-8 rounded-card border border-slate-200 bg-white p-6 ' +
        'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:p-8'
      }
    >
      <div>
        <h2 className="text-xl font-semibold text-navy-900">{copy.title}</h2>
        <p className="mt-3 max-w-prose text-slate-600">{copy.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={copy.contactSalesTeam.href}>{copy.contactSalesTeam.label}</ButtonLink>
          <ButtonLink
            href={copy.requestQuoteHref(productSlug)}
            variant="outline"
            aria-label={`${copy.requestQuote}: ${productName}`}
          >
            <MessageSquareQuote aria-hidden="true" />
            {copy.requestQuote}
          </ButtonLink>
        </div>
        <div className="mt-8 border-t border-slate-200 pt-6">
          <h3 className="font-semibold text-navy-900">{service.title}</h3>
          <p className="mt-2 max-w-prose text-sm text-slate-600">{service.text}</p>
          <ButtonLink
            href={serviceRequestHref(productSlug)}
            variant="outline"
            className="mt-4"
            aria-label={service.named(productName)}
          >
            {service.label}
          </ButtonLink>
        </div>
      </div>
      <dl className="flex flex-col gap-4 self-start rounded-md bg-navy-50 p-5">
        <div>
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
            {copy.emailLabel}
          </dt>
          <dd className="mt-1 ps-6">
            <a
              href={mailtoHref(contact.salesEmail, productName)}
              className="font-medium break-all text-navy-800 underline-offset-4 hover:underline"
            >
              {contact.salesEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
            {copy.phoneLabel}
          </dt>
          <dd className="mt-1 ps-6">
            <a
              href={telHref(contact.salesPhone)}
              className="tabular font-medium text-navy-800 underline-offset-4 hover:underline"
            >
              {contact.salesPhone}
            </a>
          </dd>
        </div>
      </dl>
    </div>
  )
}
