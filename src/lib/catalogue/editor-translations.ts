/**
 * Translations between the catalogue file's shape (lists in English order) and the editors' (keyed by English text).
 */
import type { z } from 'zod'

import type { EditorCategoryTranslation, EditorProductTranslation, ProductEditorData } from './editor-format'
import {
  TRANSLATION_LOCALES,
  productFileSchema,
  productTranslationSchema,
  type CategoryTranslations,
  type ProductTranslations,
  type TranslationLocale,
} from './file-format'

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
