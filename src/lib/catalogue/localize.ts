/**
 * How a catalogue entry reads in Dari or Pashto (docs/decisions/033-catalogue-translations.md): each text
 * is its translation where there is one and the English text where not, field by field and item by item, and the
 * English ones are listed (the DTO's `fallback`). One function per entity kind, over the texts alone, so the public
 * DTOs (src/server/catalogue/dto-locale.ts), the staff list's "missing Dari" column and `npm run catalogue:check`'s
 * coverage count the same way. Pure and isomorphic; types only from the file format (no zod at run time).
 */
import type { CategoryTranslation, ProductTranslation } from './file-format'
import type { CategoryTextField, ProductTextField } from './types'

/** The translatable texts of a product, in catalogue order. */
export interface ProductTexts {
  name: string
  title: string
  subtitle: string
  short_description: string
  description: string
  key_features: readonly string[]
  features: readonly string[]
  applications: readonly string[]
  highlights: readonly { number: string; title: string; description: string }[]
  images: readonly { alt: string }[]
  gallery: readonly { title: string; description: string; alt: string }[]
  downloads: readonly { name: string }[]
  specifications: readonly { group: string; rows: readonly { label: string; value: string }[] }[]
}

/** The translatable texts of a category (`image_alt` null when it has no image). */
export interface CategoryTexts {
  name: string
  description: string
  features: readonly string[]
  image_alt: string | null
}

export interface Localized<T, F extends string> {
  texts: T
  /** The texts that stayed English for want of a translation (empty English texts are not counted). */
  fallback: F[]
  /** Texts that need a translation (English not empty), and how many have one: the translation's coverage. */
  total: number
  translated: number
}

/** Collects texts: the translation when given, else the English text (noted as a fallback when not empty). */
function collector<F extends string>() {
  const out = { fallback: [] as F[], total: 0, translated: 0 }
  const pick = (english: string, translation: string | null | undefined, field: F): string => {
    if (!english) return translation || english
    out.total++
    if (translation) {
      out.translated++
      return translation
    }
    out.fallback.push(field)
    return english
  }
  return { out, pick }
}

export function localizeProductTexts(
  en: ProductTexts,
  t: ProductTranslation | undefined,
): Localized<ProductTexts, ProductTextField> {
  const { out, pick } = collector<ProductTextField>()
  const list = (field: 'key_features' | 'features' | 'applications') =>
    en[field].map((text, i) => pick(text, t?.[field]?.[i], `${field}.${i}`))
  const specs = t?.specifications
  const texts: ProductTexts = {
    name: pick(en.name, t?.name, 'name'),
    title: pick(en.title, t?.title, 'title'),
    subtitle: pick(en.subtitle, t?.subtitle, 'subtitle'),
    short_description: pick(en.short_description, t?.short_description, 'short_description'),
    description: pick(en.description, t?.description, 'description'),
    key_features: list('key_features'),
    features: list('features'),
    applications: list('applications'),
    highlights: en.highlights.map((h, i) => ({
      // A figure ("1,408", "8 mm") reads the same in any language: used when translated, never a fallback.
      number: t?.highlights?.[i]?.number || h.number,
      title: pick(h.title, t?.highlights?.[i]?.title, `highlights.${i}.title`),
      description: pick(h.description, t?.highlights?.[i]?.description, `highlights.${i}.description`),
    })),
    images: en.images.map((img, i) => ({ alt: pick(img.alt, t?.images?.[i]?.alt, `images.${i}.alt`) })),
    gallery: en.gallery.map((g, i) => ({
      title: pick(g.title, t?.gallery?.[i]?.title, `gallery.${i}.title`),
      description: pick(g.description, t?.gallery?.[i]?.description, `gallery.${i}.description`),
      alt: pick(g.alt, t?.gallery?.[i]?.alt, `gallery.${i}.image.alt`),
    })),
    downloads: en.downloads.map((d, i) => ({ name: pick(d.name, t?.downloads?.[i]?.name, `downloads.${i}.name`) })),
    specifications: [],
  }
  // Group names and row labels are keys of the DTO's map: a translation that would repeat a name already shown
  // (two groups given the same translation) would merge them, so such a one stays English.
  const groupNames = new Set<string>()
  texts.specifications = en.specifications.map((g, gi) => {
    const translated = specs?.groups?.[g.group]
    const group = pick(
      g.group,
      translated && !groupNames.has(translated) ? translated : undefined,
      `specifications.${gi}`,
    )
    groupNames.add(group)
    const labels = new Set<string>()
    const rows = g.rows.map((r, ri) => {
      const tl = specs?.labels?.[r.label]
      const label = pick(r.label, tl && !labels.has(tl) ? tl : undefined, `specifications.${gi}.${ri}`)
      labels.add(label)
      return { label, value: specs?.values?.[r.value] || r.value }
    })
    return { group, rows }
  })
  return { texts, ...out }
}

export function localizeCategoryTexts(
  en: CategoryTexts,
  t: CategoryTranslation | undefined,
): Localized<CategoryTexts, CategoryTextField> {
  const { out, pick } = collector<CategoryTextField>()
  const texts: CategoryTexts = {
    name: pick(en.name, t?.name, 'name'),
    description: pick(en.description, t?.description, 'description'),
    features: en.features.map((f, i) => pick(f, t?.features?.[i], `features.${i}`)),
    image_alt: en.image_alt === null ? null : pick(en.image_alt, t?.image_alt, 'image.alt'),
  }
  return { texts, ...out }
}

/** A translation's state for the staff list: nothing yet, some texts, or every text. */
export type TranslationStatus = 'missing' | 'partial' | 'complete'

export function translationStatus(coverage: { total: number; translated: number }): TranslationStatus {
  if (coverage.translated >= coverage.total) return 'complete'
  return coverage.translated === 0 ? 'missing' : 'partial'
}

/** A catalogue file's specifications map as ordered groups (maps keep their insertion order). */
export function orderedSpecifications(specs: Record<string, Record<string, string>>): ProductTexts['specifications'] {
  return Object.entries(specs).map(([group, rows]) => ({
    group,
    rows: Object.entries(rows).map(([label, value]) => ({ label, value })),
  }))
}
