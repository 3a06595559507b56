/**
 * The catalogue file format read by `npm run catalogue:import` and written by `npm run catalogue:export`.
 * The seed (`catalogue/seed/catalogue.json`) is a file of this format. Image and document paths are relative to
 * the JSON file. Every problem is reported with its path, e.g. `products[3].specifications: expected object`.
 */
import { z } from 'zod'

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
  })

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

export const productEditorSchema = productFileSchema
  .omit({ images: true, gallery: true, downloads: true, specifications: true, created_at: true })
  .extend({
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
  const { images, gallery, downloads, specifications, ...rest } = data
  return {
    ...rest,
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
