/**
 * The seed catalogue is whole in Dari and Pashto (decision 033): every category and every product, not only the
 * featured ones `npm run catalogue:check` requires, is complete by the site's own rule (src/lib/catalogue/localize.ts,
 * the function that decides whether a page falls back to English), and each translated text keeps the figures of
 * its English text ("1,408", "0.79", "410–470"), a cheap guard against a mistyped or mistranslated number.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogueFileSchema, TRANSLATION_LOCALES, type CatalogueFile } from '@/lib/catalogue/file-format'
import {
  localizeCategoryTexts,
  localizeProductTexts,
  orderedSpecifications,
  translationStatus,
  type CategoryTexts,
  type ProductTexts,
} from '@/lib/catalogue/localize'

const SEED = path.resolve(import.meta.dirname, '../../catalogue/seed/catalogue.json')
const seed = (): CatalogueFile => catalogueFileSchema.parse(JSON.parse(readFileSync(SEED, 'utf8')))

/**
 * The figures of a text: digit runs with their thousands separators and decimals ("1,408", "0.79"). "3D" and a single
 * digit in a compound adjective ("6-axis") are words a translator may write out ("سه‌بعدی", "شش‌محوره").
 */
function figures(text: string): string[] {
  return text.replace(/\b[234]D\b|(?<![\d.,])\d(?=-[A-Za-z])/g, ' ').match(/\d+(?:[.,]\d+)*/g) ?? []
}

/** Pairs of (path, English, shown) texts, walking the shown texts and the English ones of the same shape. */
function* pairs(english: unknown, shown: unknown, at: string): Generator<[string, string, string]> {
  if (typeof shown === 'string') yield [at, String(english), shown]
  else if (Array.isArray(shown)) {
    for (const [i, item] of shown.entries()) yield* pairs((english as unknown[])[i], item, `${at}.${i}`)
  } else if (shown && typeof shown === 'object') {
    for (const [key, value] of Object.entries(shown)) {
      // Highlight figures and specification values are shown as written in every language: nothing to compare.
      if (key === 'number' || key === 'value') continue
      yield* pairs((english as Record<string, unknown>)[key], value, at ? `${at}.${key}` : key)
    }
  }
}

/** What keeps the catalogue from being whole in each locale: untranslated texts and figures lost in translation. */
function translationProblems(file: CatalogueFile): string[] {
  const problems: string[] = []
  const check = (
    at: string,
    r: { texts: ProductTexts | CategoryTexts; fallback: string[]; total: number; translated: number },
    english: ProductTexts | CategoryTexts,
  ) => {
    if (translationStatus(r) !== 'complete' || r.fallback.length)
      problems.push(`${at}: ${translationStatus(r)}, in English: ${r.fallback.join(', ')}`)
    for (const [field, en, shown] of pairs(english, r.texts, '')) {
      if (shown === en) continue // not translated (listed above), or written as in English (a name, "IP67")
      const kept = new Set(figures(shown))
      const lost = figures(en).filter((f) => !kept.has(f))
      if (lost.length) problems.push(`${at}.${field}: figures ${lost.join(', ')} of "${en}" missing in "${shown}"`)
    }
  }
  for (const locale of TRANSLATION_LOCALES) {
    for (const c of file.categories) {
      const english: CategoryTexts = {
        name: c.name,
        description: c.description,
        features: c.features,
        image_alt: c.image?.alt ?? null,
      }
      check(`${c.slug}.${locale}`, localizeCategoryTexts(english, c.translations?.[locale]), english)
    }
    for (const p of file.products) {
      const english: ProductTexts = {
        ...p,
        gallery: p.gallery.map((g) => ({ title: g.title, description: g.description, alt: g.image.alt })),
        specifications: orderedSpecifications(p.specifications),
      }
      check(`${p.slug}.${locale}`, localizeProductTexts(english, p.translations?.[locale]), english)
    }
  }
  return problems
}

describe('the seed catalogue in Dari and Pashto', () => {
  it('has 21 categories and 42 products to check', () => {
    const file = seed()
    expect(file.categories).toHaveLength(21)
    expect(file.products).toHaveLength(42)
  })

  it('translates every category and product completely, with the English figures in each text', () => {
    expect(translationProblems(seed())).toEqual([])
  })

  it('reads the figures of a text, not the digits of a written-out word', () => {
    expect(figures('1,408 channels, 0.79 kg, 410–470 MHz, IP67, 6-axis IMU, 3D scan')).toEqual([
      '1,408',
      '0.79',
      '410',
      '470',
      '67',
    ])
    expect(figures('6.0-inch, 1,000-nit display, 32-line lidar')).toEqual(['6.0', '1,000', '32'])
  })

  it('names an untranslated text and a figure lost in translation (a broken copy of the seed)', () => {
    const file = seed()
    const g9 = file.products.find((p) => p.slug === 'vireo-g9-rtk-rover')!
    g9.translations!.fa!.description = g9.translations!.fa!.description!.replace('1,408', '1,480')
    g9.translations!.ps!.key_features![2] = null
    const b5 = file.products.find((p) => p.slug === 'bastion-b5-base-station')!
    delete b5.translations!.ps!.specifications!.labels!['Output power']
    const plumb = file.products.find((p) => p.slug === 'plumbline-p10-digital-level')!
    plumb.translations!.fa!.highlights![0]!.description = 'با شاخص بارکد معمولی.'
    plumb.translations!.fa!.subtitle = plumb.translations!.fa!.subtitle!.replace('1.0', '1')
    file.categories[0]!.translations!.fa!.features![0] = ''
    const problems = translationProblems(file)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^vireo-g9-rtk-rover\.fa\.description: figures 1,408 of /),
        'vireo-g9-rtk-rover.ps: partial, in English: key_features.2',
        expect.stringMatching(/^bastion-b5-base-station\.ps: partial, in English: specifications\.\d+\.\d+$/),
        expect.stringMatching(/^plumbline-p10-digital-level\.fa\.subtitle: figures 1\.0 of /),
        'gnss-receivers.fa: partial, in English: features.0',
      ]),
    )
    // The highlight kept no figure its English had ("With the standard fibreglass bar-code staff."): not a problem.
    expect(problems.filter((p) => p.includes('highlights'))).toEqual([])
    expect(problems).toHaveLength(5)
  })
})
