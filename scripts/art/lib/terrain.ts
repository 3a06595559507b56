/**
 * Topographic contour lines: a smooth random height field (sum of Gaussian hills) traced with marching squares,
 * chained into polylines and smoothed. Deterministic for a given RNG.
 */
import type { Rng } from './rng'
import type { Pt } from './svg'

export type Field = (x: number, y: number) => number

export interface Hill {
  x: number
  y: number
  sx: number
  sy: number
  h: number
}

export function hillField(hills: readonly Hill[], tilt: readonly [number, number] = [0, 0]): Field {
  return (x, y) => {
    let v = x * tilt[0] + y * tilt[1]
    for (const k of hills) {
      const dx = (x - k.x) / k.sx
      const dy = (y - k.y) / k.sy
      v += k.h * Math.exp(-(dx * dx + dy * dy) / 2)
    }
    return v
  }
}

export function randomHills(rng: Rng, w: number, h: number, count: number, scale = 1): Hill[] {
  return Array.from({ length: count }, () => ({
    x: rng.range(-0.1, 1.1) * w,
    y: rng.range(-0.1, 1.1) * h,
    sx: rng.range(0.1, 0.28) * w * scale,
    sy: rng.range(0.1, 0.28) * h * scale * 1.4,
    h: rng.range(0.5, 1) * (rng.chance(0.8) ? 1 : -0.6),
  }))
}

/** Contour polylines of `f` at each level over [x0, x0+w] x [y0, y0+h]. */
export function contours(
  f: Field,
  x0: number,
  y0: number,
  w: number,
  h: number,
  step: number,
  levels: readonly number[],
): Pt[][][] {
  const nx = Math.ceil(w / step)
  const ny = Math.ceil(h / step)
  const val: number[][] = []
  for (let j = 0; j <= ny; j++) {
    const row: number[] = []
    for (let i = 0; i <= nx; i++) row.push(f(x0 + i * step, y0 + j * step))
    val.push(row)
  }
  const V = (i: number, j: number): number => val[j]?.[i] ?? 0
  return levels.map((L) => {
    // Each segment joins two cell edges; edges are keyed so segments can be chained into lines.
    const pos = new Map<string, Pt>()
    const adj = new Map<string, string[]>()
    const edgePoint = (key: string, ax: number, ay: number, av: number, bx: number, by: number, bv: number): string => {
      if (!pos.has(key)) {
        const t = av === bv ? 0.5 : (L - av) / (bv - av)
        pos.set(key, [x0 + (ax + (bx - ax) * t) * step, y0 + (ay + (by - ay) * t) * step])
      }
      return key
    }
    const link = (a: string, b: string): void => {
      adj.set(a, [...(adj.get(a) ?? []), b])
      adj.set(b, [...(adj.get(b) ?? []), a])
    }
    for (let j = 0; j < ny; j++) {
      for (let i = 0; i < nx; i++) {
        const tl = V(i, j)
        const tr = V(i + 1, j)
        const br = V(i + 1, j + 1)
        const bl = V(i, j + 1)
        const c = (tl > L ? 8 : 0) | (tr > L ? 4 : 0) | (br > L ? 2 : 0) | (bl > L ? 1 : 0)
        if (c === 0 || c === 15) continue
        const top = (): string => edgePoint(`h${i},${j}`, i, j, tl, i + 1, j, tr)
        const bottom = (): string => edgePoint(`h${i},${j + 1}`, i, j + 1, bl, i + 1, j + 1, br)
        const left = (): string => edgePoint(`v${i},${j}`, i, j, tl, i, j + 1, bl)
        const right = (): string => edgePoint(`v${i + 1},${j}`, i + 1, j, tr, i + 1, j + 1, br)
        switch (c) {
          case 1:
          case 14:
            link(left(), bottom())
            break
          case 2:
          case 13:
            link(bottom(), right())
            break
          case 3:
          case 12:
            link(left(), right())
            break
          case 4:
          case 11:
            link(top(), right())
            break
          case 6:
          case 9:
            link(top(), bottom())
            break
          case 7:
          case 8:
            link(left(), top())
            break
          case 5:
            link(left(), top())
            link(bottom(), right())
            break
          case 10:
            link(top(), right())
            link(left(), bottom())
            break
        }
      }
    }
    const seen = new Set<string>()
    const lines: Pt[][] = []
    const walk = (start: string): Pt[] => {
      const out: string[] = [start]
      seen.add(start)
      let cur = start
      for (;;) {
        const next = (adj.get(cur) ?? []).find((k) => !seen.has(k))
        if (!next) break
        seen.add(next)
        out.push(next)
        cur = next
      }
      return out.map((k) => pos.get(k) ?? [0, 0])
    }
    // Open lines start at ends (degree 1) so they are not split in two.
    for (const [k, v] of adj) if (v.length === 1 && !seen.has(k)) lines.push(walk(k))
    for (const k of adj.keys())
      if (!seen.has(k)) {
        const ring = walk(k)
        ring.push(ring[0] ?? [0, 0])
        lines.push(ring)
      }
    return lines.filter((l) => l.length > 3)
  })
}

export function levelsBetween(lo: number, hi: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => lo + ((i + 0.5) * (hi - lo)) / n)
}

/** Min and max of a field sampled on a coarse grid (to choose contour levels). */
export function fieldRange(f: Field, w: number, h: number): [number, number] {
  let lo = Infinity
  let hi = -Infinity
  for (let y = 0; y <= h; y += h / 20)
    for (let x = 0; x <= w; x += w / 20) {
      const v = f(x, y)
      lo = Math.min(lo, v)
      hi = Math.max(hi, v)
    }
  return [lo, hi]
}
