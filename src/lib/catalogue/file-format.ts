/**
 * The catalogue file format read by `npm run catalogue:import` and written by `npm run catalogue:export`.
 * The seed (`catalogue/seed/catalogue.json`) is a file of this format. Image and document paths are relative to
 * the JSON file. Every problem is reported with its path, e.g. `products[3].specifications: expected object`.
 */
import { z } from 'zod'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = z.string().max(100).regex(SLUG_PATTERN, 'expected a lowercase slug like "rtk-rovers"')
const text = (max: number) => z.string().trim().min(1).max(max)
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
    name: text(120),
    type: text(20),
    file: relativeFile.refine((p) => /\.(pdf|md)$/i.test(p), { message: 'expected a .pdf or .md file' }),
  }),
  /** Generated at import from the product's own catalogue data. */
  z.strictObject({ name: text(120), type: z.literal('PDF'), generate: z.literal('datasheet') }),
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
// Translations (issue 13, docs/decisions/033-catalogue-translations.md). English is the catalogue's own language; an
// entry may carry `translations.fa` and `translations.ps` with any of its texts in Dari and Pashto. Every field is
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
  name: text(100),
  description: z.string().trim().max(1000).default(''),
  /** Slug of the parent category, or null for a top-level category. */
  parent: slug.nullable().default(null),
  sort_order: z.number().int().min(0).max(10000).default(0),
  is_active: z.boolean().default(true),
  /** lucide-react icon name used on cards, e.g. "satellite". */
  icon: z.string().max(40).nullable().default(null),
  image: imageRefSchema.nullable().default(null),
  features: z.array(text(120)).max(12).default([]),
  /** Dari and Pashto texts (see "Translations" above); checked against the English entry by translationIssues. */
  translations: perLocale(categoryTranslationSchema).optional(),
})

export const productFileSchema = z.strictObject({
  slug,
  name: text(120),
  title: text(200),
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
  key_features: z.array(text(200)).max(20).default([]),
  features: z.array(text(200)).max(40).default([]),
  highlights: z
    .array(z.strictObject({ number: text(20), title: text(80), description: text(300) }))
    .max(12)
    .default([]),
  specifications: specificationsSchema.default({}),
  applications: z.array(text(120)).max(30).default([]),
  downloads: z.array(downloadSchema).max(12).default([]),
  gallery: z
    .array(
      z.strictObject({
        number: z.number().int().min(1).max(99),
        title: text(100),
        description: text(600),
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
    products: z.array(productFileSchema).max(5000),
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

// ---------------------------------------------------------------------------------------------------------------
// The staff product editor (issue 10) validates with the import's own product schema: the editor's shape is
// `productFileSchema` with only the parts that differ in a browser replaced (`omit` + `extend`, so every other
// field keeps exactly the import's rules), and the server converts each save to a file entry and parses it with
// `productFileSchema` again. What differs:
// - files are not paths beside a JSON file but originals already stored on the server (uploaded, checked and
//   re-encoded by the upload routes, or imported): `source` is that stored name;
// - alt text is required (the file format allows it empty for old catalogues; staff must describe new images);
// - specifications are ordered rows (a JSON object cannot hold two rows in a chosen order while being edited);
// - gallery numbers follow the order on screen.

/** Name of an original kept by the server (uploads/originals): content hash + extension, nothing else. */
export const STORED_SOURCE_PATTERN = /^[0-9a-f]{24}\.(?:svg|png|jpe?g|webp|pdf|md)$/

const storedSource = (kind: 'image' | 'document') =>
  z
    .string()
    .regex(STORED_SOURCE_PATTERN, 'upload the file again')
    .refine((name) => (kind === 'image' ? /\.(svg|png|jpe?g|webp)$/.test(name) : /\.(pdf|md)$/.test(name)), {
      message: kind === 'image' ? 'expected an image' : 'expected a PDF',
    })

export const editorImageSchema = z.strictObject({
  source: storedSource('image'),
  alt: z.string().trim().min(1, 'describe the image for people who cannot see it').max(200),
})

export const editorSpecGroupSchema = z
  .strictObject({
    group: specGroupNameSchema,
    rows: z.array(z.strictObject({ label: specLabelSchema, value: specValueSchema })).max(200),
  })
  .superRefine((group, ctx) => {
    const seen = new Set<string>()
    group.rows.forEach((row, i) => {
      const key = row.label.trim().toLowerCase()
      if (key && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'label'],
          message: `"${row.label.trim()}" is already a row of this group`,
        })
      seen.add(key)
    })
  })

/**
 * The editor's translations of one locale (issue 13). Texts of single fields as they are ("" = not translated);
 * every other text keyed by its English text rather than by position, so reordering or removing English entries
 * while editing keeps each translation with its entry, and an English text that is rewritten loses its translation
 * (which would now be stale) instead of passing it to its neighbour. `editorToFileEntry` lines them up with the
 * English lists again, the way the file stores them; the file's own limits are checked on that result.
 */
const editorDictionary = z.record(z.string().max(5000), z.string().max(5000)).default({})
export const editorProductTranslationSchema = z.strictObject({
  name: z.string().max(120).default(''),
  title: z.string().max(200).default(''),
  subtitle: z.string().max(200).default(''),
  short_description: z.string().max(400).default(''),
  description: z.string().max(5000).default(''),
  key_features: editorDictionary,
  features: editorDictionary,
  applications: editorDictionary,
  highlight_numbers: editorDictionary,
  highlight_titles: editorDictionary,
  highlight_descriptions: editorDictionary,
  gallery_titles: editorDictionary,
  gallery_descriptions: editorDictionary,
  gallery_alts: editorDictionary,
  image_alts: editorDictionary,
  download_names: editorDictionary,
  spec_groups: editorDictionary,
  spec_labels: editorDictionary,
  spec_values: editorDictionary,
})
export type EditorProductTranslation = z.output<typeof editorProductTranslationSchema>
export type EditorProductTranslationInput = z.input<typeof editorProductTranslationSchema>

/**
 * `{ fa?: T, ps?: T }` for the editors (same locales as the file). Optional: a save without it keeps the stored
 * translations (a client that does not know them cannot erase them by accident).
 */
export function editorPerLocale<S extends z.ZodType>(schema: S) {
  const shape = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, schema.optional()])) as Record<
    TranslationLocale,
    z.ZodOptional<S>
  >
  return z.strictObject(shape).optional()
}

