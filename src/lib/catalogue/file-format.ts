/**
 * The catalogue file format read by `npm run catalogue:import` and written by `npm run catalogue:export`.
 * The seed (`catalogue/seed/catalogue.json`) is a file of this format. Image and document paths are relative to
 * the JSON file. Every problem is reported with its path, e.g. `products[3].specifications: expected object`.
 */
import { z } from 'zod'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = z.string().max(100).regex(SLUG_PATTERN, 'expected a lowercase slug like "rtk-rovers"')
/** A required text of at most `max` characters, trimmed (shared with ./editor-format.ts). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max)
/** Path of a file beside the catalogue JSON: relative, forward slashes, no parent segments. */
const relativeFile = z
  .string()
  .min(1)
  .max(300)
  .refine((p) => !p.startsWith('/') && !p.includes('\\') && !p.split('/').includes('..'), {
    message: 'expected a relative path inside the catalogue folder (no "..", no leading "/")',
  })

export const imageRefSchema = z.strictObject({
  /** svg, png, jpg or webp; SVG is rasterised at import and never served as SVG. */
  file: relativeFile.refine((p) => /\.(svg|png|jpe?g|webp)$/i.test(p), {
    message: 'expected .svg, .png, .jpg or .webp',
  }),
  alt: z.string().trim().max(200),
})

export const downloadSchema = z.union([
  /** A document beside the JSON: a .pdf is copied as is; a .md is typeset to PDF at import. */
  z.strictObject({
    name: requiredText(120),
    type: requiredText(20),
    file: relativeFile.refine((p) => /\.(pdf|md)$/i.test(p), { message: 'expected a .pdf or .md file' }),
  }),
  /** Generated at import from the product's own catalogue data. */
  z.strictObject({ name: requiredText(120), type: z.literal('PDF'), generate: z.literal('datasheet') }),
])

/** One specification cell's rules, shared by the file's map and the editor's ordered rows. */
export const specGroupNameSchema = z.string().trim().min(1).max(80)
export const specLabelSchema = z.string().trim().min(1).max(80)
export const specValueSchema = z.string().trim().min(1).max(300)
export const MAX_SPEC_GROUPS = 40

const specificationsSchema = z
  .record(specGroupNameSchema, z.record(specLabelSchema, specValueSchema))
  .refine((groups) => Object.keys(groups).length <= MAX_SPEC_GROUPS, {
    message: `at most ${MAX_SPEC_GROUPS} specification groups`,
  })

// ---------------------------------------------------------------------------------------------------------------
// Translations (docs/decisions/033-catalogue-translations.md). English is the catalogue's own language;
// an entry may carry `translations.fa` and `translations.ps` with any of its texts in Dari and Pashto. Every field is
// optional and falls back to the English one, field by field and item by item: a list is given whole, one entry per
// English entry in the same order (null or "" where an entry is not translated yet); specification groups, row
// labels and (rarely) textual values are maps from the English text to its translation.

/** The locales a catalogue entry is translated into: every site locale except English, the catalogue's own. */
export type TranslationLocale = Exclude<Locale, 'en'>
export const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as TranslationLocale[]

/** A translated text; "" is the same as leaving it out (the English shows). */
const translatedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional()
/** One entry of a translated list: null or "" when this entry is not translated yet. */
const translatedItem = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null)
/** English text → its translation; empty translations are dropped. */
const translatedMap = (keyMax: number, max: number) =>
  z
    .record(z.string().trim().min(1).max(keyMax), z.string().trim().max(max))
    .transform((map) => Object.fromEntries(Object.entries(map).filter(([, v]) => v !== '')))
    .optional()

