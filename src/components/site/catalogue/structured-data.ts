import { productHref } from '@/lib/routes'
import type { Product } from '@/lib/catalogue/types'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { absoluteUrl, type JsonLdObject } from '@/components/site/json-ld'

/**
 * schema.org `Product` for the detail page (docs/design.md "Findable"). An `Offer` only when the product has a price
 * (quotation-only products must not claim one); the currency is USD, the catalogue's price unit.
 */
export function productJsonLd(product: Product, siteUrl: string, sellerName: string, locale: Locale): JsonLdObject {
  const url = absoluteUrl(siteUrl, localizeHref(productHref(product.slug), locale))
  const image = product.images[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.short_description || product.description,
    sku: product.slug,
    url,
    ...(image ? { image: absoluteUrl(siteUrl, image.url) } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.series ? { model: product.series } : {}),
    ...(product.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.toFixed(2),
            priceCurrency: 'USD',
            seller: { '@type': 'Organization', name: sellerName },
          },
        }
      : {}),
  }
}
