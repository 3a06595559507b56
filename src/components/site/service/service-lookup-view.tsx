import { lookupServiceRequestAction } from '@/actions/service'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

/**
 * `/service/status`: find a request by its reference and the last four digits of its phone (docs/service-desk.md).
 * `problem` is the previous post's answer; `unavailable` says a status link did not work.
 */
export function ServiceLookupView({
  locale,
  siteUrl,
  reference,
  problem,
  unavailable,
}: {
  locale: Locale
  siteUrl: string
  reference: string
  problem: 'no-match' | 'too-many' | undefined
  unavailable: boolean
}) {
  const { serviceLookup: t, serviceStatusPage, serviceForm, sharedLabels } = messages(locale)
  const message = problem === 'too-many' ? t.tooMany : problem === 'no-match' ? t.noMatch : undefined
  return (
    <>
      <PageHero
        locale={locale}
        title={unavailable ? serviceStatusPage.unavailableTitle : t.title}
        intro={unavailable ? serviceStatusPage.unavailable : t.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: t.title }]}
        siteUrl={siteUrl}
        currentPath={routes.serviceStatus}
      />
      <section className="bg-slate-50 py-10 md:py-14">
        <div className="container-content grid max-w-xl gap-6">
          <form
            action={lookupServiceRequestAction}
            className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <input type="hidden" name="locale" value={locale} />
            {message ? (
              <p
                role="alert"
                className="rounded-card border border-danger-600 bg-danger-50 p-3 text-sm text-danger-700"
              >
                {message}
              </p>
            ) : null}
            <Field id="lookup-reference" label={t.reference} required requiredText={serviceForm.required}>
              {(p) => (
                <Input {...p} name="reference" defaultValue={reference} maxLength={20} dir="ltr" autoComplete="off" />
              )}
            </Field>
            <Field id="lookup-digits" label={t.lastFour} required requiredText={serviceForm.required}>
              {(p) => <Input {...p} name="digits" inputMode="numeric" maxLength={4} dir="ltr" autoComplete="off" />}
            </Field>
            <div>
              <Button type="submit">{t.submit}</Button>
            </div>
          </form>
          <Link href={localizeHref(routes.service, locale)} className="text-sm font-medium text-navy-700 underline">
            {t.newRequest}
          </Link>
        </div>
      </section>
    </>
  )
}
