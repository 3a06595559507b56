import 'server-only'

/**
 * Writes the whole catalogue (inactive entries too) as a catalogue file with its image and document files beside
 * it, in the format `importCatalogue` reads: export, edit, import again. The CLI runs it under
 * `tsx --conditions=react-server`, where `server-only` is an empty module.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { asc } from 'drizzle-orm'

import type { CatalogueFileInput } from '@/lib/catalogue/file-format'
import type { Db } from '@/server/db/client'
import { categories, products, type StoredImage } from '@/server/db/schema'
import { toSpecifications } from './dto-specs'
import { mediaStore, readMedia, type MediaStore } from './media'

export interface CatalogueExport {
  /** The catalogue file, its file references relative to it. */
  file: CatalogueFileInput
  /** The files beside it: stored original (its name in the media store's originals) → path beside the file. */
  files: { from: string; relative: string }[]
}

/** The whole catalogue as a catalogue file (in memory) and the list of original files it refers to. */
export async function catalogueAsFile(options: { db: Db; dataDir: string; onProgress?: (line: string) => void }) {
  const log = options.onProgress ?? (() => undefined)
  const files = new Map<string, string>()
  const copy = (from: string, relative: string) => {
    files.set(relative, from)
    return relative
  }
  const image = (img: StoredImage) => ({
    file: copy(img.source, `images/${img.source}`),
    alt: img.alt,
  })
  const categoryRows = await options.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
  const slugById = new Map(categoryRows.map((c) => [c.id, c.slug]))
  const productRows = await options.db.select().from(products).orderBy(asc(products.id))

  const file: CatalogueFileInput = {
    version: 1,
    categories: categoryRows.map((c) => {
      log(`category ${c.slug}`)
      return {
        slug: c.slug,
        name: c.name,
        description: c.description,
        parent: c.parentId === null ? null : (slugById.get(c.parentId) ?? null),
        sort_order: c.sortOrder,
        is_active: c.isActive,
        icon: c.icon,
        image: c.image ? image(c.image) : null,
        features: c.features,
        // Written only when there are some, so an untranslated catalogue's file reads as before.
        ...(hasTranslations(c.translations) ? { translations: c.translations } : {}),
      }
    }),
    products: productRows.map((p) => {
      log(`product ${p.slug}`)
      return {
        slug: p.slug,
        name: p.name,
        title: p.title,
        subtitle: p.subtitle,
        short_description: p.shortDescription,
        description: p.description,
        category: p.categoryId === null ? '' : (slugById.get(p.categoryId) ?? ''),
        series: p.series,
        is_active: p.isActive,
        is_featured: p.isFeatured,
        price: p.price === null ? null : Number(p.price),
        sort_order: p.sortOrder,
        created_at: p.createdAt.toISOString(),
        images: p.images.map(image),
        key_features: p.keyFeatures,
        features: p.features,
        highlights: p.highlights,
        specifications: toSpecifications(p.specifications),
        applications: p.applications,
        downloads: p.downloads.map((d) =>
          'generate' in d.source
            ? { name: d.name, type: 'PDF' as const, generate: 'datasheet' as const }
            : {
                name: d.name,
                type: d.type,
                file: copy(d.source.file, `documents/${d.source.file}`),
              },
        ),
        gallery: p.gallery.map((g) => ({
          number: g.number,
          title: g.title,
          description: g.description,
          image: image(g.image),
        })),
        ...(hasTranslations(p.translations) ? { translations: p.translations } : {}),
      }
    }),
  }
  return {
    file,
    files: [...files].map(([relative, from]) => ({ from, relative })),
  } satisfies CatalogueExport
}

/** An original named in the catalogue, read from the media store (the local folder or the bucket). */
export function readOriginal(store: MediaStore, name: string): Promise<Buffer> {
  return readMedia(store, 'originals', name)
}

const hasTranslations = (t: object) => Object.values(t).some((v) => v !== undefined)

export async function exportCatalogue(
  outDir: string,
  options: { db: Db; dataDir: string; onProgress?: (line: string) => void },
) {
  const log = options.onProgress ?? (() => undefined)
  const { file, files } = await catalogueAsFile(options)
  const out = path.resolve(outDir)
  mkdirSync(path.join(out, 'images'), { recursive: true })
  mkdirSync(path.join(out, 'documents'), { recursive: true })
  const store = mediaStore(options.dataDir)
  for (const { from, relative } of files) writeFileSync(path.join(out, relative), await readOriginal(store, from))
  const target = path.join(out, 'catalogue.json')
  writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`)
  log(`Wrote ${target}: ${file.categories.length} categories, ${file.products.length} products, ${files.length} files`)
  return { file: target, categories: file.categories.length, products: file.products.length, files: files.length }
}