/** `{ fa?: T, ps?: T }`: one object per translated locale; any other key is refused with its name. */
function perLocale<S extends z.ZodType>(schema: S) {
  const shape = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, schema.optional()])) as Record<
    TranslationLocale,
    z.ZodOptional<S>
  >
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown locale ${issue.keys.map((k) => `"${k}"`).join(', ')}: translations are keyed by ` +
          TRANSLATION_LOCALES.join(' or ')
        : undefined,
  })
}

export const categoryTranslationSchema = z.strictObject({
  name: translatedText(100),
  description: translatedText(1000),
  features: z.array(translatedItem(120)).max(12).optional(),
  /** Alt text of the category's image. */
  image_alt: translatedText(200),
})

export const productTranslationSchema = z.strictObject({
  name: translatedText(120),
  title: translatedText(200),
  subtitle: translatedText(200),
  short_description: translatedText(400),
  description: translatedText(5000),
  key_features: z.array(translatedItem(200)).max(20).optional(),
  features: z.array(translatedItem(200)).max(40).optional(),
  /** Per highlight; `number` usually stays as it is ("1,408", "8 mm"). */
  highlights: z
    .array(
      z
        .strictObject({ number: translatedText(20), title: translatedText(80), description: translatedText(300) })
        .nullable()
        .transform((v) => v ?? {}),
    )
    .max(12)
    .optional(),
  applications: z.array(translatedItem(120)).max(30).optional(),
  /** Alt text per image, in the order of `images`. */
  images: z
    .array(
      z
        .strictObject({ alt: translatedText(200) })
        .nullable()
        .transform((v) => v ?? {}),
    )
    .max(12)
    .optional(),
  /** Per gallery panel: its title, description and image alt text. */
  gallery: z
    .array(
      z
        .strictObject({ title: translatedText(100), description: translatedText(600), alt: translatedText(200) })
        .nullable()
        .transform((v) => v ?? {}),
    )
    .max(12)
    .optional(),
  /** Per download: the name shown on its link. */
  downloads: z
    .array(
      z
        .strictObject({ name: translatedText(120) })
        .nullable()
        .transform((v) => v ?? {}),
    )
    .max(12)
    .optional(),
  specifications: z
    .strictObject({
      /** English group name → translated group name. */
      groups: translatedMap(80, 80),
      /** English row label → translated label (for every group: a label means the same wherever it appears). */
      labels: translatedMap(80, 80),
      /** English value → translated value, for textual values such as "Yes" or "Internal"; figures stay as they are. */
      values: translatedMap(300, 300),
    })
    .optional(),
})

export type CategoryTranslation = z.output<typeof categoryTranslationSchema>
export type ProductTranslation = z.output<typeof productTranslationSchema>
export type CategoryTranslations = Partial<Record<TranslationLocale, CategoryTranslation>>
export type ProductTranslations = Partial<Record<TranslationLocale, ProductTranslation>>

export const categoryFileSchema = z.strictObject({
  slug,
  name: requiredText(100),
  description: z.string().trim().max(1000).default(''),
  /** Slug of the parent category, or null for a top-level category. */
  parent: slug.nullable().default(null),
  sort_order: z.number().int().min(0).max(10000).default(0),
  is_active: z.boolean().default(true),
  /** lucide-react icon name used on cards, e.g. "satellite". */
  icon: z.string().max(40).nullable().default(null),
  image: imageRefSchema.nullable().default(null),
  features: z.array(requiredText(120)).max(12).default([]),
  /** Dari and Pashto texts (see "Translations" above); checked against the English entry by translationIssues. */
  translations: perLocale(categoryTranslationSchema).optional(),
})

export const productFileSchema = z.strictObject({
  slug,
  name: requiredText(120),
  title: requiredText(200),
  subtitle: z.string().trim().max(200).default(''),
  short_description: z.string().trim().max(400).default(''),
  description: z.string().trim().max(5000).default(''),
  /** Slug of the product's category. */
  category: slug,
  series: z.string().trim().max(80).default(''),
  is_active: z.boolean().default(true),
  is_featured: z.boolean().default(false),
  /** US dollars, or null when sold on quotation only. */
  price: z.number().positive().max(10_000_000).multipleOf(0.01).nullable().default(null),
  sort_order: z.number().int().min(0).max(10000).default(0),
  /** When the product entered the catalogue (drives "Newest"); defaults to the import time. */
  created_at: z.iso.datetime({ offset: true }).optional(),
  images: z.array(imageRefSchema).min(1).max(12),
  key_features: z.array(requiredText(200)).max(20).default([]),
  features: z.array(requiredText(200)).max(40).default([]),
  highlights: z
    .array(z.strictObject({ number: requiredText(20), title: requiredText(80), description: requiredText(300) }))
    .max(12)
    .default([]),
  specifications: specificationsSchema.default({}),
  applications: z.array(requiredText(120)).max(30).default([]),
  downloads: z.array(downloadSchema).max(12).default([]),
  gallery: z
    .array(
      z.strictObject({
        number: z.number().int().min(1).max(99),
        title: requiredText(100),
        description: requiredText(600),
        image: imageRefSchema,
      }),
    )
    .max(12)
    .default([]),
  /** Dari and Pashto texts (see "Translations" above); checked against the English entry by translationIssues. */
  translations: perLocale(productTranslationSchema).optional(),
})

export const catalogueFileSchema = z
  .strictObject({
    version: z.literal(1),
    categories: z.array(categoryFileSchema).max(500),
    // A distributor's price list with accessories: the big-catalogue figures use 10,000 (docs/scaling-out.md).
    products: z.array(productFileSchema).max(20_000),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>()
    const categorySlugs = new Set(file.categories.map((c) => c.slug))
    file.categories.forEach((c, i) => {
      if (seen.has(c.slug))
        ctx.addIssue({ code: 'custom', path: ['categories', i, 'slug'], message: `duplicate slug "${c.slug}"` })
      seen.add(c.slug)
      if (c.parent !== null && !categorySlugs.has(c.parent))
        ctx.addIssue({ code: 'custom', path: ['categories', i, 'parent'], message: `unknown category "${c.parent}"` })
      if (c.parent === c.slug)
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i, 'parent'],
          message: 'a category cannot be its own parent',
        })
    })
    const productSlugs = new Set<string>()
    file.products.forEach((p, i) => {
      if (productSlugs.has(p.slug))
        ctx.addIssue({ code: 'custom', path: ['products', i, 'slug'], message: `duplicate slug "${p.slug}"` })
      productSlugs.add(p.slug)
      if (!categorySlugs.has(p.category))
        ctx.addIssue({ code: 'custom', path: ['products', i, 'category'], message: `unknown category "${p.category}"` })
    })
    file.categories.forEach((c, i) => {
      for (const issue of categoryTranslationIssues(c))
        ctx.addIssue({ code: 'custom', path: ['categories', i, ...issue.path], message: issue.message })
    })
    file.products.forEach((p, i) => {
      for (const issue of productTranslationIssues(p))
        ctx.addIssue({ code: 'custom', path: ['products', i, ...issue.path], message: issue.message })
    })
  })

/** A problem of an entry's translations, with its path inside the entry (`translations.fa.features`). */
export interface TranslationIssue {
  path: (string | number)[]
  message: string
}

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`)

