import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { productHref, productSupportHref, routes, supportNotifyHref } from '@/lib/routes'
import type { ProductRef, ProductSupport } from '@/server/library/views'
import { ProductSupportSection } from './product-support'

/** A product's support page: the hero, then its whole Support section, or a word that there is nothing yet. */
export function ProductSupportView({
  locale,
  product,
  support,
  site,
}: {
  locale: Locale
  product: ProductRef
  support: ProductSupport | null
  site: { url: string }
}) {
  const { sharedLabels, supportLibrary: copy } = messages(locale)
  const title = copy.release.supportFor(product.name)
  return (
    <>
      <PageHero
        locale={locale}
        eyebrow={copy.hub.title}
        title={title}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: copy.hub.title, href: routes.support },
          { label: product.name, href: productHref(product.slug) },
          { label: copy.section.tab },
        ]}
        siteUrl={site.url}
        currentPath={productSupportHref(product.slug)}
      />
      {support ? (
        <ProductSupportSection support={support} slug={product.slug} locale={locale} />
      ) : (
        <Section>
          <p className="max-w-prose text-slate-700">{copy.section.none}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <Link href={routes.contact} className="font-semibold text-navy-700 underline">
              {copy.section.askSupport}
            </Link>
            <Link href={supportNotifyHref(product.slug)} className="font-semibold text-navy-700 underline">
              {copy.notify.link}
            </Link>
          </p>
        </Section>
      )}
    </>
  )
}
