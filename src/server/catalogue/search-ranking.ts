import 'server-only'

import type MiniSearch from 'minisearch'

/*
 * A query ranked over MiniSearch's index the way MiniSearch's own `search` ranks it (the same BM25 with field boosts,
 * prefix and fuzzy weights, AND and OR, and the quality factor), into typed arrays reused from one query to the next
 * (docs/decisions/061-search-ranking.md). MiniSearch builds a Map entry, an array of terms and an object of matches
 * for every posting it scores, and a new Map for every AND: a query for "K-8" at 10,000 products left megabytes of
 * garbage behind, and the slow 5 % of searches were the collections that followed. `search-ranking.test.ts` compares
 * this ranking with MiniSearch's for every query of the spelling table, score for score.
 */

/** A query: text (read into terms as the index's own text was), or queries combined. */
export type SearchQuery = string | { combineWith: 'AND' | 'OR'; queries: readonly SearchQuery[] }

/** The Map methods read of a word's documents in one field (a Map, or ./search-postings.ts's packed list). */
interface Postings {
  readonly size: number
  forEach(visit: (freq: number, id: number) => void): void
}
type FieldPostings = Map<number, Postings>

/** What MiniSearch 7.2.0 keeps of its index (pinned: private fields, as ./search-postings.ts reads them). */
interface MiniSearchInternals {
  _index: {
    get(term: string): FieldPostings | undefined
    atPrefix(prefix: string): Iterable<[string, FieldPostings]>
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldPostings, number]>
  }
  _documentIds: Map<number, unknown>
  _fieldIds: Record<string, number>
  _fieldLength: Map<number, number[]>
  _avgFieldLength: number[]
  _documentCount: number
  _nextId: number
  _dirtCount: number
  _options: {
    fields: string[]
    tokenize: (text: string) => string[]
    processTerm: NonNullable<RankingOptions['processTerm']>
    searchOptions: RankingOptions
  }
}

/** The search options this ranking reads (MiniSearch's names and defaults); any other option is refused. */
interface RankingOptions {
  combineWith?: string
  boost?: Record<string, number>
  prefix?: boolean | ((term: string) => boolean)
  fuzzy?: boolean | number | ((term: string) => boolean | number)
  maxFuzzy?: number
  weights?: { fuzzy?: number; prefix?: number }
  bm25?: { k: number; b: number; d: number }
  processTerm?: (term: string) => string | string[] | null | undefined | false
}

const UNSUPPORTED = ['filter', 'boostDocument', 'boostTerm', 'fields', 'tokenize'] as const

/** MiniSearch's defaults (minisearch 7.2.0, `defaultSearchOptions`). */
const DEFAULTS = { maxFuzzy: 6, weights: { fuzzy: 0.45, prefix: 0.375 }, bm25: { k: 1.2, b: 0.7, d: 0.5 } }

/** Query terms told apart for the quality factor: a document's score is multiplied by how many it matched. */
const MAX_TERMS = 31

/**
 * A set of documents with their scores and the query terms each matched (one bit per term), in the order MiniSearch's
 * Maps would hold them: that order breaks ties between equal scores.
 */
class Matches {
  size = 0
  constructor(
    readonly ids: Int32Array,
    readonly scores: Float64Array,
    readonly terms: Uint32Array,
  ) {}
}

/** The documents `query` finds, best first: `ids` (MiniSearch's short ids) and `scores` up to `size`. */
export interface Ranked {
  readonly size: number
  readonly ids: Int32Array
  readonly scores: Float64Array
}

/**
 * A second index whose postings count as the first's documents' own (a Dari or Pashto index's English layer,
 * ./search-index.ts): its short ids mapped to the first index's (-1: no such document there), scored with its own
 * statistics (field lengths, averages, document count).
 */
export interface BaseLayer {
  mini: MiniSearch<never> | MiniSearch<object>
  /** The base's short ids to this index's, current for the two indexes as they are now. */
  idMap(): Int32Array
}