/** The category form's translations of one locale: features keyed by their English text (as the product's lists). */
export const editorCategoryTranslationSchema = z.strictObject({
  name: z.string().max(100).default(''),
  description: z.string().max(1000).default(''),
  features: editorDictionary,
  image_alt: z.string().max(200).default(''),
})
export type EditorCategoryTranslation = z.output<typeof editorCategoryTranslationSchema>

export const productEditorSchema = productFileSchema
  .omit({ images: true, gallery: true, downloads: true, specifications: true, created_at: true, translations: true })
  .extend({
    translations: editorPerLocale(editorProductTranslationSchema),
    images: z.array(editorImageSchema).min(1, 'add at least one image').max(12),
    gallery: z
      .array(z.strictObject({ title: text(100), description: text(600), image: editorImageSchema }))
      .max(12)
      .default([]),
    downloads: z
      .array(
        z.union([
          z.strictObject({ name: text(120), type: text(20), file: storedSource('document') }),
          z.strictObject({ name: text(120), type: z.literal('PDF'), generate: z.literal('datasheet') }),
        ]),
      )
      .max(12)
      .default([]),
    specifications: z
      .array(editorSpecGroupSchema)
      .max(MAX_SPEC_GROUPS)
      .default([])
      .superRefine((groups, ctx) => {
        const seen = new Set<string>()
        groups.forEach((g, i) => {
          const key = g.group.trim().toLowerCase()
          if (key && seen.has(key))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'group'],
              message: `there is already a group "${g.group.trim()}"`,
            })
          seen.add(key)
        })
      }),
  })

export type ProductEditorInput = z.input<typeof productEditorSchema>
export type ProductEditorData = z.output<typeof productEditorSchema>

