import { CheckCircle2, Download } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { QUOTE_PATH, quoteSentHref, quoteSummaryPdfHref } from '@/lib/routes'
import { productHref, routes } from '@/lib/routes'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { WhatsAppLink } from '@/components/site/whatsapp-link'
import { ButtonAnchor, ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { getQuoteRequest } from '@/server/quote/quote-list'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import { localizeHref } from '@/lib/i18n/locales'
import { pageLocale, type LocaleParams } from '../../../_lib/locale'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const { quoteSent } = messages(await pageLocale(params))
  return {
    title: quoteSent.meta.title,
    description: quoteSent.meta.description,
    // The URL carries the request's private id: never indexed, never sent to other sites.
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/** The confirmation after a quote request (decision 030): reference, what was asked for, its PDF, WhatsApp. */
export default async function QuoteSentPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const locale = await pageLocale(params)
  const { sharedLabels, quotePage, quoteSent } = messages(locale)
  await connection()
  const { id } = await params
  const request = await getQuoteRequest(id)
  if (!request) notFound()
  const site = await getLiveSiteConfig()
  const url = `${site.url}${localizeHref(quoteSentHref(request.submissionId), locale)}`
  return (
    <>
      <PageHero
        locale={locale}
        title={quoteSent.title}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: quotePage.breadcrumb, href: QUOTE_PATH },
          { label: quoteSent.title },
        ]}
        siteUrl={site.url}
        currentPath={quoteSentHref(request.submissionId)}
      />
      <Section className="py-10 md:py-14">
        <div className="max-w-3xl">
          <div role="status" className="flex gap-3 rounded-card border border-success-600/30 bg-success-50 p-5">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-600" />
            <div>
              <p className="text-sm font-medium text-slate-700">{quoteSent.reference}</p>
              <p className="text-2xl font-semibold tracking-wide text-navy-900" data-testid="quote-reference">
                {request.reference}
              </p>
              <p className="mt-2 text-slate-700">{quoteSent.intro(request.email, site.replyWithinHours)}</p>
            </div>
          </div>

          <h2 className="mt-8 text-xl font-semibold text-navy-900">{quoteSent.itemsHeading}</h2>
          <table className="mt-3 w-full text-sm" data-testid="quote-sent-items">
            <thead>
              <tr className="border-b border-slate-300 text-slate-600">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {quotePage.columns.product}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {quotePage.columns.quantity}
                </th>
              </tr>
            </thead>
            <tbody>
              {request.items.map((item) => (
                <tr key={item.slug} className="border-b border-slate-100">
                  <td className="py-2 pe-3">
                    <Link href={productHref(item.slug)} className="text-navy-700 underline-offset-4 hover:underline">
                      {item.name}
                    </Link>
                  </td>
                  <td className="tabular py-2 text-end">{formatNumber(item.quantity, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="mt-6 text-sm font-semibold text-slate-600">{quoteSent.note}</h2>
          <p className="mt-1 whitespace-pre-wrap text-slate-800">{request.message}</p>

          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonAnchor href={localizeHref(quoteSummaryPdfHref(request.submissionId), locale)} download>
              <Download aria-hidden="true" />
              {quoteSent.pdf}
            </ButtonAnchor>
            <WhatsAppLink
              number={site.contact.whatsappNumber}
              text={quoteSent.whatsappText(request.reference, url)}
              label={quoteSent.whatsapp}
            />
            <ButtonLink href={routes.products} variant="ghost">
              {quoteSent.continue}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  )
}
