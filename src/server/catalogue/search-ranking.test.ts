/**
 * The search ranking (./search-ranking.ts) against MiniSearch's own search over the same index: the same documents in
 * the same order with the same scores, for queries of every kind the site meets (model numbers typed three ways,
 * prefixes, typos, respellings, Dari and Pashto words), on the seed catalogue and on one ten times its size.
 */
import type MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'

import { seedSearchDocuments, seedSearchDocumentsIn } from '../../../tests/support/search-catalogue'
import { buildSearchIndex, type SiteSearchIndex } from './search-index'
import { respell, type Vocabulary } from './search-query'
import { SearchRanking } from './search-ranking'

const QUERIES = [
  'k8',
  'K-8',
  'k 8',
  'K۸',
  'gnss module',
  'rtk rover',
  'laser scanner',
  'scaner',
  'reciever',
  'totalstation',
  'total-station',
  'geo tagging',
  'gnns',
  'uhg radio',
  'IP67',
  '1408 channels',
  'slope stability',
  'tota',
  'base station kabul',
  'lidar payload',
  'mining',
  'gps',
  'zzqqxx',
  'گیرنده',
  'پهپاد',
  'توتال استیشن',
  'سکنر',
  'ډرون',
  'ټوټل سټېشن',
]

/** The index's own parts: its MiniSearch and its words (private; this test compares the two rankings over them). */
function partsOf(index: SiteSearchIndex) {
  return { mini: index['mini'] as unknown as MiniSearch<object>, vocabulary: index['vocabulary'] as Vocabulary }
}

/** Each ranking as [document id, score] pairs, best first. */
function bothRankings(index: SiteSearchIndex, text: string) {
  const { mini, vocabulary } = partsOf(index)
  const query = respell(text, vocabulary).query
  const expected = mini.search(query as Parameters<typeof mini.search>[0]).map((r) => [r.id, r.score])
  const ranking = new SearchRanking(mini)
  const ranked = ranking.rank(query)
  const actual = Array.from(ranked.ids, (id, i) => [ranking.documentId(id), ranked.scores[i]])
  return { expected, actual, ranking, query }
}

const english = seedSearchDocuments()
const ten = seedSearchDocuments(10)
const indexes = {
  'the seed catalogue in English': buildSearchIndex(english.products, english.categories),
  'ten copies of it in English': buildSearchIndex(ten.products, ten.categories),
  'the seed catalogue in Dari': indexIn('fa'),
  'the seed catalogue in Pashto': indexIn('ps'),
}
function indexIn(locale: 'fa' | 'ps') {
  const docs = seedSearchDocumentsIn(locale)
  return buildSearchIndex(docs.products, docs.categories, undefined, { locale, english: docs.english })
}

describe('the search ranking', () => {
  it.each(Object.entries(indexes))('ranks as MiniSearch does over %s, score for score', (_, index) => {
    let found = 0
    for (const text of QUERIES) {
      const { expected, actual } = bothRankings(index, text)
      expect(actual, text).toEqual(expected)
      found += actual.length
    }
    expect(found, 'documents found by all the queries').toBeGreaterThan(100)
  })

  it('reuses its arrays: a second ranking of another query leaves no trace of the first', () => {
    const index = indexes['ten copies of it in English']
    const { ranking, query } = bothRankings(index, 'gnss module')
    const first = Array.from(ranking.rank(query).ids)
    const { vocabulary } = partsOf(index)
    ranking.rank(respell('slope stability', vocabulary).query)
    expect(Array.from(ranking.rank(query).ids)).toEqual(first)
    const unsorted = ranking.rank(query, false)
    expect(Array.from(unsorted.ids).sort((a, b) => a - b)).toEqual([...first].sort((a, b) => a - b))
  })

  it('after a save replaces products, ranks as an index built afresh with the saved texts', () => {
    const saved = english.products.map((p) => (p.slug === 'k8-gnss-module' ? { ...p, name: 'K8 Rover Board' } : p))
    const patched = buildSearchIndex(english.products, english.categories)
    patched.replaceProducts(
      saved.filter((p) => p.slug === 'k8-gnss-module'),
      undefined,
      [],
    )
    const fresh = buildSearchIndex(saved, english.categories)
    for (const text of ['k8', 'rover board', 'gnss module', 'receiver']) {
      const a = patched.search(text, 50).hits.map((h) => [h.slug, h.score])
      const b = fresh.search(text, 50).hits.map((h) => [h.slug, h.score])
      expect(
        a.map(([slug]) => slug),
        text,
      ).toEqual(b.map(([slug]) => slug))
      a.forEach(([, score], i) => expect(score, `${text}: ${a[i]![0]}`).toBeCloseTo(b[i]![1] as number, 2))
    }
    expect(patched.search('rover board').hits[0]?.slug).toBe('k8-gnss-module')
  })

  it('refuses options it does not read rather than rank otherwise', async () => {
    const { default: MiniSearch } = await import('minisearch')
    const mini = new MiniSearch({ fields: ['name'], searchOptions: { boostDocument: () => 2 } })
    expect(() => new SearchRanking(mini)).toThrow(/boostDocument is not supported/)
  })
})
