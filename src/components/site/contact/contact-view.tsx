import { submitContactForm } from '@/actions/contact'
import { ContactCards } from '@/components/site/contact/contact-cards'
import { ContactForm } from '@/components/site/contact/contact-form'
import { OfficeList } from '@/components/site/contact/office-list'
import { SupportBanner } from '@/components/site/contact/support-banner'
import { JsonLd, officePlaceJsonLd, type JsonLdObject } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import { contactFormCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import type { ContactFormState } from '@/lib/contact/form-state'
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import type { LocalText, PublicOffice } from '@/server/content/offices'
import type { SiteConfig } from '@/server/page/site-config'

/**
 * Contact (docs/product.md §2.11; docs/design.md decisions 4 and 5): form, contact cards, offices, 24/7 support, and
 * the ContactPage structured data.
 */
export function ContactView({
  locale,
  site,
  initialState,
  product,
  sourcePage,
  offices,
  hours,
}: {
  locale: Locale
  site: SiteConfig
  /** The published offices, head office first (content entries). */
  offices: readonly PublicOffice[]
  hours?: LocalText
  /** The form's first state: the prefill's values and a fresh submission id. */
  initialState: ContactFormState
  /** The product a prefill link names, shown on the form. */
  product: { slug: string; name: string } | undefined
  sourcePage: string | undefined
}) {
  const { contactForm, contactHero, contactMeta, sharedLabels, officesSection } = messages(locale)
  return (
    <>
      <JsonLd data={contactPageJsonLd(site, offices, locale)} />
      <PageHero
        locale={locale}
        title={contactHero.title}
        intro={contactHero.intro(site.replyWithinHours)}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: sharedLabels.contact }]}
        siteUrl={site.url}
        currentPath={routes.contact}
      />

      <section className="bg-slate-50 py-12 md:py-16">
        <div className="container-content grid gap-8 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:gap-10">
          <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="mb-6 text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">
              {contactForm.title}
            </h2>
            <ContactForm
              key={`${initialState.values.subject}|${product?.slug ?? ''}|${initialState.values.message}`}
              action={submitContactForm}
              initialState={initialState}
              product={product}
              sourcePage={sourcePage}
              copy={contactFormCopy(locale, site.replyWithinHours)}
            />
          </div>
          <aside aria-label={contactMeta.title}>
            <ContactCards
              locale={locale}
              contact={site.contact}
              siteName={site.name}
              headOffice={offices[0]}
              hours={hours}
              replyWithinHours={site.replyWithinHours}
            />
          </aside>
        </div>
      </section>

      <section id="offices" aria-labelledby="offices-title" className="scroll-mt-20 py-12 md:py-20">
        <div className="container-content">
          <h2 id="offices-title" className="text-2xl font-semibold tracking-tight text-navy-900 md:text-3xl">
            {officesSection.title}
          </h2>
          <p className="mt-3 mb-8 max-w-2xl text-slate-600 md:text-lg">{officesSection.intro}</p>
          <OfficeList offices={offices} locale={locale} whatsappNumber={site.contact.whatsappNumber} />
        </div>
      </section>

      <section aria-labelledby="support-title" className="pb-16 md:pb-24">
        <div className="container-content">
          <SupportBanner
            locale={locale}
            supportPhone={site.contact.supportPhone}
            supportEmail={site.contact.supportEmail}
          />
        </div>
      </section>
    </>
  )
}

function contactPageJsonLd(site: SiteConfig, offices: readonly PublicOffice[], locale: Locale): JsonLdObject {
  const { contactMeta } = messages(locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: `${site.url}${localizeHref(routes.contact, locale)}`,
    name: contactMeta.title,
    inLanguage: localeInfo[locale].lang,
    mainEntity: {
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      email: site.contact.salesEmail,
      telephone: site.contact.salesPhone,
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'sales',
          telephone: site.contact.salesPhone,
          email: site.contact.salesEmail,
          availableLanguage: ['fa', 'ps', 'en'],
        },
        {
          '@type': 'ContactPoint',
          contactType: 'technical support',
          telephone: site.contact.supportPhone,
          email: site.contact.supportEmail,
          hoursAvailable: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: '00:00',
            closes: '23:59',
          },
        },
      ],
      location: offices.map((office) => officePlaceJsonLd(office)),
    },
  }
}
