import 'server-only'

import { foldArabicScript, tokenizeAnyScript } from '@/lib/search/arabic-script'
import { normaliseText } from '@/lib/search/terms'
import type { SearchQuery as Query } from './search-ranking'

/**
 * What a visitor types, turned into what the index holds (docs/decisions/029-site-search.md, "Spelling"). MiniSearch's
 * own fuzzy match forgives one Levenshtein edit in words of five letters or more; visitors slip in other ways too:
 *
 * - two letters swapped ("reciever"): an optimal-string-alignment distance of 1 against the index's own words;
 * - a short technical word with one slip ("GNNS", "RKT", "UHG"), only against the acronyms the catalogue writes in
 *   capitals, so that "term" still does not find the "Tern" series;
 * - words joined ("totalstation", "laserscanner") or split ("geo tagging" for "geotagging");
 * - the words Dari and Pashto readers (and English ones) use for an equipment family, which the catalogue's own
 *   text may spell another way (SYNONYMS).
 *
 * Each word of the query becomes the word OR its alternatives; the words are then ANDed as before. Only the words the
 * index does not know (not even as the start of a word being typed) are respelt, so a correct query ranks as it did.
 */

/** Words that name the same thing, in the index's folded spelling; a query word in a group also matches the others. */
const SYNONYMS: readonly (readonly string[])[] = [
  ['gnss', 'gps', 'جی‌پی‌اس', 'گیرنده', 'رسیور'],
  ['receiver', 'rover', 'گیرنده', 'رسیور'],
  ['drone', 'drones', 'uav', 'پهپاد', 'درون'],
  ['scanner', 'scanners', 'اسکنر', 'سکنر'],
  ['station', 'stations', 'استیشن', 'ستیشن', 'ایستگاه'],
  ['total', 'توتال', 'توټل'],
  ['theodolite', 'total', 'تیودولیت'],
  ['module', 'modules', 'ماژول', 'ماډیول'],
  ['level', 'levels', 'ترازیاب', 'تراز'],
  ['antenna', 'antennas', 'آنتن', 'انتن'],
].map((group) => group.map((word) => fold(word)))

function fold(word: string): string {
  return normaliseText(foldArabicScript(word)).replace(/\u200c/g, '')
}

/** The words an index holds, for respelling queries against it. */
export class Vocabulary {
  private readonly terms = new Set<string>()
  private readonly acronyms = new Set<string>()
  private sorted: string[] | undefined

  /** `base`: the words of the index's English layer, known as this one's (./search-index.ts). */
  constructor(private readonly base?: Vocabulary) {}

  /** Every word, this vocabulary's then its base's. */
  private *allTerms(): Iterable<string> {
    yield* this.terms
    if (this.base) for (const term of this.base.allTerms()) if (!this.terms.has(term)) yield term
  }

  private *allAcronyms(): Iterable<string> {
    yield* this.acronyms
    if (this.base) for (const term of this.base.allAcronyms()) if (!this.acronyms.has(term)) yield term
  }

  add(term: string): void {
    this.terms.add(term)
    this.sorted = undefined
  }

  /**
   * Records the short technical words of a source text, those written with two capitals or more (GNSS, RTK, UHF,
   * LiDAR), as words one slip may reach however short.
   */
  addAcronymsOf(text: string): void {
    for (const [word] of text.matchAll(/\b(?=\w*[A-Z]\w*[A-Z])[A-Za-z]{2,6}\b/g)) this.acronyms.add(word.toLowerCase())
  }

  has(term: string): boolean {
    return this.terms.has(term) || !!this.base?.has(term)
  }

  /** Whether some indexed word starts with `prefix` (the visitor may still be typing it). */
  hasPrefix(prefix: string): boolean {
    return this.ownPrefix(prefix) || !!this.base?.hasPrefix(prefix)
  }

