import { describe, expect, it } from 'vitest'

import { PackedPostings } from './search-postings'

/** What MiniSearch sees of a list: its documents in order and their frequencies. */
const read = (p: PackedPostings) => [...p.keys()].map((id) => [id, p.get(id)])

describe('packed postings', () => {
  it('give each id its frequency as the walk reaches it, any other id by lookup, and survive removals mid-walk', () => {
    const packed = new PackedPostings(Array.from({ length: 40 }, (_, i) => [i * 2, i + 1] as [number, number]))
    const seen: (number | undefined)[][] = []
    for (const id of packed.keys()) seen.push([id, packed.get(id), packed.get(78 - id), packed.get(id + 1)])
    expect(seen).toHaveLength(40)
    expect(seen[0]).toEqual([0, 1, 40, undefined])
    expect(seen[39]).toEqual([78, 40, 1, undefined])
    // MiniSearch drops a discarded document's posting when its walk meets it.
    for (const id of packed.keys()) if (id === 10) packed.delete(id)
    expect(packed.get(10)).toBeUndefined()
    expect([...packed.keys()]).not.toContain(10)
    expect(packed.size).toBe(39)
    packed.set(500, 7)
    expect([...packed.keys()].slice(-2)).toEqual([78, 500])
    expect(packed.get(500)).toBe(7)
  })

  it.each([3, 40])('answer as the Map they replace (%i documents), through removals, additions and repacking', (n) => {
    const map = new Map(Array.from({ length: n }, (_, i) => [i * 3 + 1, (i % 5) + 1] as [number, number]))
    let packed = new PackedPostings(map.entries())
    expect(read(packed)).toEqual([...map])
    expect(packed.size).toBe(map.size)
    // MiniSearch's removeTerm: one less, then gone; addTerm for a later document; get of one never there.
    packed.set(4, (packed.get(4) ?? 0) + 1)
    map.set(4, map.get(4)! + 1)
    packed.delete(1)
    map.delete(1)
    packed.set(10_000, 1)
    map.set(10_000, 1)
    expect(packed.get(2)).toBeUndefined()
    expect(read(packed)).toEqual([...map])
    expect(packed.size).toBe(map.size)
    // Appended on repacking (the added id is past the packed ones), or packed again whole (it is not).
    packed = packed.repacked()
    expect(read(packed)).toEqual([...map])
    packed.set(2, 7)
    map.set(2, 7)
    packed = packed.repacked()
    expect(read(packed).sort((a, b) => a[0]! - b[0]!)).toEqual([...map].sort((a, b) => a[0] - b[0]))
    expect(packed.size).toBe(map.size)
  })
})
