import 'server-only'

/*
 * Datasheets in Dari and Pashto (decision 032, docs/decisions/034-arabic-script-pdfs.md). English datasheets are made
 * at import, as before; a Dari or Pashto one is made from the product in that locale on its first request, so seeding
 * does not triple. It is kept twice: as a file in the media store (the uploads folder or the bucket) named by a hash
 * of everything printed on it (so a changed product, translation, company detail or generator version makes a new
 * one and the old name is never served again), and in the shared media cache (MEDIA_CACHE_DIR) for fresh data
 * directories. Requests that arrive while one is being made wait for that one.
 */
import sharp from 'sharp'

import { findDatasheet } from '@/lib/catalogue/product-tabs'
import type { Product } from '@/lib/catalogue/types'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { cachedBuild, contentHash, mediaKey, mediaStore, readMedia, storeOnce } from '@/server/catalogue/media'
import { companyDetails, type CompanyDetails } from '@/server/documents/company'
import { jsonError } from '@/server/http/http'
import { serveBuffer } from '@/server/http/ranges'

import { renderDatasheet, type DatasheetProduct } from '../documents/datasheet'
import { DOCUMENTS_VERSION } from '../documents'

/** What a datasheet prints of a product DTO (already in the datasheet's language). */
export function toDatasheetProduct(product: Product): DatasheetProduct {
  const { name, title, subtitle, short_description, description, series, price } = product
  const { key_features, highlights, specifications, applications } = product
  return {
    name,
    title,
    subtitle,
    short_description,
    description,
    series,
    price,
    key_features,
    highlights,
    specifications,
    applications,
  }
}

export interface LocalizedDatasheet {
  body: Buffer
  /** Strong validator: the hash of everything printed. */
  etag: string
  /** Download name: "k8-gnss-module-datasheet-fa.pdf" (ASCII: it goes into a Content-Disposition header). */
  filename: string
}

const pending = new Map<string, Promise<Buffer>>()

/**
 * The datasheet of `product` in `locale`, made on first use and kept (see the top of this file). `product` comes
 * from the catalogue in that locale (translated fields, English where a translation is missing); its category name
 * is the one printed. The revision date is the product's, as in the English datasheet.
 */
export async function localizedDatasheet(
  product: Product,
  locale: Locale,
  options: { company?: CompanyDetails; dataDir?: string } = {},
): Promise<LocalizedDatasheet> {
  const company = options.company ?? (await companyDetails(locale))
  const store = mediaStore(options.dataDir)
  const imageFile = product.images[0]?.filename
  const printed = {
    product: toDatasheetProduct(product),
    categoryName: product.category?.name ?? '',
    company,
    issued: product.created_at,
    image: imageFile ?? null,
  }
  const key = contentHash(JSON.stringify({ v: DOCUMENTS_VERSION, locale, datasheet: printed }))
  const filename = `${product.slug}-datasheet-${locale}.pdf`
  const stored = `${product.slug.slice(0, 120)}-datasheet-${locale}-${key.slice(0, 12)}.pdf`
  const etag = `"${key.slice(0, 32)}"`
  const kept = await store.read(mediaKey('files', stored))
  if (kept) return { body: kept, etag, filename }

  let making = pending.get(key)
  if (!making) {
    making = cachedBuild(`${key}.pdf`, async () => {
      // The stored rendition as PNG (pdfkit reads PNG and JPEG), as the import does (media.ts renditionAsPng).
      const image = imageFile
        ? await sharp(await readMedia(store, 'images', imageFile))
            .flatten({ background: '#ffffff' })
            .png()
            .toBuffer()
        : null
      return renderDatasheet({
        product: printed.product,
        categoryName: printed.categoryName,
        image,
        company,
        issued: new Date(product.created_at),
        locale,
      })
    }).then(async (body) => {
      await storeOnce(store, 'files', stored, body)
      return body
    })
    pending.set(key, making)
    void making.finally(() => pending.delete(key)).catch(() => undefined)
  }
  return { body: await making, etag, filename }
}

/**
 * The answer of the route `/{locale}/product/{slug}/datasheet.pdf` (src/lib/catalogue/datasheet.ts links it): the
 * product's datasheet in that locale; English redirects to the file made at import. 404 for an unknown product or
 * one without a datasheet. `product` is the catalogue's product in `locale`, or undefined.
 */
export async function localizedDatasheetResponse(
  request: Request,
  product: Product | undefined,
  locale: Locale,
): Promise<Response> {
  const english = product && findDatasheet(product)
  if (!product || !english) return jsonError(404, 'No datasheet for this product.')
  if (locale === 'en') return Response.redirect(new URL(english.url, request.url), 307)
  const { body, filename } = await localizedDatasheet(product, locale)
  // Ranges, a strong ETag and Repr-Digest as for every download (docs/decisions/091-download-ranges.md).
  return serveBuffer(request, body, {
    contentType: 'application/pdf',
    fileName: filename,
    // The URL stays while the product changes: a short lifetime, then revalidation by ETag.
    cacheControl: 'public, max-age=300',
    lastModified: new Date(product.updated_at),
    headers: { 'Content-Language': localeInfo[locale].lang },
  })
}
