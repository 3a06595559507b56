import 'server-only'

/**
 * Writes the whole catalogue (inactive entries too) as a catalogue file with its image and document files beside
 * it, in the format `importCatalogue` reads: export, edit, import again. The CLI runs it under
 * `tsx --conditions=react-server`, where `server-only` is an empty module.
 */
import { createWriteStream, mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { asc, gt } from 'drizzle-orm'

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

type CategoryRow = typeof categories.$inferSelect
type ProductRow = typeof products.$inferSelect
type CategoryEntry = CatalogueFileInput['categories'][number]
type ProductEntry = CatalogueFileInput['products'][number]

/** Products read from the database this many at a time (keyset by id), so an export holds one page, not all. */
export const EXPORT_PAGE_SIZE = 200

/** Turns rows into file entries, collecting the originals they refer to (a few hundred names, not the files). */
class EntryWriter {
  /** path beside the file → stored original */
  readonly files = new Map<string, string>()
  constructor(private readonly slugById: Map<number, string>) {}

  private copy(from: string, relative: string) {
    this.files.set(relative, from)
    return relative
  }
  private image(img: StoredImage) {
    return { file: this.copy(img.source, `images/${img.source}`), alt: img.alt }
  }

  category(c: CategoryRow): CategoryEntry {
    return {
      slug: c.slug,
      name: c.name,
      description: c.description,
      parent: c.parentId === null ? null : (this.slugById.get(c.parentId) ?? null),
      sort_order: c.sortOrder,
      is_active: c.isActive,
      icon: c.icon,
      image: c.image ? this.image(c.image) : null,
      features: c.features,
      // Written only when there are some, so an untranslated catalogue's file reads as before.
      ...(hasTranslations(c.translations) ? { translations: c.translations } : {}),
    }
  }

  product(p: ProductRow): ProductEntry {
    return {
      slug: p.slug,
      name: p.name,
      title: p.title,
      subtitle: p.subtitle,
      short_description: p.shortDescription,
      description: p.description,
      category: p.categoryId === null ? '' : (this.slugById.get(p.categoryId) ?? ''),
      series: p.series,
      is_active: p.isActive,
      is_featured: p.isFeatured,
      price: p.price === null ? null : Number(p.price),
      sort_order: p.sortOrder,
      created_at: p.createdAt.toISOString(),
      images: p.images.map((img) => this.image(img)),
      key_features: p.keyFeatures,
      features: p.features,
      highlights: p.highlights,
      specifications: toSpecifications(p.specifications),
      applications: p.applications,
      downloads: p.downloads.map((d) =>
        'generate' in d.source
          ? { name: d.name, type: 'PDF' as const, generate: 'datasheet' as const }
          : { name: d.name, type: d.type, file: this.copy(d.source.file, `documents/${d.source.file}`) },
      ),
      gallery: p.gallery.map((g) => ({
        number: g.number,
        title: g.title,
        description: g.description,
        image: this.image(g.image),
      })),
      ...(hasTranslations(p.translations) ? { translations: p.translations } : {}),
    }
  }

  fileList() {
    return [...this.files].map(([relative, from]) => ({ from, relative }))
  }
}

type ExportOptions = {
  db: Db
  dataDir: string
  onProgress?: (line: string) => void
  /** Products read at a time; `EXPORT_PAGE_SIZE` unless a test wants several pages of a small catalogue. */
  pageSize?: number
}

async function entryWriter(db: Db) {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
  return { categoryRows, writer: new EntryWriter(new Map(categoryRows.map((c) => [c.id, c.slug]))) }
}

/** Every product, `EXPORT_PAGE_SIZE` rows at a time in id order. */
async function* productPages(db: Db, size = EXPORT_PAGE_SIZE): AsyncGenerator<ProductRow[]> {
  for (let after = 0; ;) {
    const page = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(size)
    if (page.length) yield page
    if (page.length < size) return
    after = page.at(-1)!.id
  }
}

/**
 * The whole catalogue as a catalogue file in memory, and the originals it refers to. The staff panel's dry run
 * compares an upload with it; exports stream instead (`catalogueJson`).
 */
export async function catalogueAsFile(options: ExportOptions) {
  const log = options.onProgress ?? (() => undefined)
  const { categoryRows, writer } = await entryWriter(options.db)
  const file: CatalogueFileInput = { version: 1, categories: [], products: [] }
  for (const c of categoryRows) {
    log(`category ${c.slug}`)
    file.categories.push(writer.category(c))
  }
  for await (const page of productPages(options.db, options.pageSize))
    for (const p of page) {
      log(`product ${p.slug}`)
      file.products.push(writer.product(p))
    }
  return { file, files: writer.fileList() } satisfies CatalogueExport
}

/** One entry of a top-level array as `JSON.stringify(file, null, 2)` writes it (two levels deep). */
const arrayItem = (entry: object, first: boolean) =>
  `${first ? '' : ','}\n    ${JSON.stringify(entry, null, 2).replaceAll('\n', '\n    ')}`

export interface CatalogueJson {
  /** catalogue.json's text in pieces, the same bytes as `JSON.stringify(file, null, 2)` plus a newline. */
  chunks: AsyncGenerator<string>
  /** Once `chunks` is read to its end: the originals it refers to, and what it held. */
  done: () => { files: CatalogueExport['files']; categories: number; products: number }
}

/**
 * catalogue.json written entry by entry while products are read a page at a time: an export holds one page of
 * products and the list of file names, never the whole file (docs/performance.md "A big catalogue").
 */
export function catalogueJson(options: ExportOptions): CatalogueJson {
  const log = options.onProgress ?? (() => undefined)
  let summary: ReturnType<CatalogueJson['done']> | undefined
  async function* chunks() {
    const { categoryRows, writer } = await entryWriter(options.db)
    yield '{\n  "version": 1,\n  "categories": ['
    for (const [i, c] of categoryRows.entries()) {
      log(`category ${c.slug}`)
      yield arrayItem(writer.category(c), i === 0)
    }
    yield `${categoryRows.length ? '\n  ' : ''}],\n  "products": [`
    let count = 0
    for await (const page of productPages(options.db, options.pageSize)) {
      let text = ''
      for (const p of page) {
        log(`product ${p.slug}`)
        text += arrayItem(writer.product(p), count++ === 0)
      }
      yield text
    }
    yield `${count ? '\n  ' : ''}]\n}\n`
    summary = { files: writer.fileList(), categories: categoryRows.length, products: count }
  }
  return {
    chunks: chunks(),
    done: () => {
      if (!summary) throw new Error('catalogueJson: read every chunk first')
      return summary
    },
  }
}

/** An original named in the catalogue, read from the media store (the local folder or the bucket). */
export function readOriginal(store: MediaStore, name: string): Promise<Buffer> {
  return readMedia(store, 'originals', name)
}

const hasTranslations = (t: object) => Object.values(t).some((v) => v !== undefined)

export async function exportCatalogue(outDir: string, options: ExportOptions) {
  const log = options.onProgress ?? (() => undefined)
  const out = path.resolve(outDir)
  mkdirSync(path.join(out, 'images'), { recursive: true })
  mkdirSync(path.join(out, 'documents'), { recursive: true })
  const target = path.join(out, 'catalogue.json')
  const json = catalogueJson(options)
  await pipeline(Readable.from(json.chunks), createWriteStream(target))
  const { files, categories: categoryCount, products: productCount } = json.done()
  const store = mediaStore(options.dataDir)
  for (const { from, relative } of files) await writeFile(path.join(out, relative), await readOriginal(store, from))
  log(`Wrote ${target}: ${categoryCount} categories, ${productCount} products, ${files.length} files`)
  return { file: target, categories: categoryCount, products: productCount, files: files.length }
}
