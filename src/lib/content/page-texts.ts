/**
 * The translated side of a page (docs/decisions/044-site-content-in-the-database.md): a translation holds only the
 * text leaves of the page's description (src/lib/content/pages.ts), in the English's structure. Here: its schema,
 * its leaves (what the translation status and the PO files count), and the page as shown (the translation over the
 * English).
 */
import { z } from 'zod'

import type { PageField } from './pages'

const ALT: PageField = { type: 'text', label: 'Alt', max: 300 }

/** Whether a field is a text a translator translates (an image's alt text too). */
export const isTextField = (field: PageField) => field.type === 'text' || field.type === 'long'

/**
 * A translation's shape: the text leaves of the English structure, each optional (a missing one shows in English).
 * Anything else in it is dropped, so a translation cannot change a link, an image or an icon.
 */
export function translationSchema(field: PageField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'long':
      return z
        .string()
        .trim()
        .max(field.max, { error: `At most ${field.max} characters.` })
        .optional()
    case 'image':
      return z
        .object({ alt: z.string().trim().max(300).optional() })
        .partial()
        .optional()
    case 'group':
      return z
        .object(Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, translationSchema(f)])))
        .partial()
        .optional()
    case 'list':
      return z.array(translationSchema(field.of).nullable()).max(field.max).optional()
    default:
      return z.unknown().transform(() => undefined)
  }
}

/** The translatable part of `value` as described by `field` (its text leaves in the same structure). */
export function textPart(field: PageField, value: unknown): unknown {
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})
  switch (field.type) {
    case 'text':
    case 'long':
      return typeof value === 'string' ? value : undefined
    case 'image':
      return typeof obj(value).alt === 'string' ? { alt: obj(value).alt } : undefined
    case 'group': {
      const out: Record<string, unknown> = {}
      for (const [k, f] of Object.entries(field.fields)) {
        const part = textPart(f, obj(value)[k])
        if (part !== undefined) out[k] = part
      }
      return Object.keys(out).length ? out : undefined
    }
    case 'list':
      return Array.isArray(value) ? value.map((item) => textPart(field.of, item) ?? null) : undefined
    default:
      return undefined
  }
}

/** Every text leaf the English has, as paths ("heroSlides.0.title"), with the translation's text there, if any. */
export function pageTextLeaves(
  field: PageField,
  english: unknown,
  translated: unknown,
  path: string[] = [],
): { path: string; english: string; translated: string | undefined }[] {
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})
  switch (field.type) {
    case 'text':
    case 'long':
      return typeof english === 'string' && english.trim()
        ? [
            {
              path: path.join('.'),
              english,
              translated: typeof translated === 'string' && translated.trim() ? translated : undefined,
            },
          ]
        : []
    case 'image':
      return pageTextLeaves(ALT, obj(english).alt, obj(translated).alt, [...path, 'alt'])
    case 'group':
      return Object.entries(field.fields).flatMap(([k, f]) =>
        pageTextLeaves(f, obj(english)[k], obj(translated)[k], [...path, k]),
      )
    case 'list': {
      const items = Array.isArray(english) ? english : []
      const local = Array.isArray(translated) ? translated : []
      return items.flatMap((item, i) => pageTextLeaves(field.of, item, local[i], [...path, String(i)]))
    }
    default:
      return []
  }
}

/** The English structure with the translation's texts put in (each leaf where translated; `map` may adjust them). */
export function pageOverEnglish(
  field: PageField,
  english: unknown,
  translated: unknown,
  map: (text: string) => string = (t) => t,
): unknown {
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})
  switch (field.type) {
    case 'text':
    case 'long':
      return typeof translated === 'string' && translated.trim() ? map(translated) : english
    case 'image':
      return english && typeof english === 'object'
        ? { ...obj(english), alt: pageOverEnglish(ALT, obj(english).alt, obj(translated).alt, map) }
        : english
    case 'group': {
      if (!english || typeof english !== 'object') return english
      const out: Record<string, unknown> = { ...obj(english) }
      for (const [k, f] of Object.entries(field.fields)) {
        if (k in out) out[k] = pageOverEnglish(f, out[k], obj(translated)[k], map)
      }
      return out
    }
    case 'list': {
      const local = Array.isArray(translated) ? translated : []
      return Array.isArray(english) ? english.map((item, i) => pageOverEnglish(field.of, item, local[i], map)) : english
    }
    default:
      return english
  }
}
