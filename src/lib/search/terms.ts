/**
 * How site search reads text (decision 029), shared by the index and the queries so both sides split words the same
 * way. Isomorphic and dependency-free: the header's suggestions box may use it to decide when to ask.
 *
 * - Case and accents do not matter: text is NFKD-decomposed, combining marks dropped, lower-cased.
 * - Digit groups lose their separators ("1,408" → "1408"), so "1408 channels" finds "Channels: 1,408".
 * - Model names are typed every way: "K8", "K-8", "k 8". A short run of letters followed by digits is also indexed
 *   joined ("K-8" → k, 8, k8), and a word mixing letters and digits also as its parts ("k8" → k8, k, 8). So each
 *   spelling of the query produces terms that the other spellings indexed.
 */

/** Longest query read; the API refuses longer ones (same limit as the product list's search). */
export const MAX_QUERY_LENGTH = 100
/** Shortest query (after trimming) worth suggesting for: one character matches too much to help. */
export const MIN_SUGGEST_LENGTH = 2

export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(\d)[,\u00a0\u202f'](?=\d{3}(?!\d))/g, '$1')
}

const WORD = /[\p{L}\p{N}]+/gu
const LETTERS = /^\p{L}{1,3}$/u
/** A word that starts with digits: "8", "8t" (the rest of a model code such as "K-8T"). */
const DIGITS_FIRST = /^\p{N}/u

/** Words of a text, plus the joined form of each short letters-then-digits pair ("k 8" → k, 8, k8; "k-8t" → k8t). */
export function tokenize(text: string): string[] {
  const words = normaliseText(text).match(WORD) ?? []
  const out = [...words]
  words.forEach((word, i) => {
    const next = words[i + 1]
    if (next !== undefined && LETTERS.test(word) && DIGITS_FIRST.test(next)) out.push(word + next)
  })
  return out
}

const MIXED_PARTS = /\p{L}+|\p{N}+/gu

/** One word → the terms it stands for: itself, and its letter and digit runs when it mixes them ("ip67"). */
export function expandTerm(term: string): string[] {
  const parts = term.match(MIXED_PARTS) ?? []
  return parts.length > 1 ? [term, ...parts] : [term]
}
