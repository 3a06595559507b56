/**
 * Catalogue translations (decision 033): what the file format accepts and refuses, how the editors' shape (keyed by
 * English text) maps to the file's (lists in English order), and how a text falls back to English.
 */
import { describe, expect, it } from 'vitest'

import { formatIssuePath } from '@/lib/issue-path'
import { catalogueFileSchema, type CatalogueFileInput } from './file-format'
import { productEditorSchema, type ProductEditorInput } from './editor-format'
import { editorToFileEntry } from './editor-translations'
import { productTranslationsToEditor } from './editor-translations'
import { localizeCategoryTexts, localizeProductTexts, orderedSpecifications, translationStatus } from './localize'

const product = {
  slug: 'k8',
  name: 'K8 GNSS Module',
  title: 'K8 module',
  category: 'modules',
  images: [{ file: 'a.svg', alt: 'K8 module' }],
  key_features: ['1,408 channels', 'RTK', 'IMU'],
  highlights: [{ number: '8 mm', title: 'Accuracy', description: 'RTK horizontal.' }],
  specifications: { GNSS: { Channels: '1,408', Waterproof: 'Yes' }, Physical: { Weight: '1.6 g' } },
  downloads: [{ name: 'K8 Datasheet', type: 'PDF' as const, generate: 'datasheet' as const }],
}

function file(translations: unknown, category: Record<string, unknown> = {}): CatalogueFileInput {
  return {
    version: 1,
    categories: [{ slug: 'modules', name: 'Modules', features: ['Small', 'Light'], ...category }],
    products: [{ ...product, translations } as never],
  }
}

