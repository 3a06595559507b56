import { Download as DownloadIcon, FileQuestion, Info } from '@/components/ui/icons'

import { Link } from '@/components/ui/link'
import { categoryHref, contactHref, productHref } from '@/lib/routes'
import type { Product } from '@/lib/catalogue/types'
import { formatPrice } from '@/lib/i18n/format'
import { fallbackImageForCategory } from '@/lib/images'
import { Breadcrumbs, type BreadcrumbEntry } from '@/components/site/breadcrumbs'
import { FallbackText } from '@/components/site/catalogue/fallback-text'
import { ProductDetailTabs } from '@/components/site/catalogue/product-detail-tabs'
import { availableProductTabs, findDatasheet, parseProductTab } from '@/lib/catalogue/product-tabs'
import { GetInformationLink, ProductTabsProvider } from '@/components/site/catalogue/product-tabs'
import { productJsonLd } from '@/components/site/catalogue/structured-data'
import { JsonLd } from '@/components/site/json-ld'
import { ProductCard } from '@/components/site/product-card'
import { ProductPicture } from '@/components/site/product-picture'
import { Badge } from '@/components/ui/badge'
import { ButtonAnchor, ButtonLink, buttonVariants } from '@/components/ui/button'
import { ProductActions } from '@/components/site/quote/product-actions'
import { WhatsAppLink } from '@/components/site/whatsapp-link'
import { productCardCopy } from '@/content/client-copy'
import { datasheetUrl } from '@/lib/catalogue/datasheet'
import { messages } from '@/content/messages'
import type { SiteConfig } from '@/server/page/site-config'
import { localizeHref, type Locale } from '@/lib/i18n/locales'

/**
 * The product detail page's content (docs/product.md §2.6): breadcrumb, title, subtitle, description, image, "Get
 * Information" and "Download Datasheet", then the four tabs, and related products from the same category and family.
 * Server-rendered from the catalogue (docs/design.md convention 1); only the tabs, the gallery and the Get Information
 * link are client code. One component for the public page and the staff preview (decision 017), so a preview shows
 * exactly what visitors will see.
 */