/** The editor's data as a catalogue file entry (the shape the import validates and stores). */
export function editorToFileEntry(data: ProductEditorData): z.input<typeof productFileSchema> {
  const { images, gallery, downloads, specifications, translations, ...rest } = data
  const fileTranslations = productTranslationsFromEditor(data, translations ?? {})
  return {
    ...rest,
    ...(fileTranslations ? { translations: fileTranslations } : {}),
    images: images.map((i) => ({ file: i.source, alt: i.alt })),
    gallery: gallery.map((g, i) => ({
      number: i + 1,
      title: g.title,
      description: g.description,
      image: { file: g.image.source, alt: g.image.alt },
    })),
    downloads: downloads.map((d) => ('file' in d ? { name: d.name, type: d.type, file: d.file } : d)),
    specifications: Object.fromEntries(
      specifications.map((g) => [g.group, Object.fromEntries(g.rows.map((r) => [r.label, r.value]))]),
    ),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Translations between the file's shape (lists in English order) and the editors' (keyed by English text).

type Dictionary = Record<string, string>

/** The translation of an English text in an editor dictionary, or null when there is none. */
const lookUp = (dictionary: Dictionary, english: string): string | null => dictionary[english.trim()]?.trim() || null
/** A list lined up with its English list; undefined when no entry is translated (the field is left out). */
function lineUp<T>(english: readonly T[], translate: (item: T) => string | null): (string | null)[] | undefined {
  const out = english.map(translate)
  return out.some((v) => v !== null) ? out : undefined
}
/** Objects lined up with their English list; undefined when no field of any entry is translated. */
function lineUpObjects<T, K extends string>(
  english: readonly T[],
  translate: (item: T) => Partial<Record<K, string | null>>,
): Partial<Record<K, string>>[] | undefined {
  const out = english.map((item) =>
    Object.fromEntries(Object.entries(translate(item)).filter(([, v]) => v)),
  ) as Partial<Record<K, string>>[]
  return out.some((o) => Object.keys(o).length > 0) ? out : undefined
}
/** Only the set fields of an object; undefined when none is. */
function compact<T extends Record<string, unknown>>(value: T): T | undefined {
  const out = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T
  return Object.keys(out).length ? out : undefined
}
/** English text → translation for the entries of a list that have one. */
function toDictionary(english: readonly string[], translated: readonly (string | null | undefined)[] = []) {
  const out: Dictionary = {}
  english.forEach((e, i) => {
    const t = translated[i]
    if (t) out[e.trim()] = t
  })
  return out
}

/** The editor's translations of a product as the file stores them (lists in English order); undefined when empty. */
export function productTranslationsFromEditor(
  english: Pick<
    ProductEditorData,
    'key_features' | 'features' | 'applications' | 'highlights' | 'images' | 'gallery' | 'downloads' | 'specifications'
  >,
  translations: Partial<Record<TranslationLocale, EditorProductTranslation | undefined>>,
): z.input<typeof productTranslationSchema> extends infer T
  ? Partial<Record<TranslationLocale, T>> | undefined
  : never {
  const out: Partial<Record<TranslationLocale, z.input<typeof productTranslationSchema>>> = {}
  for (const locale of TRANSLATION_LOCALES) {
    const t = translations[locale]
    if (!t) continue
    const groups = new Set(english.specifications.map((g) => g.group.trim()))
    const labels = new Set(english.specifications.flatMap((g) => g.rows.map((r) => r.label.trim())))
    const values = new Set(english.specifications.flatMap((g) => g.rows.map((r) => r.value.trim())))
    const specMap = (dictionary: Dictionary, known: Set<string>) =>
      compact(Object.fromEntries(Object.entries(dictionary).filter(([k, v]) => known.has(k.trim()) && v.trim())))
    const entry = compact({
      name: t.name.trim(),
      title: t.title.trim(),
      subtitle: t.subtitle.trim(),
      short_description: t.short_description.trim(),
      description: t.description.trim(),
      key_features: lineUp(english.key_features, (e) => lookUp(t.key_features, e)),
      features: lineUp(english.features, (e) => lookUp(t.features, e)),
      applications: lineUp(english.applications, (e) => lookUp(t.applications, e)),
      highlights: lineUpObjects(english.highlights, (h) => ({
        number: lookUp(t.highlight_numbers, h.number),
        title: lookUp(t.highlight_titles, h.title),
        description: lookUp(t.highlight_descriptions, h.description),
      })),
      images: lineUpObjects(english.images, (i) => ({ alt: lookUp(t.image_alts, i.alt) })),
      gallery: lineUpObjects(english.gallery, (g) => ({
        title: lookUp(t.gallery_titles, g.title),
        description: lookUp(t.gallery_descriptions, g.description),
        alt: lookUp(t.gallery_alts, g.image.alt),
      })),
      downloads: lineUpObjects(english.downloads, (d) => ({ name: lookUp(t.download_names, d.name) })),
      specifications: compact({
        groups: specMap(t.spec_groups, groups),
        labels: specMap(t.spec_labels, labels),
        values: specMap(t.spec_values, values),
      }),
    })
    if (entry) out[locale] = entry
  }
  return Object.keys(out).length ? out : undefined
}

/** A product's stored translations as the editor edits them (keyed by English text). */
export function productTranslationsToEditor(
  english: {
    key_features: readonly string[]
    features: readonly string[]
    applications: readonly string[]
    highlights: readonly { number: string; title: string; description: string }[]
    images: readonly { alt: string }[]
    gallery: readonly { title: string; description: string; image: { alt: string } }[]
    downloads: readonly { name: string }[]
  },
  translations: ProductTranslations | undefined,
): Partial<Record<TranslationLocale, EditorProductTranslation>> {
  const out: Partial<Record<TranslationLocale, EditorProductTranslation>> = {}
  for (const locale of TRANSLATION_LOCALES) {
    const t = translations?.[locale]
    if (!t) continue
    out[locale] = {
      name: t.name ?? '',
      title: t.title ?? '',
      subtitle: t.subtitle ?? '',
      short_description: t.short_description ?? '',
      description: t.description ?? '',
      key_features: toDictionary(english.key_features, t.key_features),
      features: toDictionary(english.features, t.features),
      applications: toDictionary(english.applications, t.applications),
      highlight_numbers: toDictionary(
        english.highlights.map((h) => h.number),
        t.highlights?.map((h) => h.number),
      ),
      highlight_titles: toDictionary(
        english.highlights.map((h) => h.title),
        t.highlights?.map((h) => h.title),
      ),
      highlight_descriptions: toDictionary(
        english.highlights.map((h) => h.description),
        t.highlights?.map((h) => h.description),
      ),
      gallery_titles: toDictionary(
        english.gallery.map((g) => g.title),
        t.gallery?.map((g) => g.title),
      ),
      gallery_descriptions: toDictionary(
        english.gallery.map((g) => g.description),
        t.gallery?.map((g) => g.description),
      ),
      gallery_alts: toDictionary(
        english.gallery.map((g) => g.image.alt),
        t.gallery?.map((g) => g.alt),
      ),
      image_alts: toDictionary(
        english.images.map((i) => i.alt),
        t.images?.map((i) => i.alt),
      ),
      download_names: toDictionary(
        english.downloads.map((d) => d.name),
        t.downloads?.map((d) => d.name),
      ),
      spec_groups: { ...t.specifications?.groups },
      spec_labels: { ...t.specifications?.labels },
      spec_values: { ...t.specifications?.values },
    }
  }
  return out
}

/** The category form's translations as the file stores them; undefined when empty. */
export function categoryTranslationsFromEditor(
  english: { features: readonly string[]; image_alt: string | null },
  translations: Partial<Record<TranslationLocale, EditorCategoryTranslation | undefined>>,
): CategoryTranslations | undefined {
  const out: CategoryTranslations = {}
  for (const locale of TRANSLATION_LOCALES) {
    const t = translations[locale]
    if (!t) continue
    const entry = compact({
      name: t.name.trim(),
      description: t.description.trim(),
      features: lineUp(english.features, (e) => lookUp(t.features, e)),
      image_alt: english.image_alt === null ? undefined : t.image_alt.trim(),
    })
    if (entry) out[locale] = entry
  }
  return Object.keys(out).length ? out : undefined
}

/** A category's stored translations as the category form edits them. */
export function categoryTranslationsToEditor(
  english: { features: readonly string[] },
  translations: CategoryTranslations | undefined,
): Partial<Record<TranslationLocale, EditorCategoryTranslation>> {
  const out: Partial<Record<TranslationLocale, EditorCategoryTranslation>> = {}
  for (const locale of TRANSLATION_LOCALES) {
    const t = translations?.[locale]
    if (!t) continue
    out[locale] = {
      name: t.name ?? '',
      description: t.description ?? '',
      features: toDictionary(english.features, t.features),
      image_alt: t.image_alt ?? '',
    }
  }
  return out
}
