import 'server-only'

import type { CategoryTranslation, ProductTranslation } from '@/lib/catalogue/file-format'
import { localizeCategoryTexts, localizeProductTexts, type ProductTexts } from '@/lib/catalogue/localize'
import type { Category, CategoryRef, Product, Specifications } from '@/lib/catalogue/types'

/**
 * The English DTOs of ./dto.ts in Dari or Pashto (docs/decisions/033-catalogue-translations.md): every
 * text replaced by its translation where there is one, the rest left English and listed in `fallback`. Everything
 * that is not text (ids, images' files, prices, dates) is the English DTO's own object, shared, not copied.
 */

function productTexts(p: Product): ProductTexts {
  return {
    name: p.name,
    title: p.title,
    subtitle: p.subtitle,
    short_description: p.short_description,
    description: p.description,
    key_features: p.key_features,
    features: p.features,
    applications: p.applications,
    highlights: p.highlights,
    images: p.images,
    gallery: p.gallery.map((g) => ({ title: g.title, description: g.description, alt: g.image.alt })),
    downloads: p.downloads,
    specifications: Object.entries(p.specifications).map(([group, rows]) => ({
      group,
      rows: Object.entries(rows).map(([label, value]) => ({ label, value })),
    })),
  }
}

/** A localized category name for a product's `category`, and whether it stayed English. */
export interface LocalizedCategoryName {
  name: string
  fellBack: boolean
}

export function localizeProduct(
  product: Product,
  translation: ProductTranslation | undefined,
  categoryName: LocalizedCategoryName | undefined,
): Product {
  const { texts: t, fallback } = localizeProductTexts(productTexts(product), translation)
  const specifications: Specifications = {}
  for (const g of t.specifications) specifications[g.group] = Object.fromEntries(g.rows.map((r) => [r.label, r.value]))
  const category: CategoryRef | null =
    product.category && categoryName ? { ...product.category, name: categoryName.name } : product.category
  if (categoryName?.fellBack) fallback.push('category')
  return {
    ...product,
    name: t.name,
    title: t.title,
    subtitle: t.subtitle,
    short_description: t.short_description,
    description: t.description,
    category,
    images: product.images.map((img, i) => (t.images[i]!.alt === img.alt ? img : { ...img, alt: t.images[i]!.alt })),
    gallery: product.gallery.map((g, i) => {
      const lt = t.gallery[i]!
      return {
        ...g,
        title: lt.title,
        description: lt.description,
        image: lt.alt === g.image.alt ? g.image : { ...g.image, alt: lt.alt },
      }
    }),
    key_features: [...t.key_features],
    features: [...t.features],
    highlights: t.highlights.map((h) => ({ ...h })),
    specifications,
    applications: [...t.applications],
    downloads: product.downloads.map((d, i) => ({ ...d, name: t.downloads[i]!.name })),
    ...(fallback.length ? { fallback } : {}),
  }
}

/** One category (its `children` already localized by the caller). */
export function localizeCategory(
  category: Category,
  translation: CategoryTranslation | undefined,
  children: Category[],
): Category {
  const { texts: t, fallback } = localizeCategoryTexts(
    {
      name: category.name,
      description: category.description,
      features: category.features,
      image_alt: category.image?.alt ?? null,
    },
    translation,
  )
  return {
    ...category,
    name: t.name,
    description: t.description,
    features: [...t.features],
    image: category.image && t.image_alt !== null ? { ...category.image, alt: t.image_alt } : category.image,
    children,
    ...(fallback.length ? { fallback } : {}),
  }
}
