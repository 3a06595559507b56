import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { NotifyFormState } from '@/lib/library/notify'
import { productSupportHref, routes, supportFeedHref, supportNotifyHref } from '@/lib/routes'
import type { ProductRef } from '@/server/library/views'
import { NotifyForm } from './notify-form'

/**
 * A product's "Notify me" page (docs/support-library.md): what the e-mails are, the form, and the Atom feed for those
 * who would rather not give an address. The product page links here instead of carrying the form, so its weight
 * stays within budget.
 */
export function NotifyView({
  locale,
  product,
  site,
  action,
}: {
  locale: Locale
  product: ProductRef
  site: { url: string }
  action: (state: NotifyFormState, formData: FormData) => Promise<NotifyFormState>
}) {
  const { sharedLabels, supportLibrary: copy } = messages(locale)
  const t = copy.notify
  return (
    <>
      <PageHero
        locale={locale}
        eyebrow={copy.hub.title}
        title={t.title(product.name)}
        intro={t.text}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: copy.hub.title, href: routes.support },
          { label: product.name, href: productSupportHref(product.slug) },
          { label: t.heading },
        ]}
        siteUrl={site.url}
        currentPath={supportNotifyHref(product.slug)}
      />
      <Section tone="muted">
        <div className="grid max-w-xl gap-6">
          <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <NotifyForm
              action={action}
              initialState={{ status: 'idle', email: '', language: locale }}
              product={product.slug}
              copy={{
                email: t.email,
                language: t.language,
                submit: t.submit,
                sending: t.sending,
                required: t.required,
                sent: t.sent,
                invalidEmail: t.invalidEmail,
                tooMany: t.tooMany,
                unavailable: t.unavailable,
                unknownProduct: t.unknownProduct,
              }}
            />
          </div>
          <p className="text-sm text-slate-700">
            {t.feedInstead} {/* A plain link: the feed is a file for feed readers, not a page to navigate to. */}
            <a href={supportFeedHref(product.slug)} type="application/atom+xml" className="text-navy-700 underline">
              {copy.section.feed}
            </a>
          </p>
          <p className="text-sm">
            <Link href={productSupportHref(product.slug)} className="font-semibold text-navy-700 underline">
              {t.back(product.name)}
            </Link>
          </p>
        </div>
      </Section>
    </>
  )
}
