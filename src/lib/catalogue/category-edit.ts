/**
 * What the staff category form sends: the catalogue file's own category fields (src/lib/catalogue/file-format.ts,
 * the import's schema, so a category saved in the panel is always one the import would accept) with the parent as
 * an id instead of a slug. Isomorphic: the form validates with it as you type, the server again before writing.
 */
import { z } from 'zod'

import { categoryFileSchema } from './file-format'
import { editorCategoryTranslationSchema, editorPerLocale } from './editor-format'

export const categoryEditSchema = categoryFileSchema
  .pick({ slug: true, name: true, description: true, icon: true, features: true, is_active: true })
  .extend({
    /** An empty field means "no icon". */
    icon: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]*$/, 'expected a lucide icon name like "satellite"')
      .transform((v) => v || null)
      .nullable()
      .default(null),
    parent_id: z.number().int().positive().nullable(),
    /** Dari and Pashto (decision 033); left out, the stored translations stay as they are. */
    translations: editorPerLocale(editorCategoryTranslationSchema),
  })

/**
 * How many of a category's products a refused delete names (each a link to edit it in the panel; the rest as "and 3
 * more"): enough to recognise the category's contents, few enough to read in a dialog.
 */
export const PRODUCTS_NAMED_IN_REFUSAL = 3

export type CategoryEditInput = z.input<typeof categoryEditSchema>
export type CategoryEdit = z.output<typeof categoryEditSchema>

/** A slug from a name, as the form suggests it: "RTK Rovers & Bases" → "rtk-rovers-bases". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
}
