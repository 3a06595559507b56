import { describe, expect, it } from 'vitest'

import { PackedPostings } from './search-postings'

/** What MiniSearch sees of a list: its documents in order and their frequencies. */
const read = (p: PackedPostings) => [...p.keys()].map((id) => [id, p.get(id)])

describe('packed postings', () => {
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
