/** Point clouds: sample visible faces of simple 3D shapes, colour by height, emit dots as round-capped zero-length strokes. */
import { mix } from './color'
import type { Iso } from './draw'
import type { Rng } from './rng'
import { path } from './svg'

export interface P3 {
  x: number
  y: number
  z: number
}

/** Height ramp: deep blue, cyan, teal-green, amber, red (the usual scanner intensity look, tuned to the brand). */
export const RAMP = ['#2f5bd3', '#1fa7d8', '#2cc6a8', '#9bd24a', '#f5b50b', '#f07c1a']

export function rampColor(t: number): string {
  const c = Math.max(0, Math.min(0.9999, t)) * (RAMP.length - 1)
  const i = Math.floor(c)
  return mix(RAMP[i] ?? '#ffffff', RAMP[i + 1] ?? '#ffffff', c - i)
}

export interface BoxSpec {
  x: number
  y: number
  z: number
  w: number
  d: number
  h: number
  /** Window grid on the two visible side faces: [cols, rows]; points inside windows are dropped. */
  windows?: [number, number]
}

/** Which face a point came from: shading makes the structure readable (top brightest). */
export type Face = 0 | 1 | 2

export interface P3F extends P3 {
  face: Face
}

/**
 * Points on the visible faces (+z top, +x, +y) of each box on a jittered regular grid (spacing `sp`), the way a
 * scanner's rows look; window openings are left empty.
 */
export function sampleBoxes(rng: Rng, boxes: readonly BoxSpec[], wallSp: number, roofSp = wallSp * 1.6): P3F[] {
  const out: P3F[] = []
  const inWindow = (u: number, v: number, len: number, hgt: number, grid?: [number, number]): boolean => {
    if (!grid) return false
    const [cols, rows] = grid
    const cu = (u / len) * cols
    const cv = (v / hgt) * rows
    const fu = cu - Math.floor(cu)
    const fv = cv - Math.floor(cv)
    return fu > 0.25 && fu < 0.75 && fv > 0.28 && fv < 0.78
  }
  for (const b of boxes) {
    const faces: [Face, (u: number, v: number) => P3, number, number][] = [
      [0, (u, v) => ({ x: b.x + u, y: b.y + v, z: b.z + b.h }), b.w, b.d],
      [1, (u, v) => ({ x: b.x + b.w, y: b.y + u, z: b.z + v }), b.d, b.h],
      [2, (u, v) => ({ x: b.x + u, y: b.y + b.d, z: b.z + v }), b.w, b.h],
    ]
    for (const [face, at, len, hgt] of faces) {
      if (hgt < 0.5 || len < 0.5) continue
      const sp = face === 0 ? roofSp : wallSp
      for (let v = sp / 2; v < hgt; v += sp)
        for (let u = sp / 2; u < len; u += sp) {
          const uu = u + (rng() - 0.5) * sp * 0.5
          const vv = v + (rng() - 0.5) * sp * 0.3
          if (face !== 0 && inWindow(uu, vv, len, hgt, b.windows)) continue
          out.push({ ...at(uu, vv), face })
        }
    }
  }
  return out
}

/**
 * Dots grouped into colour bins; one <path> per bin with integer relative moves ("m7 3h0") keeps thousands of
 * points in a few kilobytes. Round caps on a zero-length segment draw a dot in browsers and librsvg alike.
 */
export function renderCloud(
  iso: Iso,
  points: readonly P3[],
  color: (p: P3) => string,
  size: number,
  opacity = 1,
): string {
  const bins = new Map<string, [number, number][]>()
  for (const p of points) {
    const [x, y] = iso.p(p.x, p.y, p.z)
    const c = color(p)
    const list = bins.get(c) ?? []
    list.push([Math.round(x), Math.round(y)])
    bins.set(c, list)
  }
  return [...bins.entries()]
    .map(([c, list]) => {
      list.sort((a, b) => a[1] - b[1] || a[0] - b[0])
      let px = 0
      let py = 0
      let dd = ''
      for (const [x, y] of list) {
        dd += `m${x - px} ${y - py}h0`
        px = x
        py = y
      }
      return path('M' + dd.slice(1), {
        stroke: c,
        'stroke-width': size,
        'stroke-linecap': 'round',
        opacity: opacity === 1 ? undefined : opacity,
      })
    })
    .join('')
}

/** Quantises a colour function to n steps so the bins stay few. */
export function quantised(n: number, f: (p: P3) => number): (p: P3) => string {
  return (p) => rampColor(Math.round(Math.max(0, Math.min(1, f(p))) * (n - 1)) / (n - 1))
}

/** Height colour, darkened by face orientation so roofs and walls separate. */
export function shadedByFace(n: number, f: (p: P3) => number): (p: P3) => string {
  const base = quantised(n, f)
  return (p) => {
    const face = (p as Partial<P3F>).face ?? 0
    const c = base(p)
    return face === 0 ? c : mix(c, '#0b1f3a', face === 1 ? 0.08 : 0.22)
  }
}
