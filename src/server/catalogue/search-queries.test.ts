/**
 * What visitors type, and what they must find (docs/decisions/029-site-search.md, "Spelling"): misspellings, swapped
 * and doubled letters, words joined or split, short technical words with one slip, and the Dari and Pashto words for
 * the equipment families. Each row: the locale of the search, the query, and what the first product results must be
 * (every one of the first `n` product hits matches). Grow the table from the searches that found nothing: the
 * server logs each as `search found nothing` with the query (src/server/catalogue/search.ts, `recordMiss`).
 */
import { describe, expect, it } from 'vitest'

import type { TranslationLocale } from '@/lib/catalogue/file-format'

import { seedSearchDocuments, seedSearchDocumentsIn } from '../../../tests/support/search-catalogue'
import { buildSearchIndex, withoutPersonalData, type SearchIndex } from './search'

const english = seedSearchDocuments()
const indexes: Record<'en' | TranslationLocale, SearchIndex> = {
  en: buildSearchIndex(english.products, english.categories),
  fa: indexIn('fa'),
  ps: indexIn('ps'),
}
function indexIn(locale: TranslationLocale): SearchIndex {
  const docs = seedSearchDocumentsIn(locale)
  return buildSearchIndex(docs.products, docs.categories, undefined, { locale, english: docs.english })
}

/** The seed's category slugs by id, and each category's parent: to tell which family a product belongs to. */
const categoryById = new Map(english.categories.map((c) => [c.id, c]))
function familyOf(productId: number): string[] {
  const slugs: string[] = []
  let c = categoryById.get(english.products.find((p) => p.id === productId)?.category_id ?? NaN)
  for (; c; c = categoryById.get(c.parent_id ?? NaN)) slugs.push(c.slug)
  return slugs
}

/** `first`: a pattern the first `n` product titles match, or the category family the first `n` products are in. */
type Row = [locale: 'en' | TranslationLocale, query: string, first: RegExp | { family: string }, n: number]
const TABLE: Row[] = [
  // Misspellings and swapped letters
  ['en', 'reciever', { family: 'gnss-receivers' }, 4],
  ['en', 'recievers', { family: 'gnss-receivers' }, 4],
  ['en', 'bastoin', /^Bastion/, 1],
  ['en', 'sightlien', /^Sightline/, 3],
  // Doubled or missing letters
  ['en', 'scannner', /Scanner/, 4],
  ['en', 'scaner', /Scanner/, 4],
  ['en', 'levell', /Digital Level/, 2],
  // A letter dropped from a five-letter word, first or second of two
  ['en', 'lser scanner', /Laser Scanner/, 3],
  ['en', 'totl station', /Total Station/, 3],
  ['en', 'rtk rovr', /RTK Rover/, 3],
  ['en', 'digital levl', /Digital Level/, 2],
  // Model codes typed with a hyphen or a space between their letters and digits
  ['en', 'K-8T', /^K8T /, 1],
  ['en', 'k 8t', /^K8T /, 1],
  ['en', 'K-9D', /^K9D /, 1],
  // Words joined or split
  ['en', 'totalstation', /Total Station/, 3],
  ['en', 'laserscanner', /Laser Scanner/, 4],
  ['en', 'total-station', /Total Station/, 3],
  // Short technical words with one slip
  ['en', 'gnns', /GNSS/, 3],
  ['en', 'rkt rover', /RTK Rover/, 3],
  ['en', 'uhg radio', /UHF Radio/, 1],
  ['en', 'lidr', /LiDAR/, 2],
  // Other names for a family
  ['en', 'gps', /GNSS/, 3],
  ['en', 'uav', { family: 'drones-lidar' }, 4],
  // Dari: the catalogue's words, a Pashto spelling typed on a Dari keyboard, and everyday words
  ['fa', 'گیرنده', { family: 'gnss-receivers' }, 4],
  ['fa', 'پهپاد', { family: 'drones-lidar' }, 4],
  ['fa', 'توتال استیشن', /توتال استیشن|Total Station/, 3],
  ['fa', 'سکنر', /اسکنر|Scanner/, 3],
  ['fa', 'ترازیاب', /ترازیاب|Digital Level/, 2],
  // Pashto
  ['ps', 'رسیور', { family: 'gnss-receivers' }, 4],
  ['ps', 'ډرون', { family: 'drones-lidar' }, 4],
  ['ps', 'ټوټل سټېشن', /ټوټل سټېشن|Total Station/, 3],
  ['ps', 'اسکنر', /سکنر|Scanner/, 3],
]

describe('site search finds what visitors type', () => {
  it.each(TABLE)('%s %j finds %o first', (locale, query, first, n) => {
    const products = indexes[locale].search(query, 20).hits.filter((h) => h.kind === 'product')
    expect(products.length, 'products found').toBeGreaterThanOrEqual(n)
    for (const hit of products.slice(0, n)) {
      if (first instanceof RegExp) expect(hit.title).toMatch(first)
      else expect(familyOf(hit.id!), hit.title).toContain(first.family)
    }
  })

  it('the same respelling serves the product lists (category box and API)', () => {
    const ids = indexes.en.productIds('totalstation')
    const names = english.products.filter((p) => ids.has(p.id)).map((p) => p.name)
    expect(names.filter((n) => /Total Station/.test(n))).toHaveLength(3)
    expect(names.some((n) => /Scanner|Drone|Radar/.test(n))).toBe(false)
    expect(indexes.fa.productIds('K۸').size).toBeGreaterThan(0)
  })

  it('still does not guess: a four-letter word is not respelt into a series name, two slips find nothing', () => {
    const titles = (q: string) => indexes.en.search(q, 10).hits.map((h) => h.title)
    expect(titles('term').some((t) => t.startsWith('Tern'))).toBe(false)
    expect(titles('xcanmer')).toEqual([])
    expect(titles('zzqqxx')).toEqual([])
  })

  it('a logged miss keeps no e-mail address or phone number', () => {
    expect(withoutPersonalData('call me +93 79 900 2400 or ahmad@example.af about k8')).toBe(
      'call me [number] or [email] about k8',
    )
  })
})