function problems(input: CatalogueFileInput): string[] {
  const parsed = catalogueFileSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`)
}

describe('translations in the catalogue file', () => {
  it('accepts any subset of fields per locale; null and "" mean "not translated"', () => {
    const parsed = catalogueFileSchema.parse(
      file({
        fa: {
          name: 'ماژول GNSS K8',
          subtitle: '',
          key_features: ['۱٬۴۰۸ کانال', null, ''],
          highlights: [null],
          specifications: { labels: { Channels: 'کانال‌ها', Weight: '' }, values: { Yes: 'بلی' } },
        },
        ps: {},
      }),
    )
    expect(parsed.products[0]!.translations).toEqual({
      fa: {
        name: 'ماژول GNSS K8',
        key_features: ['۱٬۴۰۸ کانال', null, null],
        highlights: [{}],
        specifications: { labels: { Channels: 'کانال‌ها' }, values: { Yes: 'بلی' } },
      },
      ps: {},
    })
  })

  it('refuses an unknown locale, naming the path and the locales it knows', () => {
    expect(problems(file({ de: { name: 'K8-Modul' } }))).toEqual([
      'products[0].translations: unknown locale "de": translations are keyed by fa or ps',
    ])
    expect(problems(file(undefined, { translations: { en: { name: 'x' } } }))).toEqual([
      'categories[0].translations: unknown locale "en": translations are keyed by fa or ps',
    ])
  })

  it('refuses a list whose length is not the English list’s, with the path', () => {
    const found = problems(
      file({ fa: { key_features: ['یک', 'دو'], downloads: [{}, {}] } }, { translations: { ps: { features: ['x'] } } }),
    )
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^products\[0\]\.translations\.fa\.key_features: expected 3 entries, one per English/),
        expect.stringMatching(/^products\[0\]\.translations\.fa\.downloads: expected 1 entry, .* found 2$/),
        expect.stringMatching(/^categories\[0\]\.translations\.ps\.features: expected 2 entries/),
      ]),
    )
    expect(found).toHaveLength(3)
  })

  it('refuses specification translations for groups, labels or values the product does not have', () => {
    expect(
      problems(
        file({ fa: { specifications: { groups: { Gnss: 'x' }, labels: { Chanels: 'y' }, values: { No: 'z' } } } }),
      ),
    ).toEqual([
      'products[0].translations.fa.specifications.groups.Gnss: the product has no specification group "Gnss"',
      'products[0].translations.fa.specifications.labels.Chanels: the product has no specification row labelled ' +
        '"Chanels"',
      'products[0].translations.fa.specifications.values.No: the product has no specification value "No"',
    ])
  })

  it('refuses unknown fields and over-long texts like the English ones', () => {
    const found = problems(file({ fa: { name: 'x'.repeat(121), colour: 'سبز' } }))
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^products\[0\]\.translations\.fa\.name: .*120/),
        expect.stringMatching(/^products\[0\]\.translations\.fa: Unrecognized key: "colour"/),
      ]),
    )
  })
})

describe('the editor’s translations (keyed by English text)', () => {
  const stored = {
    fa: {
      name: 'ماژول K8',
      key_features: ['کانال‌ها', null, 'IMU شش‌محوره'],
      highlights: [{ title: 'دقت' }],
      specifications: { groups: { GNSS: 'جی‌ان‌اس‌اس' }, labels: { Weight: 'وزن' } },
    },
  }
  const editorData = (): ProductEditorInput => ({
    ...product,
    images: [{ source: '0123456789abcdef01234567.svg', alt: 'K8 module' }],
    specifications: [
      { group: 'GNSS', rows: [{ label: 'Channels', value: '1,408' }] },
      { group: 'Physical', rows: [{ label: 'Weight', value: '1.6 g' }] },
    ],
    translations: productTranslationsToEditor(
      { ...product, features: [], applications: [], gallery: [] },
      catalogueFileSchema.parse(file(stored)).products[0]!.translations,
    ),
  })

  it('comes back as the file stored it', () => {
    const data = productEditorSchema.parse(editorData())
    expect(editorToFileEntry(data).translations).toEqual(stored)
  })

  it('keeps each translation with its English entry when the English list is reordered or shortened', () => {
    const data = productEditorSchema.parse({ ...editorData(), key_features: ['IMU', '1,408 channels'] })
    expect(editorToFileEntry(data).translations?.fa?.key_features).toEqual(['IMU شش‌محوره', 'کانال‌ها'])
  })

  it('drops the translation of an English text that was rewritten, and of a removed specification row', () => {
    const data = productEditorSchema.parse({
      ...editorData(),
      key_features: ['1,408 tracking channels', 'RTK', 'IMU'],
      specifications: [{ group: 'GNSS', rows: [{ label: 'Channels', value: '1,408' }] }],
    })
    const fa = editorToFileEntry(data).translations?.fa
    expect(fa?.key_features).toEqual([null, null, 'IMU شش‌محوره'])
    expect(fa?.specifications).toEqual({ groups: { GNSS: 'جی‌ان‌اس‌اس' } })
  })

  it('leaves translations out when nothing is translated', () => {
    const data = productEditorSchema.parse({ ...editorData(), translations: { fa: { name: '  ' } } })
    expect(editorToFileEntry(data).translations).toBeUndefined()
  })
})

describe('localized texts and their fallback', () => {
  const en = {
    name: 'K8 GNSS Module',
    title: 'K8 module',
    subtitle: '',
    short_description: 'Small.',
    description: '',
    key_features: ['A', 'B'],
    features: [],
    applications: ['UAV'],
    highlights: [{ number: '8 mm', title: 'Accuracy', description: 'RTK.' }],
    images: [{ alt: 'K8' }],
    gallery: [{ title: 'RF', description: 'Bands.', alt: 'RF board' }],
    downloads: [{ name: 'Datasheet' }],
    specifications: orderedSpecifications({ GNSS: { Channels: '1,408', Sealed: 'Yes' }, Size: { Weight: '1 g' } }),
  }

  it('takes each translated text and lists each English one, item by item', () => {
    const { texts, fallback, total, translated } = localizeProductTexts(en, {
      name: 'ماژول K8',
      key_features: [null, 'ب'],
      highlights: [{ number: '۸ mm', description: 'RTK افقی.' }],
      specifications: { groups: { Size: 'اندازه' }, labels: { Sealed: 'آب‌بند' }, values: { Yes: 'بلی' } },
    })
    expect(texts.name).toBe('ماژول K8')
    expect(texts.key_features).toEqual(['A', 'ب'])
    expect(texts.highlights).toEqual([{ number: '۸ mm', title: 'Accuracy', description: 'RTK افقی.' }])
    expect(texts.specifications).toEqual([
      {
        group: 'GNSS',
        rows: [
          { label: 'Channels', value: '1,408' },
          { label: 'آب‌بند', value: 'بلی' },
        ],
      },
      { group: 'اندازه', rows: [{ label: 'Weight', value: '1 g' }] },
    ])
    expect(fallback).toEqual([
      'title',
      'short_description',
      'key_features.0',
      'applications.0',
      'highlights.0.title',
      'images.0.alt',
      'gallery.0.title',
      'gallery.0.description',
      'gallery.0.image.alt',
      'downloads.0.name',
      'specifications.0',
      'specifications.0.0',
      'specifications.1.0',
    ])
    // Empty English texts (subtitle, description) need no translation; figures and values are not counted.
    expect({ total, translated }).toEqual({ total: 18, translated: 5 })
    expect(translationStatus({ total, translated })).toBe('partial')
  })

  it('lists nothing without a translation missing, and everything without any translation', () => {
    expect(localizeProductTexts(en, undefined).fallback).toHaveLength(18)
    expect(translationStatus(localizeProductTexts(en, undefined))).toBe('missing')
    const category = localizeCategoryTexts(
      { name: 'Modules', description: 'Small.', features: ['A'], image_alt: null },
      { name: 'ماژول‌ها', description: 'کوچک.', features: ['الف'] },
    )
    expect(category.fallback).toEqual([])
    expect(translationStatus(category)).toBe('complete')
  })

  it('keeps a group name English rather than merge two groups translated alike', () => {
    const { texts, fallback } = localizeProductTexts(en, {
      specifications: { groups: { GNSS: 'مشخصات', Size: 'مشخصات' } },
    })
    expect(texts.specifications.map((g) => g.group)).toEqual(['مشخصات', 'Size'])
    expect(fallback).toContain('specifications.1')
  })
})
