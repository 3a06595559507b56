import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import type { ServiceFormData } from '@/server/service/request-page'
import { ServiceRequestForm } from './service-request-form'

/**
 * /service (docs/service-desk.md): how it works, the catalogue search that offers the instrument to choose (a GET
 * form, so it works without JavaScript too), and the request form.
 */
export function ServiceRequestView({
  locale,
  siteUrl,
  data,
}: {
  locale: Locale
  siteUrl: string
  data: ServiceFormData
}) {
  const { serviceRequestPage: page, sharedLabels } = messages(locale)
  return (
    <>
      <PageHero
        locale={locale}
        title={page.title}
        intro={page.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: page.title }]}
        siteUrl={siteUrl}
        currentPath={routes.service}
      />
      <section className="bg-slate-50 py-12 md:py-16">
        <div className="container-content grid gap-8 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:gap-10">
          <div className="grid gap-8 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <form action={localizeHref(routes.service, locale)} method="get" role="search" className="grid gap-2">
              <h2 className="text-xl font-semibold tracking-tight text-navy-900">{page.findTitle}</h2>
              <label htmlFor="service-find" className="text-sm font-medium text-navy-900">
                {page.findLabel}
              </label>
              <p id="service-find-hint" className="text-sm text-slate-600">
                {page.findHint}
              </p>
              <div className="flex gap-2">
                <Input id="service-find" name="q" defaultValue={data.query} aria-describedby="service-find-hint" />
                <Button type="submit" variant="outline">
                  {page.search}
                </Button>
              </div>
              {data.query ? (
                <p className="text-sm text-slate-700" role="status">
                  {data.choices.length > 0 ? page.resultsTitle(data.query) : page.noResults(data.query)}
                </p>
              ) : null}
            </form>
            <ServiceRequestForm locale={locale} data={data} />
          </div>
          <div className="grid content-start gap-4">
            <h2 className="text-lg font-semibold text-navy-900">{page.stepsTitle}</h2>
            <ol className="grid list-decimal gap-2 ps-5 text-sm text-slate-700">
              {page.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link
              href={localizeHref(routes.serviceStatus, locale)}
              className="text-sm font-medium text-navy-700 underline"
            >
              {page.statusLink}
            </Link>
            <Link href={localizeHref(routes.warranty, locale)} className="text-sm font-medium text-navy-700 underline">
              {page.warrantyLink}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
