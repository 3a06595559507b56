import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import { formatDualDate } from '@/lib/i18n/format'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { SERVICE_LIMITS } from '@/lib/service/request-fields'
import type { WarrantyOutcome } from '@/server/service/warranty'

/**
 * `/warranty` (docs/service-desk.md): a GET form (works without JavaScript, and a result can be bookmarked) and its
 * answer: each model sold with the serial, its warranty and the model's open advisories; never the owner.
 */
export function WarrantyView({
  locale,
  siteUrl,
  typed,
  outcome,
}: {
  locale: Locale
  siteUrl: string
  typed: string
  outcome: WarrantyOutcome | undefined
}) {
  const { warrantyCheck: t, serviceForm, sharedLabels } = messages(locale)
  const problem = outcome?.kind === 'invalid' ? t.invalid : outcome?.kind === 'rate-limited' ? t.tooMany : undefined
  return (
    <>
      <PageHero
        locale={locale}
        title={t.title}
        intro={t.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: t.title }]}
        siteUrl={siteUrl}
        currentPath={routes.warranty}
      />
      <section className="bg-slate-50 py-10 md:py-14">
        <div className="container-content grid max-w-xl gap-6">
          <form
            action={localizeHref(routes.warranty, locale)}
            method="get"
            className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <Field id="warranty-serial" label={t.serial} required requiredText={serviceForm.required} error={problem}>
              {(p) => (
                <Input
                  {...p}
                  name="serial"
                  defaultValue={typed}
                  maxLength={SERVICE_LIMITS.serial}
                  dir="ltr"
                  autoComplete="off"
                />
              )}
            </Field>
            <div>
              <Button type="submit">{t.submit}</Button>
            </div>
          </form>
          {outcome?.kind === 'unknown' ? (
            <p role="status" className="rounded-card border border-slate-300 bg-white p-4 text-sm text-navy-900">
              {t.unknown}
            </p>
          ) : null}
          {outcome?.kind === 'found' ? (
            <div role="status" className="grid gap-4" data-testid="warranty-result">
              <h2 className="text-lg font-semibold text-navy-900">{t.resultTitle(outcome.serial)}</h2>
              {outcome.units.map((unit, i) => (
                <div key={i} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="font-medium text-navy-900">{unit.model}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {unit.until === null
                      ? t.none
                      : (unit.covered ? t.under : t.ended)(formatDualDate(unit.until, locale))}
                  </p>
                  {unit.advisories.length > 0 ? (
                    <>
                      <h3 className="mt-3 text-sm font-semibold text-navy-900">{t.advisoriesTitle}</h3>
                      <ul className="mt-1 grid gap-1 text-sm">
                        {unit.advisories.map((a) => (
                          <li key={a.href}>
                            <a href={a.href} className="text-navy-700 underline">
                              {a.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </div>
              ))}
            </div>
          ) : null}
          <Link href={localizeHref(routes.service, locale)} className="text-sm font-medium text-navy-700 underline">
            {t.request}
          </Link>
        </div>
      </section>
    </>
  )
}