export function ProductView({
  product,
  related,
  tab,
  locale,
  site,
  support,
}: {
  locale: Locale
  product: Product
  related: Product[]
  tab: string | string[] | undefined
  /** The configured company name, origin and WhatsApp number (src/server/page/site-config.ts). */
  site: SiteConfig
  /** The Support section of the public page (the support library's releases and advisories for the product). */
  support?: React.ReactNode
}) {
  const { productDetail, catalogueExtras, whatsappAsk } = messages(locale)
  const cardCopy = productCardCopy(locale)
  const tabs = availableProductTabs(product)
  const initialTab = parseProductTab(tab, tabs)
  const datasheet = findDatasheet(product)
  const datasheetHref = datasheetUrl(product, locale)
  const path = localizeHref(productHref(product.slug), locale)

  // Breadcrumb: home, Products, the product's own category (docs/design.md decision 8), series (docs/product.md §2.6).
  const crumbs: BreadcrumbEntry[] = [productDetail.breadcrumb.home, productDetail.breadcrumb.products]
  if (product.category) crumbs.push({ label: product.category.name, href: categoryHref(product.category.slug) })
  crumbs.push({ label: product.series || product.name })

  return (
    <ProductTabsProvider tabs={tabs} initialTab={initialTab}>
      <JsonLd data={productJsonLd(product, site.url, site.name, locale)} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-navy-50 to-white">
        <div className="container-content pt-6 pb-12 md:pt-8 md:pb-16">
          <Breadcrumbs
            locale={locale}
            items={crumbs}
            siteUrl={site.url}
            currentPath={path}
            label={productDetail.breadcrumb.label}
          />
          <div className="mt-8 grid items-center gap-10 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-14">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                {product.category && (
                  <Link
                    href={categoryHref(product.category.slug)}
                    className={
                      'text-xs font-semibold tracking-[0.14em] text-accent-800 uppercase underline-offset-4 ' +
                      'hover:underline'
                    }
                  >
                    <FallbackText dto={product} field="category">
                      {product.category.name}
                    </FallbackText>
                  </Link>
                )}
                {product.is_featured && <Badge variant="featured">{productDetail.featured}</Badge>}
              </div>
              <h1
                className={
                  'mt-3 text-2xl font-semibold tracking-tight text-balance text-navy-900 md:text-3xl ' +
                  'lg:text-[2.5rem] lg:leading-tight'
                }
              >
                <FallbackText dto={product} field={product.title ? 'title' : 'name'}>
                  {product.title || product.name}
                </FallbackText>
              </h1>
              {product.subtitle && (
                <p className="mt-4 text-lg text-pretty text-slate-700">
                  <FallbackText dto={product} field="subtitle">
                    {product.subtitle}
                  </FallbackText>
                </p>
              )}
              {product.description && (
                <p className="mt-4 max-w-prose text-pretty text-slate-600">
                  <FallbackText dto={product} field="description">
                    {product.description}
                  </FallbackText>
                </p>
              )}
              <p className="mt-6 flex items-baseline gap-2">
                {product.price !== null ? (
                  <bdi dir="ltr" className="tabular text-2xl font-semibold text-navy-900">
                    {formatPrice(product.price, locale)}
                  </bdi>
                ) : (
                  <span className="text-base font-semibold text-slate-700">{productDetail.priceOnRequest}</span>
                )}
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <GetInformationLink className={buttonVariants({ variant: 'default', size: 'lg' })}>
                  <Info aria-hidden="true" />
                  {productDetail.getInformation}
                </GetInformationLink>
                {datasheet && datasheetHref ? (
                  <ButtonAnchor
                    href={datasheetHref}
                    variant="outline"
                    size="lg"
                    // In Dari and Pashto the datasheet is made on its first request: its size is not known yet.
                    aria-label={`${productDetail.downloadDatasheet} (${
                      locale === 'en' ? `${datasheet.type}, ${datasheet.size}` : datasheet.type
                    })`}
                  >
                    <DownloadIcon aria-hidden="true" />
                    {productDetail.downloadDatasheet}
                  </ButtonAnchor>
                ) : (
                  <ButtonLink
                    href={contactHref({ subject: 'product-inquiry', product: product.slug, topic: 'datasheet' })}
                    variant="outline"
                    size="lg"
                  >
                    <FileQuestion aria-hidden="true" />
                    {productDetail.noDatasheet}
                  </ButtonLink>
                )}
              </div>
              <ProductActions copy={cardCopy} slug={product.slug} name={product.name} withQuantity className="mt-4" />
              <WhatsAppLink
                number={site.contact.whatsappNumber}
                text={whatsappAsk.productText(product.name, `${site.url}${path}`)}
                label={whatsappAsk.label}
                accessibleName={whatsappAsk.productNamed(product.name)}
                variant="ghost"
                className="mt-2 -ms-3"
              />
            </div>
            <div
              className={
                'relative aspect-[4/3] overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm'
              }
            >
              <ProductPicture
                image={product.images[0]}
                fallback={fallbackImageForCategory(product.category?.name)}
                sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw"
                priority
                className="h-full w-full"
              />
            </div>
          </div>
        </div>
      </section>
      <div className="container-content py-12 md:py-16">
        <ProductDetailTabs
          product={product}
          contact={{ salesEmail: site.contact.salesEmail, salesPhone: site.contact.salesPhone }}
          locale={locale}
        />
        {support}
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-products" className="border-t border-slate-200 bg-slate-50 py-12 md:py-16">
          <div className="container-content">
            <h2 id="related-products" className="text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">
              {catalogueExtras.relatedProducts}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <ProductCard product={item} copy={cardCopy} variant="listing" headingLevel={3} className="w-full" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </ProductTabsProvider>
  )
}
