/** Deterministic randomness: the same slug always draws the same picture, so regenerating gives a clean git diff. */

export function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export interface Rng {
  (): number
  range(a: number, b: number): number
  int(a: number, b: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

export function makeRng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0
  // mulberry32
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng = next as Rng
  rng.range = (lo, hi) => lo + (hi - lo) * next()
  rng.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next())
  rng.pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  rng.chance = (p) => next() < p
  return rng
}
