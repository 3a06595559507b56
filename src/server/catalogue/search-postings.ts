import 'server-only'

import type MiniSearch from 'minisearch'

/*
 * The search index's postings (which documents hold a word, how often), packed into typed arrays
 * (docs/decisions/056-big-catalogue-memory.md). MiniSearch keeps one Map per word and field, about 56 bytes a posting:
 * at 10,000 products the English index held 2.1 million postings in 117 MB, and a Dari or a Pashto one 150 MB. A
 * packed list costs 6 bytes a posting. MiniSearch reads and writes these lists only through `size`, `keys()`,
 * `get`, `set` and `delete` (minisearch 7.2.0, pinned: `termResults`, `addTerm`, `removeTerm`), so a packed list
 * stands in for its Map; documents added later (a staff save patching the index) go to a small Map beside it. Short
 * lists are plain arrays (see SHORT_LIST).
 */

/** The Map methods MiniSearch uses on a word's documents in one field: short document id → term frequency. */
interface Postings {
  readonly size: number
  keys(): IterableIterator<number>
  get(id: number): number | undefined
  set(id: number, freq: number): unknown
  delete(id: number): boolean
}

const MAX_FREQ = 0xffff

/**
 * Lists this short are kept in plain arrays of small integers: a typed array costs about 170 bytes of objects before
 * its first element, and most words are in one or two documents (29,000 of 32,000 lists at 10,000 products).
 */
const SHORT_LIST = 16

type Ids = Int32Array | number[]
type Freqs = Uint16Array | number[]

/** A word's documents in one field: ids ascending with their frequencies, 0 marking a removed one, and new ones. */
export class PackedPostings implements Postings {
  private ids: Ids
  private freqs: Freqs
  private live: number
  private added: Map<number, number> | undefined
  /** Where `keys()` last stopped: the index of the id it gave. */
  private cursor = -1

  constructor(entries: Iterable<[number, number]>, base?: PackedPostings) {
    const sorted = [...entries].sort((a, b) => a[0] - b[0])
    // Documents are numbered in the order they are added, so a batch's come after the packed ones: appended.
    const keep =
      base && (base.ids.length === 0 || sorted.length === 0 || sorted[0]![0] > base.ids.at(-1)!) ? base : undefined
    const offset = keep?.ids.length ?? 0
    const length = offset + sorted.length
    const short = length <= SHORT_LIST
    this.ids = short ? new Array<number>(length) : new Int32Array(length)
    this.freqs = short ? new Array<number>(length) : new Uint16Array(length)
    if (keep && this.ids instanceof Int32Array && keep.ids instanceof Int32Array) {
      this.ids.set(keep.ids)
      ;(this.freqs as Uint16Array).set(keep.freqs as Uint16Array)
    } else if (keep)
      for (let i = 0; i < offset; i++) {
        this.ids[i] = keep.ids[i]!
        this.freqs[i] = keep.freqs[i]!
      }
    sorted.forEach(([id, freq], i) => {
      this.ids[offset + i] = id
      this.freqs[offset + i] = Math.min(freq, MAX_FREQ)
    })
    this.live = (keep?.live ?? 0) + sorted.length
  }

  /** The same postings in one packed list (the added ones merged in). */
  repacked(): PackedPostings {
    const added = this.added
    if (!added || added.size === 0) return this
    // Only added ids past the packed ones can be appended; anything else is packed again whole.
    const last = this.ids.at(-1) ?? -1
    for (const id of added.keys()) if (id <= last) return new PackedPostings(this.entries())
    return new PackedPostings(added.entries(), this)
  }

  /** Whether documents were added since packing (the next pack merges them in). */
  get hasAdded(): boolean {
    return (this.added?.size ?? 0) > 0
  }

  get size(): number {
    return this.live + (this.added?.size ?? 0)
  }

  /**
   * The ids, ascending, then the added ones. Search walks every posting of a common word (2,600 documents hold
   * "gnss" at 10,000 products), asking `get` for each id as it comes: so this is a plain iterator (no generator,
   * one result object reused) that leaves its position for `get` (no binary search for the id just given).
   */
  keys(): IterableIterator<number> {
    const { ids, freqs, added } = this
    let i = 0
    let rest: Iterator<number> | undefined
    const step = { value: 0, done: false }
    const iterator: IterableIterator<number> = {
      next: () => {
        while (i < ids.length) {
          const at = i++
          if (freqs[at]! > 0) {
            this.cursor = at
            step.value = ids[at]!
            return step
          }
        }
        this.cursor = -1
        rest ??= added?.keys()
        return rest?.next() ?? { value: undefined, done: true }
      },
      [Symbol.iterator]: () => iterator,
    }
    return iterator
  }

  /** Each document and its frequency, in `keys()` order, as a Map's forEach gives them (./search-ranking.ts). */
  forEach(visit: (freq: number, id: number) => void): void {
    const { ids, freqs } = this
    for (let i = 0; i < ids.length; i++) if (freqs[i]! > 0) visit(freqs[i]!, ids[i]!)
    this.added?.forEach(visit)
  }

  *entries(): IterableIterator<[number, number]> {
    const { ids, freqs } = this
    for (let i = 0; i < ids.length; i++) if (freqs[i]! > 0) yield [ids[i]!, freqs[i]!]
    if (this.added) yield* this.added.entries()
  }

  get(id: number): number | undefined {
    const at = this.cursor
    if (at >= 0 && this.ids[at] === id && this.freqs[at]! > 0) return this.freqs[at]
    const i = this.indexOf(id)
    if (i >= 0 && this.freqs[i]! > 0) return this.freqs[i]
    return this.added?.get(id)
  }

  set(id: number, freq: number): this {
    const i = this.indexOf(id)
    if (i >= 0 && this.freqs[i]! > 0) this.freqs[i] = Math.max(1, Math.min(freq, MAX_FREQ))
    else (this.added ??= new Map()).set(id, freq)
    return this
  }

  delete(id: number): boolean {
    const i = this.indexOf(id)
    if (i >= 0 && this.freqs[i]! > 0) {
      this.freqs[i] = 0
      this.live--
      return true
    }
    return this.added?.delete(id) ?? false
  }

  private indexOf(id: number): number {
    const { ids } = this
    // Most lookups while indexing are of a new document, numbered past every packed one.
    if (ids.length === 0 || id > ids[ids.length - 1]!) return -1
    let lo = 0
    let hi = ids.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const at = ids[mid]!
      if (at === id) return mid
      if (at < id) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }
}

/** MiniSearch's inverted index: word → field id → postings (its private `_index`, a radix tree). */
interface InvertedIndex {
  [Symbol.iterator](): IterableIterator<[string, Map<number, Postings>]>
}

/**
 * Packs every word's postings that are still MiniSearch's own Maps, or that documents were added to since the last
 * pack. Call after adding a batch of documents; searching works the same before and after.
 */
export function packPostings(mini: MiniSearch<never> | MiniSearch<object>): void {
  const index = (mini as unknown as { _index: InvertedIndex })._index
  for (const [, fields] of index)
    for (const [fieldId, postings] of fields) {
      if (postings instanceof PackedPostings) {
        if (postings.hasAdded) fields.set(fieldId, postings.repacked())
      } else if (postings instanceof Map) fields.set(fieldId, new PackedPostings(postings.entries()))
    }
}