/** A translated list must line up with its English list: one entry per English entry. */
function checkLength(
  issues: TranslationIssue[],
  path: (string | number)[],
  translated: readonly unknown[] | undefined,
  english: readonly unknown[],
): void {
  if (translated && translated.length !== english.length)
    issues.push({
      path,
      message:
        `expected ${entries(english.length)}, one per English entry in the same order (null where not ` +
        `translated), found ${translated.length}`,
    })
}

/** What the schema alone cannot see: translated lists of the wrong length. */
export function categoryTranslationIssues(c: Pick<CategoryFileEntry, 'features' | 'translations'>): TranslationIssue[] {
  const issues: TranslationIssue[] = []
  for (const [locale, t] of Object.entries(c.translations ?? {}))
    if (t) checkLength(issues, ['translations', locale, 'features'], t.features, c.features)
  return issues
}

/**
 * What the schema alone cannot see: translated lists of the wrong length, and specification translations for a
 * group, label or value the product does not have (a typo, or a translation left behind by an English edit).
 */
export function productTranslationIssues(
  p: Pick<
    ProductFileEntry,
    | 'key_features'
    | 'features'
    | 'highlights'
    | 'applications'
    | 'images'
    | 'gallery'
    | 'downloads'
    | 'specifications'
    | 'translations'
  >,
): TranslationIssue[] {
  const issues: TranslationIssue[] = []
  const groups = new Set(Object.keys(p.specifications))
  const labels = new Set(Object.values(p.specifications).flatMap((rows) => Object.keys(rows)))
  const values = new Set(Object.values(p.specifications).flatMap((rows) => Object.values(rows)))
  for (const [locale, t] of Object.entries(p.translations ?? {})) {
    if (!t) continue
    const at = (...path: (string | number)[]) => ['translations', locale, ...path]
    checkLength(issues, at('key_features'), t.key_features, p.key_features)
    checkLength(issues, at('features'), t.features, p.features)
    checkLength(issues, at('highlights'), t.highlights, p.highlights)
    checkLength(issues, at('applications'), t.applications, p.applications)
    checkLength(issues, at('images'), t.images, p.images)
    checkLength(issues, at('gallery'), t.gallery, p.gallery)
    checkLength(issues, at('downloads'), t.downloads, p.downloads)
    const specs = t.specifications
    const unknown = (kind: 'groups' | 'labels' | 'values', known: Set<string>, what: string) => {
      for (const key of Object.keys(specs?.[kind] ?? {}))
        if (!known.has(key))
          issues.push({ path: at('specifications', kind, key), message: `the product has no ${what} "${key}"` })
    }
    unknown('groups', groups, 'specification group')
    unknown('labels', labels, 'specification row labelled')
    unknown('values', values, 'specification value')
  }
  return issues
}

export type CatalogueFile = z.infer<typeof catalogueFileSchema>
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>
export type CategoryFileEntry = z.infer<typeof categoryFileSchema>
export type ProductFileEntry = z.infer<typeof productFileSchema>
