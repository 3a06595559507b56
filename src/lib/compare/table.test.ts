import { describe, expect, it } from 'vitest'

import { addToCompare, compareHref, parseCompareList } from './list'
import { buildCompareTable, onlyDifferences, rowCount, buildLocalizedCompareTable } from './table'

const a = { specifications: { 'GNSS Performance': { Channels: '1,408', 'RTK horizontal': '8 mm + 1 ppm' } } }
const b = {
  specifications: {
    'GNSS performance': { 'Channels:': '1408', 'RTK Horizontal': '10 mm + 1 ppm' },
    Physical: { Weight: '1.2 kg' },
  },
}
const c = { specifications: { Physical: { weight: '1.2 KG' } } }

describe('the comparison table', () => {
  it('aligns rows by normalised group and name, keeping values as written', () => {
    const groups = buildCompareTable([a, b, c])
    expect(groups.map((g) => g.name)).toEqual(['GNSS Performance', 'Physical'])
    const [gnss, physical] = groups
    expect(gnss!.rows.map((r) => [r.label, r.values])).toEqual([
      ['Channels', ['1,408', '1408', null]],
      ['RTK horizontal', ['8 mm + 1 ppm', '10 mm + 1 ppm', null]],
    ])
    expect(physical!.rows[0]!.values).toEqual([null, '1.2 kg', '1.2 KG'])
  })

  it('marks rows that differ: other values or a product not listing it', () => {
    const two = buildCompareTable([a, b])
    expect(two[0]!.rows.map((r) => r.differs)).toEqual([false, true]) // 1,408 = 1408; 8 mm ≠ 10 mm
    expect(two[1]!.rows[0]!.differs).toBe(true) // only b lists the weight
    const same = buildCompareTable([b, c])
    expect(same.find((g) => g.name === 'Physical')!.rows[0]!.differs).toBe(false) // 1.2 kg = 1.2 KG
    expect(onlyDifferences(two).map((g) => g.rows.map((r) => r.label))).toEqual([['RTK horizontal'], ['Weight']])
    expect(rowCount(onlyDifferences(buildCompareTable([a, a])))).toBe(0)
  })
})

describe('the comparison list', () => {
  it('reads at most four valid distinct slugs from the URL or the cookie', () => {
    expect(parseCompareList('k8-gnss-module,R12-ROVER,,k8-gnss-module,../x,a,b,c')).toEqual([
      'k8-gnss-module',
      'r12-rover',
      'a',
      'b',
    ])
    expect(parseCompareList('a.b')).toEqual(['a', 'b'])
    expect(parseCompareList(['a', 'b,c'])).toEqual(['a', 'b', 'c'])
    expect(parseCompareList(undefined)).toEqual([])
  })

  it('adds at the end and drops the oldest past four; the URL keeps commas readable', () => {
    expect(addToCompare(['a', 'b', 'c', 'd'], 'e')).toEqual(['b', 'c', 'd', 'e'])
    expect(addToCompare(['a', 'b'], 'a')).toEqual(['a', 'b'])
    expect(compareHref(['a', 'b'], { differences: true })).toBe('/compare?products=a,b&show=differences')
    expect(compareHref([])).toBe('/compare')
  })
})

describe('a Dari or Pashto comparison (decision 032)', () => {
  it('aligns a translated and an untranslated product by their English names and shows the translation', () => {
    const englishA = { specifications: { 'GNSS performance': { Channels: '1,408', 'RTK accuracy': '8 mm' } } }
    const dariA = { specifications: { 'عملکرد GNSS': { کانال‌ها: '1,408', 'دقت RTK': '8 mm' } } }
    const englishB = { specifications: { 'GNSS Performance': { channels: '800', Weight: '1.1 kg' } } }
    const shownB = { ...englishB, fallback: ['specifications.0', 'specifications.0.0', 'specifications.0.1'] as const }
    const [group] = buildLocalizedCompareTable(
      [englishA, englishB],
      [dariA, { ...shownB, fallback: [...shownB.fallback] }],
    )
    expect(group!.name).toEqual({ text: 'عملکرد GNSS' })
    expect(group!.rows.map((r) => [r.label, r.values])).toEqual([
      [{ text: 'کانال‌ها' }, ['1,408', '800']],
      [{ text: 'دقت RTK' }, ['8 mm', null]],
      [{ text: 'Weight', lang: 'en' }, [null, '1.1 kg']],
    ])
  })
})