/** An index whose postings a query reads: its internals, field boosts, and how its ids map to the ranked ones. */
interface Layer {
  mini: MiniSearchInternals
  fields: [fieldId: number, boost: number][]
  /** Absent for the ranked index itself. */
  idMap?: () => Int32Array
}

export class SearchRanking {
  private readonly mini: MiniSearchInternals
  private readonly options: Required<Omit<RankingOptions, 'processTerm' | 'combineWith'>> & {
    combineWith: 'AND' | 'OR'
    terms: (text: string) => string[]
  }
  private readonly layers: Layer[]
  /** Sets of documents, reused: a query holds as many at once as its combinations are deep, plus one. */
  private readonly free: Matches[] = []
  private capacity = 0
  /** Where a document stands in the set being built or combined (-1: not in it); reset after each use. */
  private position = new Int32Array(0)
  /** The query's terms, numbered for `Matches.terms`. */
  private readonly termBits = new Map<string, number>()
  /** The ranked documents: positions in the final set, then its ids and scores in that order. */
  private order = new Int32Array(0)
  private rankedIds = new Int32Array(0)
  private rankedScores = new Float64Array(0)

  constructor(mini: MiniSearch<never> | MiniSearch<object>, base?: BaseLayer) {
    this.mini = mini as unknown as MiniSearchInternals
    const { fields, tokenize, searchOptions = {} } = this.mini._options
    for (const option of UNSUPPORTED)
      if (option in searchOptions) throw new Error(`SearchRanking: the search option ${option} is not supported`)
    const processTerm = searchOptions.processTerm ?? this.mini._options.processTerm
    this.options = {
      combineWith: combinator(searchOptions.combineWith ?? 'OR'),
      boost: searchOptions.boost ?? {},
      prefix: searchOptions.prefix ?? false,
      fuzzy: searchOptions.fuzzy ?? false,
      maxFuzzy: searchOptions.maxFuzzy ?? DEFAULTS.maxFuzzy,
      weights: { ...DEFAULTS.weights, ...searchOptions.weights },
      bm25: searchOptions.bm25 ?? DEFAULTS.bm25,
      terms: (text) =>
        tokenize(text)
          .flatMap((token) => processTerm(token))
          .filter((term): term is string => !!term),
    }
    const layer = (index: MiniSearchInternals): Layer['fields'] =>
      fields.map((field) => [index._fieldIds[field]!, this.options.boost[field] || 1])
    this.layers = [{ mini: this.mini, fields: layer(this.mini) }]
    if (base) {
      const baseMini = base.mini as unknown as MiniSearchInternals
      this.layers.push({ mini: baseMini, fields: layer(baseMini), idMap: () => base.idMap() })
    }
  }

  /**
   * Ranks `query`. The result is valid until the next call (its arrays are reused); `sorted: false` leaves the
   * documents unordered (a set of ids is all a filter needs).
   */
  rank(query: SearchQuery, sorted = true): Ranked {
    this.prepare()
    this.termBits.clear()
    const matches = this.evaluate(query, this.options.combineWith)
    const { size, ids, scores, terms } = matches
    for (let i = 0; i < size; i++) scores[i] = scores[i]! * (bitCount(terms[i]!) || 1)
    const result = { size, ids: ids.subarray(0, size), scores: scores.subarray(0, size) }
    if (sorted && size > 1) {
      // Best first; equal scores keep the set's order (MiniSearch sorts its results with a stable sort).
      const order = this.order.subarray(0, size)
      for (let i = 0; i < size; i++) order[i] = i
      order.sort((a, b) => scores[b]! - scores[a]! || a - b)
      result.ids = this.rankedIds.subarray(0, size)
      result.scores = this.rankedScores.subarray(0, size)
      for (let i = 0; i < size; i++) {
        result.ids[i] = ids[order[i]!]!
        result.scores[i] = scores[order[i]!]!
      }
    }
    this.release(matches)
    return result
  }

