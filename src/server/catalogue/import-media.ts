import 'server-only'

/**
 * The media of an imported product: its images' renditions and its downloads (generated datasheets, typeset
 * documents, copied PDFs), made once per content hash (./import.ts runs them for a file; the product editor for a
 * save).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { ProductFileEntry } from '@/lib/catalogue/file-format'
import type { StoredDownload, StoredGalleryItem, StoredImage } from '@/server/db/schema'
import { DOCUMENTS_VERSION, renderDatasheet, renderMarkdownDocument } from '@/server/documents'
import type { CompanyDetails } from '@/server/documents/company'
import {
  cachedBuild,
  contentHash,
  processImage,
  renditionAsPng,
  storeOnce,
  storeOriginal,
  type MediaStore,
} from './media'

/** Bump when the media pipeline or generated documents change, so the next import remakes them. */
export const PIPELINE_VERSION = 2

/** Reads the files beside the catalogue JSON, each once per import (the hash and the media pipeline both need them). */
export type SourceReader = (relative: string) => Buffer

export function sourceReader(baseDir: string): SourceReader {
  const read = new Map<string, Buffer>()
  return (relative) => {
    let data = read.get(relative)
    if (!data) read.set(relative, (data = readFileSync(path.resolve(baseDir, relative))))
    return data
  }
}

export function hashEntry(entry: unknown, read: SourceReader, files: string[], extra: unknown): string {
  // Files count by content, not by name: an exported catalogue (files renamed to their stored names) imported again
  // is unchanged, so applying an edited export in the panel rewrites only what was edited.
  const byContent = JSON.stringify(entry, (key, value: unknown) =>
    key === 'file' && typeof value === 'string' && files.includes(value) ? contentHash(read(value)) : value,
  )
  return contentHash(JSON.stringify({ v: PIPELINE_VERSION, entry: byContent, extra }))
}

export async function makeImage(
  store: MediaStore,
  read: SourceReader,
  ref: { file: string; alt: string },
  baseName: string,
  id: string,
  deferAvif = false,
): Promise<StoredImage> {
  const data = read(ref.file)
  return processImage(store, { data, ext: path.extname(ref.file), baseName, alt: ref.alt, id }, { deferAvif })
}

export function productFiles(p: ProductFileEntry): string[] {
  return [
    ...p.images.map((i) => i.file),
    ...p.gallery.map((g) => g.image.file),
    ...p.downloads.flatMap((d) => ('file' in d ? [d.file] : [])),
  ]
}

async function makeDownloads(
  store: MediaStore,
  read: SourceReader,
  entry: ProductFileEntry,
  ctx: { categoryName: string; company: CompanyDetails; issued: Date; mainImage: StoredImage },
): Promise<StoredDownload[]> {
  const out: StoredDownload[] = []
  for (const [index, d] of entry.downloads.entries()) {
    let pdf: Buffer
    let source: StoredDownload['source']
    if ('generate' in d) {
      const key = contentHash(
        JSON.stringify({ v: PIPELINE_VERSION, documents: DOCUMENTS_VERSION, datasheet: entry, ctx }),
      )
      pdf = await cachedBuild(`${key}.pdf`, async () => {
        const image = await renditionAsPng(store, ctx.mainImage)
        return renderDatasheet({
          product: entry,
          categoryName: ctx.categoryName,
          image,
          company: ctx.company,
          issued: ctx.issued,
        })
      })
      source = { generate: 'datasheet' }
    } else {
      const data = read(d.file)
      const ext = path.extname(d.file).toLowerCase()
      source = { file: await storeOriginal(store, data, ext) }
      const input = {
        title: d.name,
        productName: entry.name,
        markdown: data.toString('utf8'),
        company: ctx.company,
        issued: ctx.issued,
      }
      pdf =
        ext === '.md'
          ? await cachedBuild(
              `${contentHash(JSON.stringify({ v: PIPELINE_VERSION, documents: DOCUMENTS_VERSION, input }))}.pdf`,
              () => renderMarkdownDocument(input),
            )
          : data
    }
    const stem =
      d.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `document-${index + 1}`
    const filename = `${stem}-${contentHash(pdf).slice(0, 8)}.pdf`
    await storeOnce(store, 'files', filename, pdf)
    out.push({ name: d.name, type: d.type, filename, bytes: pdf.length, source })
  }
  return out
}

export interface ProductMedia {
  images: StoredImage[]
  gallery: StoredGalleryItem[]
  downloads: StoredDownload[]
}

/**
 * A product entry's images, gallery and downloads made into stored renditions and files (content-addressed, so
 * unchanged media is not made again). Shared by the import and the staff editor (src/server/catalogue/editor), so
 * both store a product the same way; `read` gives the bytes of a file the entry names.
 */
export async function buildProductMedia(
  store: MediaStore,
  read: SourceReader,
  p: ProductFileEntry,
  ctx: {
    categoryName: string
    company: CompanyDetails
    issued: Date
    deferAvif?: boolean
    /** Renditions already made for a source file (the editor's stored images), by file name: not made again. */
    reuse?: ReadonlyMap<string, StoredImage>
    /** Prefix of rendition file names instead of the slug (the editor's uploads are made before a slug exists). */
    imageBaseName?: string
  },
): Promise<ProductMedia> {
  const image = (ref: { file: string; alt: string }, baseName: string, id: string) => {
    const known = ctx.reuse?.get(ref.file)
    if (known) return Promise.resolve({ ...known, alt: ref.alt, id })
    return makeImage(store, read, ref, ctx.imageBaseName ?? baseName, id, ctx.deferAvif)
  }
  const images: StoredImage[] = []
  for (const [j, img] of p.images.entries()) images.push(await image(img, p.slug, `${p.slug}-${j + 1}`))
  const gallery: StoredGalleryItem[] = []
  for (const g of p.gallery) {
    gallery.push({
      id: `${p.slug}-gallery-${g.number}`,
      number: g.number,
      title: g.title,
      description: g.description,
      image: await image(g.image, `${p.slug}-gallery-${g.number}`, `${p.slug}-gallery-${g.number}-image`),
    })
  }
  const downloads = await makeDownloads(store, read, p, {
    categoryName: ctx.categoryName,
    company: ctx.company,
    issued: ctx.issued,
    mainImage: images[0]!,
  })
  return { images, gallery, downloads }
}

/** The products table's columns for an entry (without the bookkeeping: hash, timestamps, version). */
export function productColumns(p: ProductFileEntry, media: ProductMedia, categoryId: number) {
  return {
    slug: p.slug,
    name: p.name,
    title: p.title,
    subtitle: p.subtitle,
    shortDescription: p.short_description,
    description: p.description,
    categoryId,
    series: p.series,
    isActive: p.is_active,
    isFeatured: p.is_featured,
    price: p.price === null ? null : p.price.toFixed(2),
    sortOrder: p.sort_order,
    images: media.images,
    gallery: media.gallery,
    keyFeatures: p.key_features,
    features: p.features,
    highlights: p.highlights,
    specifications: Object.entries(p.specifications).map(([group, rows]) => ({
      group,
      rows: Object.entries(rows).map(([label, value]) => ({ label, value })),
    })),
    applications: p.applications,
    downloads: media.downloads,
    translations: p.translations ?? {},
  }
}