  private ownPrefix(prefix: string): boolean {
    const sorted = (this.sorted ??= [...this.terms].sort())
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid]! < prefix) lo = mid + 1
      else hi = mid
    }
    return lo < sorted.length && sorted[lo]!.startsWith(prefix)
  }

  /**
   * Indexed words one slip away from `word`: any word for five letters or more; for three or four, the technical words
   * (so that "term" does not find the "Tern" series), and for four also the five-letter words it is with one letter
   * dropped ("lser" → laser, "totl" → total, "rovr" → rover).
   */
  neighbours(word: string): string[] {
    if (word.length < 3 || !/\p{L}/u.test(word)) return []
    const out: string[] = []
    if (word.length >= 5) {
      for (const term of this.allTerms()) if (term !== word && oneSlipApart(word, term)) out.push(term)
      return out
    }
    for (const term of this.allAcronyms())
      if (term !== word && this.has(term) && oneSlipApart(word, term)) out.push(term)
    if (word.length === 4)
      for (const term of this.allTerms())
        if (term.length === 5 && !out.includes(term) && oneSlipApart(word, term) && /^\p{L}+$/u.test(term))
          out.push(term)
    return out
  }

  /** `word` as two indexed words of three letters or more ("totalstation" → total, station), best split first. */
  splits(word: string): [string, string][] {
    const out: [string, string][] = []
    for (let i = 3; i <= word.length - 3; i++) {
      const [a, b] = [word.slice(0, i), word.slice(i)]
      if (this.has(a) && this.has(b)) out.push([a, b])
    }
    return out
  }
}

/**
 * Optimal string alignment distance of at most 1: one letter replaced, added, dropped, or two neighbours swapped.
 * Linear, with no table: the lengths differ by at most one, and the words agree but for one place.
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (i === a.length) return false
    // replaced: the rest agrees after this place; swapped: the next two are crossed, then the rest agrees.
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.slice(i) === long.slice(i + 1)
}

const allOf = (queries: Query[]): Query => ({ combineWith: 'AND', queries })
const anyOf = (queries: Query[]): Query => (queries.length === 1 ? queries[0]! : { combineWith: 'OR', queries })

/** The query for `text`: its words ANDed, each OR its respellings; the same as before for words the index knows. */
export function respell(text: string, vocabulary: Vocabulary): { query: Query; respelt: boolean } {
  const words: string[] = []
  // A short run of letters and a number typed apart ("k 8") stay one word, as the index joins them (./terms.ts).
  for (const w of text.match(/\S+/g) ?? []) {
    const last = words.at(-1)
    if (last !== undefined && /^\p{L}{1,3}$/u.test(last) && /^\p{N}[\p{L}\p{N}]*$/u.test(fold(w)))
      words[words.length - 1] = `${last} ${w}`
    else words.push(w)
  }
  let respelt = false
  const slots: Query[] = []
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!
    const tokens = tokenizeAnyScript(raw).map((t) => t.replace(/\u200c/g, ''))
    const word = fold(raw).replace(/[^\p{L}\p{N}]/gu, '')
    const alternatives: Query[] = [allOf([raw])]
    const known = tokens.every((t) => vocabulary.has(t) || vocabulary.hasPrefix(t))
    for (const group of SYNONYMS) {
      if (!group.includes(word)) continue
      for (const other of group) if (other !== word && vocabulary.has(other)) alternatives.push(allOf([other]))
    }
    // A model code typed with a hyphen or a space inside ("K-8T", "k 8t"): also the code as the catalogue writes it.
    if (!known && word !== tokens[0] && vocabulary.has(word)) alternatives.push(allOf([word]))
    if (!known && tokens.length === 1 && tokens[0] === word) {
      for (const near of vocabulary.neighbours(word)) alternatives.push(allOf([near]))
      for (const [a, b] of vocabulary.splits(word)) alternatives.push(allOf([a, b]))
    }
    // Split words: "geo tagging" where the catalogue writes "geotagging".
    const next = words[i + 1]
    if (next !== undefined) {
      const joined = fold(raw + next)
      if (!vocabulary.has(fold(raw)) && vocabulary.has(joined)) {
        slots.push(anyOf([allOf([raw, next]), allOf([joined])]))
        respelt = true
        i++
        continue
      }
    }
    if (alternatives.length > 1) respelt = true
    slots.push(anyOf(alternatives))
  }
  return { query: allOf(slots), respelt }
}