  /** The id a document was added with (`ids` of a ranking hold the index's short ids). */
  documentId(shortId: number): unknown {
    return this.mini._documentIds.get(shortId)
  }

  /** Sizes the reused arrays to the index's documents (it grows as saves add documents). */
  private prepare(): void {
    const needed = this.mini._nextId
    if (needed <= this.capacity) return
    this.capacity = Math.max(needed, Math.ceil(this.capacity * 1.25))
    this.free.length = 0
    this.position = new Int32Array(this.capacity).fill(-1)
    this.order = new Int32Array(this.capacity)
    this.rankedIds = new Int32Array(this.capacity)
    this.rankedScores = new Float64Array(this.capacity)
  }

  private take(): Matches {
    const m = this.free.pop()
    if (m && m.ids.length >= this.capacity) {
      m.size = 0
      return m
    }
    const n = this.capacity
    return new Matches(new Int32Array(n), new Float64Array(n), new Uint32Array(n))
  }

  private release(m: Matches): void {
    if (m.ids.length >= this.capacity) this.free.push(m)
  }

  /** MiniSearch's `executeQuery`: text is its terms combined; a combination is its queries', left to right. */
  private evaluate(query: SearchQuery, combineWith: 'AND' | 'OR'): Matches {
    if (typeof query === 'string') {
      const terms = this.options.terms(query)
      return this.combine(terms.length, (i) => this.termMatches(terms[i]!), combineWith)
    }
    const own = combinator(query.combineWith)
    return this.combine(query.queries.length, (i) => this.evaluate(query.queries[i]!, own), own)
  }

  /** `count` parts combined as MiniSearch's `combineResults` reduces them (an AND stops at the first empty set). */
  private combine(count: number, part: (i: number) => Matches, combineWith: 'AND' | 'OR'): Matches {
    if (count === 0) return this.take()
    let acc = part(0)
    for (let i = 1; i < count; i++) {
      if (combineWith === 'AND' && acc.size === 0) break
      const next = part(i)
      if (combineWith === 'AND') {
        this.intersect(acc, next)
        this.release(acc)
        acc = next
      } else {
        this.unite(acc, next)
        this.release(next)
      }
    }
    return acc
  }

  /** AND: `b` keeps, in its order, the documents `a` holds too, with both scores added (a's first) and both terms. */
  private intersect(a: Matches, b: Matches): void {
    const { position } = this
    for (let i = 0; i < a.size; i++) position[a.ids[i]!] = i
    let kept = 0
    for (let j = 0; j < b.size; j++) {
      const id = b.ids[j]!
      const at = position[id]!
      if (at < 0) continue
      b.ids[kept] = id
      b.scores[kept] = a.scores[at]! + b.scores[j]!
      b.terms[kept] = a.terms[at]! | b.terms[j]!
      kept++
    }
    b.size = kept
    for (let i = 0; i < a.size; i++) position[a.ids[i]!] = -1
  }

  /** OR: `a` gains `b`'s documents (new ones after its own), scores added and terms joined. */
  private unite(a: Matches, b: Matches): void {
    const { position } = this
    for (let i = 0; i < a.size; i++) position[a.ids[i]!] = i
    for (let j = 0; j < b.size; j++) {
      const id = b.ids[j]!
      const at = position[id]!
      if (at >= 0) {
        a.scores[at] = a.scores[at]! + b.scores[j]!
        a.terms[at] = a.terms[at]! | b.terms[j]!
      } else {
        const n = a.size++
        a.ids[n] = id
        a.scores[n] = b.scores[j]!
        a.terms[n] = b.terms[j]!
        position[id] = n
      }
    }
    for (let i = 0; i < a.size; i++) position[a.ids[i]!] = -1
  }

