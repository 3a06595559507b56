import { randomUUID } from 'node:crypto'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { contactForm, contactHero, contactMeta } from '@/content/contact'
import { offices, officesSection } from '@/content/offices'
import type { ContactFormState } from '@/lib/contact/form-state'
import { ContactCards } from '@/components/site/contact/contact-cards'
import { ContactForm } from '@/components/site/contact/contact-form'
import { OfficeList } from '@/components/site/contact/office-list'
import { SupportBanner } from '@/components/site/contact/support-banner'
import { resolveContactPrefill, sourcePageFrom } from '@/server/contact/prefill'
import { getSiteConfig } from '@/server/site-config'
import { submitContactForm } from './actions'

export const metadata: Metadata = {
  title: contactMeta.title,
  description: contactMeta.description,
  // Prefill queries (?subject=&product=) are the same page: one canonical URL.
  alternates: { canonical: '/contact' },
  openGraph: { title: contactMeta.title, description: contactMeta.description, url: '/contact' },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Contact (SPEC.md section 2; DESIGN.md decisions 4 and 5; issue 5): form, contact cards, offices, 24/7 support. */
export default async function ContactPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, requestHeaders] = await Promise.all([searchParams, headers()])
  const site = getSiteConfig()
  const prefill = await resolveContactPrefill(params)
  const sourcePage = sourcePageFrom(requestHeaders.get('referer'), requestHeaders.get('host'))
  // A fresh id per rendered form, so a post without JavaScript carries one too (issue 5).
  const initialState: ContactFormState = { status: 'idle', submissionId: randomUUID(), values: prefill.values, errors: {} }

  return (
    <>
      <JsonLd data={contactPageJsonLd(site)} />
      <section aria-labelledby="contact-title" className="relative isolate overflow-hidden bg-navy-900 text-white">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,98,176,0.45),transparent_60%)]" />
        <div className="container-content py-12 md:py-20">
          <h1 id="contact-title" className="text-3xl font-semibold tracking-tight md:text-4xl">
            {contactHero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-navy-100 md:text-lg">{contactHero.intro}</p>
        </div>
      </section>

      <section className="bg-slate-50 py-12 md:py-16">
        <div className="container-content grid gap-8 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:gap-10">
          <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="mb-6 text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">
              {contactForm.title}
            </h2>
            <ContactForm
              key={`${prefill.values.subject}|${prefill.product?.slug ?? ''}|${prefill.values.message}`}
              action={submitContactForm}
              initialState={initialState}
              product={prefill.product}
              sourcePage={sourcePage}
            />
          </div>
          <aside aria-label={contactMeta.title}>
            <ContactCards contact={site.contact} siteName={site.name} />
          </aside>
        </div>
      </section>

      <section id="offices" aria-labelledby="offices-title" className="scroll-mt-20 py-12 md:py-20">
        <div className="container-content">
          <h2 id="offices-title" className="text-2xl font-semibold tracking-tight text-navy-900 md:text-3xl">
            {officesSection.title}
          </h2>
          <p className="mt-3 mb-8 max-w-2xl text-slate-600 md:text-lg">{officesSection.intro}</p>
          <OfficeList />
        </div>
      </section>

      <section aria-labelledby="support-title" className="pb-16 md:pb-24">
        <div className="container-content">
          <SupportBanner supportPhone={site.contact.supportPhone} supportEmail={site.contact.supportEmail} />
        </div>
      </section>
    </>
  )
}

function contactPageJsonLd(site: ReturnType<typeof getSiteConfig>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: `${site.url}/contact`,
    name: contactMeta.title,
    mainEntity: {
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      email: site.contact.salesEmail,
      telephone: site.contact.salesPhone,
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'sales', telephone: site.contact.salesPhone, email: site.contact.salesEmail, availableLanguage: ['fa', 'ps', 'en'] },
        { '@type': 'ContactPoint', contactType: 'technical support', telephone: site.contact.supportPhone, email: site.contact.supportEmail, hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' } },
      ],
      location: offices.map((office) => ({
        '@type': 'Place',
        name: office.name,
        telephone: office.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: office.addressLines.join(', '),
          addressLocality: office.city,
          addressRegion: office.province,
          addressCountry: office.countryCode,
        },
        geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
      })),
    },
  }
}

/** JSON-LD is data, not script: CSP allows it without a nonce. `<` is escaped so text cannot close the tag. */
function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
