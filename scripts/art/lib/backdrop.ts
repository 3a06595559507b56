/** Backgrounds: the light studio backdrop of product images and the navy technical backdrop of heroes/diagrams. */
import { BRAND } from './color'
import type { Rng } from './rng'
import { el, g, path, rect, smoothD, type Scene } from './svg'
import { contours, fieldRange, hillField, levelsBetween, randomHills, type Field } from './terrain'

export function contourPaths(f: Field, w: number, h: number, step: number, n: number, x0 = 0, y0 = 0): string[] {
  const [lo, hi] = fieldRange(f, w, h)
  const sets = contours(f, x0, y0, w, h, step, levelsBetween(lo, hi, n))
  return sets.map((lines) =>
    lines
      .map((l) => {
        const first = l[0]
        const last = l[l.length - 1]
        const closed = !!first && !!last && Math.hypot(first[0] - last[0], first[1] - last[1]) < 0.01
        // integer vertices: contours are decoration, and this halves their bytes
        const r = (closed ? l.slice(0, -1) : l).map(([x, y]) => [Math.round(x), Math.round(y)] as const)
        return smoothD(r, closed)
      })
      .join(''),
  )
}

export function gridPattern(s: Scene, size: number, stroke: string, width = 1): string {
  const id = s.raw(`grid${size}${stroke}${width}`, (pid) =>
    el(
      'pattern',
      { id: pid, width: size, height: size, patternUnits: 'userSpaceOnUse' },
      path(`M${size} 0H0V${size}`, { fill: 'none', stroke, 'stroke-width': width }),
    ),
  )
  return `url(#${id})`
}

/** Light product backdrop: off-white gradient, faint survey grid and contours, clean centre. */
export function lightBackdrop(s: Scene, rng: Rng, w = 1200, h = 900, tint: string = BRAND.slate200): string {
  const field = hillField(randomHills(rng, w, h, 5, 1.1), [rng.range(-1, 1) / w, rng.range(-1, 1) / h])
  const lines = contourPaths(field, w, h, 46, 9).join('')
  return (
    rect(0, 0, w, h, {
      fill: s.lin([
        [0, '#f9fbfd'],
        [0.6, '#eef2f7'],
        [1, tint],
      ]),
    }) +
    rect(0, 0, w, h, { fill: gridPattern(s, 40, BRAND.slate300), opacity: 0.32 }) +
    path(lines, { fill: 'none', stroke: BRAND.slate400, 'stroke-width': 1.3, opacity: 0.28 }) +
    rect(0, 0, w, h, {
      fill: s.radU(
        [
          [0, '#ffffff', 0.97],
          [0.55, '#ffffff', 0.75],
          [1, '#ffffff', 0],
        ],
        w / 2,
        h * 0.47,
        Math.max(w, h) * 0.56,
      ),
    }) +
    // a soft floor so the device sits on something
    rect(0, h * 0.78, w, h * 0.22, {
      fill: s.lin([
        [0, BRAND.slate300, 0],
        [1, BRAND.slate300, 0.35],
      ]),
    })
  )
}

export interface DarkOpts {
  /** Where the subject sits; the glow is placed there. */
  glowX?: number
  glowY?: number
  contours?: boolean
  grid?: boolean
  contourOpacity?: number
}

/** Navy backdrop with grid, contours and a glow behind the subject. */
export function darkBackdrop(s: Scene, rng: Rng, w: number, h: number, o: DarkOpts = {}): string {
  const gx = o.glowX ?? w * 0.66
  const gy = o.glowY ?? h * 0.5
  let out = rect(0, 0, w, h, {
    fill: s.lin(
      [
        [0, BRAND.navy800],
        [1, BRAND.navy950],
      ],
      0,
      0,
      0.3,
      1,
    ),
  })
  out += rect(0, 0, w, h, {
    fill: s.radU(
      [
        [0, '#1f4a86', 0.75],
        [1, '#1f4a86', 0],
      ],
      gx,
      gy,
      Math.max(w, h) * 0.5,
    ),
  })
  if (o.grid !== false) out += rect(0, 0, w, h, { fill: gridPattern(s, 48, '#2b5794', 1), opacity: 0.28 })
  if (o.contours !== false) {
    const field = hillField(randomHills(rng, w, h, 6), [0, 0])
    out += path(contourPaths(field, w, h, 46, 10).join(''), {
      fill: 'none',
      stroke: '#4f7fc0',
      'stroke-width': 1.2,
      opacity: o.contourOpacity ?? 0.26,
    })
  }
  return out
}

/** Darkens the left part of a hero so white text stays readable (WCAG contrast on any slide). */
export function leftScrim(s: Scene, w: number, h: number, strength = 0.9): string {
  return rect(0, 0, w, h, {
    fill: s.lin(
      [
        [0, BRAND.navy950, strength],
        [0.38, BRAND.navy950, strength * 0.7],
        [0.62, BRAND.navy950, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  })
}

export const layer = (opacity: number, ...children: string[]): string => g({ opacity }, ...children)