  /**
   * MiniSearch's `executeQuerySpec`: the term itself, then its longer prefixes, then its fuzzy neighbours; in each
   * layer (the index, then its base), each with its own words.
   */
  private termMatches(term: string): Matches {
    const bit = this.bitOf(term)
    const m = this.take()
    for (const layer of this.layers) this.layerMatches(m, bit, term, layer)
    for (let i = 0; i < m.size; i++) this.position[m.ids[i]!] = -1
    return m
  }

  private layerMatches(m: Matches, bit: number, term: string, layer: Layer): void {
    const { prefix, fuzzy, maxFuzzy, weights } = this.options
    const index = layer.mini._index
    const map = layer.idMap?.()
    this.score(m, bit, 1, index.get(term), layer, map)
    let fuzzyMatches: Map<string, [FieldPostings, number]> | undefined
    const fuzzyOption = typeof fuzzy === 'function' ? fuzzy(term) : fuzzy
    if (fuzzyOption) {
      const f = fuzzyOption === true ? 0.2 : fuzzyOption
      const maxDistance = f < 1 ? Math.min(maxFuzzy, Math.round(term.length * f)) : f
      if (maxDistance) fuzzyMatches = index.fuzzyGet(term, maxDistance)
    }
    if (typeof prefix === 'function' ? prefix(term) : prefix)
      for (const [word, postings] of index.atPrefix(term)) {
        const distance = word.length - term.length
        if (!distance) continue
        // A word both a prefix and a fuzzy match counts as a prefix match.
        fuzzyMatches?.delete(word)
        this.score(m, bit, (weights.prefix! * word.length) / (word.length + 0.3 * distance), postings, layer, map)
      }
    if (fuzzyMatches)
      for (const [word, [postings, distance]] of fuzzyMatches) {
        if (!distance) continue
        this.score(m, bit, (weights.fuzzy! * word.length) / (word.length + distance), postings, layer, map)
      }
  }

  /**
   * MiniSearch's `termResults`: each field's postings of one word, scored by BM25 with the layer's statistics and
   * added into `m` under the ranked index's ids (`map`: the layer's to those).
   */
  private score(
    m: Matches,
    bit: number,
    weight: number,
    data: FieldPostings | undefined,
    layer: Layer,
    map: Int32Array | undefined,
  ): void {
    if (!data) return
    const { position } = this
    const { k, b, d } = this.options.bm25
    const { _documentIds: live, _fieldLength: lengths, _avgFieldLength: averages, _documentCount: total } = layer.mini
    // Documents replaced by a save keep their postings until the next full build (./search-index.ts).
    const dirty = layer.mini._dirtCount > 0
    for (const [fieldId, boost] of layer.fields) {
      const postings = data.get(fieldId)
      if (!postings) continue
      let matching = postings.size
      if (dirty) postings.forEach((_, id) => void (live.has(id) || matching--))
      const average = averages[fieldId]!
      const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5))
      postings.forEach((freq, own) => {
        if (dirty && !live.has(own)) return
        const id = map ? (map[own] ?? -1) : own
        if (id < 0) return
        const length = lengths.get(own)![fieldId]!
        const raw = idf * (d + (freq * (k + 1)) / (freq + k * (1 - b + (b * length) / average)))
        const weighted = weight * boost * raw
        const at = position[id]!
        if (at >= 0) {
          m.scores[at] = m.scores[at]! + weighted
        } else {
          const n = m.size++
          m.ids[n] = id
          m.scores[n] = weighted
          m.terms[n] = bit
          position[id] = n
        }
      })
    }
  }

  private bitOf(term: string): number {
    let n = this.termBits.get(term)
    if (n === undefined) this.termBits.set(term, (n = Math.min(this.termBits.size, MAX_TERMS - 1)))
    return 1 << n
  }
}

function combinator(name: string): 'AND' | 'OR' {
  const upper = name.toUpperCase()
  if (upper !== 'AND' && upper !== 'OR') throw new Error(`SearchRanking: cannot combine with ${name}`)
  return upper
}

function bitCount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555)
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333)
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
