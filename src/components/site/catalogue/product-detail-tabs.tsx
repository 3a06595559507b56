import { Check, Cpu } from '@/components/ui/icons'

import type { Product } from '@/lib/catalogue/types'
import { fallbackImageForCategory } from '@/lib/images'
import { DownloadsTable } from './downloads-table'
import { FallbackText } from './fallback-text'
import { ProductContact, type SalesContact } from './product-contact'
import { availableProductTabs } from '@/lib/catalogue/product-tabs'
import { PRODUCT_TABS_REGION_ID, ProductTabList, ProductTabPanel } from './product-tabs'
import { SpecificationTables } from './specification-tables'
import { TechnologyGallery } from './technology-gallery'
import { productTabsCopy, technologyGalleryCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

function SectionTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">
      {children}
    </h2>
  )
}

/** Introduction (docs/product.md §2.6): Key Features, Product Highlights, Technology Features, Applications. */
function Introduction({ product, locale }: { product: Product; locale: Locale }) {
  const intro = messages(locale).productDetail.introduction
  return (
    <div className="flex flex-col gap-14">
      {product.key_features.length > 0 && (
        <section aria-labelledby="key-features">
          <SectionTitle id="key-features">{intro.keyFeatures}</SectionTitle>
          <ul className="mt-6 grid gap-x-8 gap-y-3 md:grid-cols-2">
            {product.key_features.map((feature, i) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                <span>
                  <FallbackText dto={product} field={`key_features.${i}`}>
                    {feature}
                  </FallbackText>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.highlights.length > 0 && (
        <section aria-labelledby="product-highlights">
          <SectionTitle id="product-highlights">{intro.highlights}</SectionTitle>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {product.highlights.map((h, i) => (
              <li key={`${h.number}-${h.title}`} className="rounded-card border border-slate-200 bg-white p-5">
                <p className="tabular text-3xl font-semibold tracking-tight text-navy-800">
                  <bdi>{h.number}</bdi>
                </p>
                <h3 className="mt-2 font-semibold text-navy-900">
                  <FallbackText dto={product} field={`highlights.${i}.title`}>
                    {h.title}
                  </FallbackText>
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  <FallbackText dto={product} field={`highlights.${i}.description`}>
                    {h.description}
                  </FallbackText>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.gallery.length > 0 ? (
        <section aria-labelledby="technology-features">
          <SectionTitle id="technology-features">{intro.technologyFeatures}</SectionTitle>
          <div className="mt-6">
            <TechnologyGallery
              items={product.gallery}
              fallbackImage={fallbackImageForCategory(product.category?.name)}
              copy={technologyGalleryCopy(locale)}
              fallback={product.fallback?.filter((field) => field.startsWith('gallery.'))}
            />
          </div>
        </section>
      ) : (
        <section
          aria-labelledby="advanced-technology"
          className="flex gap-5 rounded-card bg-navy-900 p-6 text-white md:p-8"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-md bg-white/10 text-accent-400">
            <Cpu aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="advanced-technology" className="text-xl font-semibold">
              {intro.advancedTechnology.title}
            </h2>
            <p className="mt-2 max-w-prose text-navy-100">{intro.advancedTechnology.text}</p>
          </div>
        </section>
      )}

      {product.applications.length > 0 && (
        <section aria-labelledby="applications">
          <SectionTitle id="applications">{intro.applications}</SectionTitle>
          <ul className="mt-6 flex flex-wrap gap-2">
            {product.applications.map((application, i) => (
              <li
                key={application}
                className={
                  'rounded-full border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-medium text-slate-700'
                }
              >
                <FallbackText dto={product} field={`applications.${i}`}>
                  {application}
                </FallbackText>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/**
 * The product's four tabs (docs/product.md §2.6). A server component: the panels are rendered here from the
 * catalogue, and only the tab list, the panels' show/hide and the gallery are client code. The product record is
 * not handed to the browser as a prop (it used to seed a client query, which sent the product twice: as markup and
 * as data; decision 021); a fresh view of the product is a page load away.
 */
export function ProductDetailTabs({
  product,
  contact,
  locale,
}: {
  product: Product
  contact: SalesContact
  locale: Locale
}) {
  const { productDetail } = messages(locale)
  const tabs = availableProductTabs(product)

  return (
    <div id={PRODUCT_TABS_REGION_ID} className="scroll-mt-20">
      <ProductTabList copy={productTabsCopy(locale)} />
      <div className="pt-10 md:pt-12">
        <ProductTabPanel id="introduction">
          <Introduction product={product} locale={locale} />
        </ProductTabPanel>
        {tabs.includes('specifications') && (
          <ProductTabPanel id="specifications">
            <h2 className="sr-only">{productDetail.tabs[1].label}</h2>
            <SpecificationTables specifications={product.specifications} dto={product} locale={locale} />
          </ProductTabPanel>
        )}
        {tabs.includes('downloads') && (
          <ProductTabPanel id="downloads">
            <h2 className="sr-only">{productDetail.tabs[2].label}</h2>
            <DownloadsTable downloads={product.downloads} dto={product} productSlug={product.slug} locale={locale} />
          </ProductTabPanel>
        )}
        <ProductTabPanel id="contact">
          <ProductContact productSlug={product.slug} productName={product.name} contact={contact} locale={locale} />
        </ProductTabPanel>
      </div>
    </div>
  )
}
