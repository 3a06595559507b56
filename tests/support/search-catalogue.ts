/**
 * The seed catalogue file read as search documents, without a database: for the search index's unit tests and the
 * 2,000-product search benchmark (bench/search.mjs), which multiplies it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { CategoryTranslations, ProductTranslations, TranslationLocale } from '@/lib/catalogue/file-format'
import { localizeCategoryTexts, localizeProductTexts, orderedSpecifications } from '@/lib/catalogue/localize'
import type { SearchableCategory, SearchableProduct } from '@/server/catalogue/search'

interface FileProduct {
  slug: string
  name: string
  title?: string
  subtitle?: string
  series?: string
  category: string
  short_description?: string
  description?: string
  key_features?: string[]
  features?: string[]
  applications?: string[]
  specifications?: Record<string, Record<string, string>>
  translations?: ProductTranslations
}
interface FileCategory {
  slug: string
  name: string
  parent?: string | null
  description?: string
  translations?: CategoryTranslations
}

export const SEED_CATALOGUE = path.resolve(import.meta.dirname, '../../catalogue/seed/catalogue.json')

export function seedSearchDocuments(copies = 1): { products: SearchableProduct[]; categories: SearchableCategory[] } {
  const file = JSON.parse(readFileSync(SEED_CATALOGUE, 'utf8')) as {
    categories: FileCategory[]
    products: FileProduct[]
  }
  const idOf = new Map(file.categories.map((c, i) => [c.slug, i + 1]))
  const categories = file.categories.map((c, i) => ({
    id: i + 1,
    slug: c.slug,
    name: c.name,
    description: c.description ?? '',
    parent_id: c.parent ? (idOf.get(c.parent) ?? null) : null,
  }))
  const categoryName = new Map(file.categories.map((c) => [c.slug, c.name]))
  const products: SearchableProduct[] = []
  for (let copy = 0; copy < copies; copy++) {
    for (const p of file.products) {
      // Copies get a distinct model suffix so they are different products to the index, with the same words.
      const suffix = copy ? ` ${copy}` : ''
      products.push({
        id: products.length + 1,
        slug: p.slug + (copy ? `-${copy}` : ''),
        name: p.name + suffix,
        title: p.title ?? '',
        subtitle: p.subtitle ?? '',
        series: p.series ?? '',
        short_description: p.short_description ?? '',
        description: p.description ?? '',
        key_features: p.key_features ?? [],
        features: p.features ?? [],
        applications: p.applications ?? [],
        specifications: p.specifications ?? {},
        category: { name: categoryName.get(p.category) ?? '' },
        category_id: idOf.get(p.category) ?? null,
      })
    }
  }
  return { products, categories }
}

/**
 * The seed catalogue's search documents in Dari or Pashto (decision 033): each text translated where the seed has a
 * translation, English where not, as the catalogue's localized DTOs have them; with the English documents for the
 * index to match as well.
 */
export function seedSearchDocumentsIn(locale: TranslationLocale): {
  products: SearchableProduct[]
  categories: SearchableCategory[]
  english: { products: SearchableProduct[]; categories: SearchableCategory[] }
} {
  const english = seedSearchDocuments()
  const file = JSON.parse(readFileSync(SEED_CATALOGUE, 'utf8')) as {
    categories: FileCategory[]
    products: FileProduct[]
  }
  const categories = english.categories.map((c, i) => {
    const t = localizeCategoryTexts(
      { name: c.name, description: c.description, features: [], image_alt: null },
      file.categories[i]!.translations?.[locale],
    ).texts
    return { ...c, name: t.name, description: t.description }
  })
  const categoryName = new Map(file.categories.map((c, i) => [c.slug, categories[i]!.name]))
  const products = english.products.map((p, i) => {
    const source = file.products[i]!
    const { texts } = localizeProductTexts(
      {
        ...p,
        highlights: [],
        images: [],
        gallery: [],
        downloads: [],
        specifications: orderedSpecifications(p.specifications),
      },
      source.translations?.[locale],
    )
    return {
      ...p,
      ...texts,
      key_features: [...texts.key_features],
      features: [...texts.features],
      applications: [...texts.applications],
      specifications: Object.fromEntries(
        texts.specifications.map((g) => [g.group, Object.fromEntries(g.rows.map((r) => [r.label, r.value]))]),
      ),
      category: { name: categoryName.get(source.category) ?? '' },
    }
  })
  return { products, categories, english }
}
