import 'server-only'

import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'

import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/catalogue/file-format'
import { localizeProductTexts, translationStatus, type TranslationStatus } from '@/lib/catalogue/localize'
import { pageCount } from '@/lib/pagination'
import { getDb } from '@/server/db/client'
import { categories, products, type ProductRow } from '@/server/db/schema'

/** The staff product list: every product, drafts included, searched, filtered, sorted and paged in SQL. */

export const EDITOR_SORTS = {
  name: { label: 'Name', order: [asc(products.name)] },
  updated: { label: 'Last changed', order: [desc(products.updatedAt), asc(products.name)] },
  price: { label: 'Price', order: [sql`${products.price} asc nulls last`, asc(products.name)] },
  sort: { label: 'Sort order', order: [asc(products.sortOrder), asc(products.name)] },
} as const
export type EditorSort = keyof typeof EDITOR_SORTS
export const EDITOR_PAGE_SIZE = 25

export interface EditorListQuery {
  q?: string
  /** Category slug. */
  category?: string
  status?: 'published' | 'draft'
  /** Only products not yet fully translated into this locale (docs/decisions/033-catalogue-translations.md). */
  missing?: TranslationLocale
  sort?: EditorSort
  page?: number
}

export interface EditorListRow {
  id: number
  slug: string
  name: string
  categoryName: string | null
  price: number | null
  isActive: boolean
  isFeatured: boolean
  updatedAt: Date
  thumbnail: string | null
  /** Per locale: no text translated yet, some, or every one (the same count as the public fallback list). */
  translations: Record<TranslationLocale, { status: TranslationStatus; translated: number; total: number }>
}

/** The columns a product's translation coverage is read from. */
const textColumns = {
  name: products.name,
  title: products.title,
  subtitle: products.subtitle,
  shortDescription: products.shortDescription,
  description: products.description,
  keyFeatures: products.keyFeatures,
  features: products.features,
  applications: products.applications,
  highlights: products.highlights,
  images: products.images,
  gallery: products.gallery,
  downloads: products.downloads,
  specifications: products.specifications,
  translations: products.translations,
}
type TextRow = Pick<ProductRow, keyof typeof textColumns>

/** How much of a product is translated into each locale, counted as the public DTOs count their fallback. */
export function translationCoverage(row: TextRow): EditorListRow['translations'] {
  const english = {
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    description: row.description,
    key_features: row.keyFeatures,
    features: row.features,
    applications: row.applications,
    highlights: row.highlights,
    images: row.images,
    gallery: row.gallery.map((g) => ({ title: g.title, description: g.description, alt: g.image.alt })),
    downloads: row.downloads,
    specifications: row.specifications,
  }
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => {
      const { total, translated } = localizeProductTexts(english, row.translations[locale])
      return [locale, { status: translationStatus({ total, translated }), total, translated }]
    }),
  ) as EditorListRow['translations']
}

/** Every product, drafts included (the public snapshot holds only published ones), filtered, sorted and paged. */
export async function listEditorProducts(query: EditorListQuery = {}) {
  const db = await getDb()
  const filters: SQL[] = []
  const q = query.q?.trim()
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    filters.push(or(ilike(products.name, like), ilike(products.slug, like), ilike(products.title, like))!)
  }
  if (query.category) filters.push(eq(categories.slug, query.category))
  if (query.status) filters.push(eq(products.isActive, query.status === 'published'))
  if (query.missing) {
    // Coverage is counted from the texts, in memory: a catalogue is hundreds of products (docs/decisions/004).
    const locale = query.missing
    const candidates = await db
      .select({ id: products.id, ...textColumns })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(filters.length ? and(...filters) : undefined)
    const ids = candidates.filter((r) => translationCoverage(r)[locale].status !== 'complete').map((r) => r.id)
    filters.push(ids.length ? inArray(products.id, ids) : sql`false`)
  }
  const where = filters.length ? and(...filters) : undefined
  const [{ total }] = (await db
    .select({ total: count() })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)) as [{ total: number }]
  const pages = pageCount(total, EDITOR_PAGE_SIZE)
  const page = Math.min(Math.max(1, query.page ?? 1), pages)
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      categoryName: categories.name,
      price: products.price,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      updatedAt: products.updatedAt,
      text: textColumns,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...EDITOR_SORTS[query.sort ?? 'name'].order)
    .limit(EDITOR_PAGE_SIZE)
    .offset((page - 1) * EDITOR_PAGE_SIZE)
  const items: EditorListRow[] = rows.map(({ text, price, ...r }) => ({
    ...r,
    price: price === null ? null : Number(price),
    thumbnail: text.images[0]?.variants.find((v) => v.format === 'webp')?.filename ?? null,
    translations: translationCoverage(text),
  }))
  return { items, total, page, pageCount: pages }
}

/** Categories to choose from (all of them, inactive ones marked), in tree order by name. */
export async function listEditorCategories() {
  const db = await getDb()
  return db
    .select({ slug: categories.slug, name: categories.name, isActive: categories.isActive })
    .from(categories)
    .orderBy(asc(categories.name))
}
