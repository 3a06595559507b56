/**
 * The staff product editor's shapes: the import's own product schema with only what differs in a browser replaced
 * (./file-format.ts is the file format itself; ./editor-translations.ts maps translations between the two).
 */
import { z } from 'zod'

import {
  MAX_SPEC_GROUPS,
  TRANSLATION_LOCALES,
  TranslationLocale,
  productFileSchema,
  specGroupNameSchema,
  specLabelSchema,
  specValueSchema,
  requiredText,
} from './file-format'

// The staff product editor (decision 017) validates with the import's own product schema: the editor's shape is
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
 * The editor's translations of one locale (decision 033). Texts of single fields as they are ("" = not translated);
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
      .array(z.strictObject({ title: requiredText(100), description: requiredText(600), image: editorImageSchema }))
      .max(12)
      .default([]),
    downloads: z
      .array(
        z.union([
          z.strictObject({ name: requiredText(120), type: requiredText(20), file: storedSource('document') }),
          z.strictObject({ name: requiredText(120), type: z.literal('PDF'), generate: z.literal('datasheet') }),
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
