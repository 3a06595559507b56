/** Shared shading and detail helpers for device illustrations. */
import { darken, lighten, BRAND } from './color'
import { circle, ellipse, el, fmt, g, path, poly, rect, type Attrs, type Pt, type Scene, d } from './svg'

/** Shading across a vertical cylinder (light from upper left). */
export const cylH = (s: Scene, c: string): string =>
  s.lin(
    [
      [0, darken(c, 0.35)],
      [0.12, c],
      [0.32, lighten(c, 0.3)],
      [0.58, c],
      [0.88, darken(c, 0.3)],
      [1, darken(c, 0.5)],
    ],
    0,
    0,
    1,
    0,
  )

/** Shading across a horizontal cylinder. */
export const cylV = (s: Scene, c: string): string =>
  s.lin([
    [0, lighten(c, 0.15)],
    [0.25, lighten(c, 0.35)],
    [0.55, c],
    [1, darken(c, 0.45)],
  ])

export const vgrad = (s: Scene, top: string, bottom: string): string =>
  s.lin([
    [0, top],
    [1, bottom],
  ])
export const hgrad = (s: Scene, left: string, right: string): string =>
  s.lin(
    [
      [0, left],
      [1, right],
    ],
    0,
    0,
    1,
    0,
  )
export const panel = (s: Scene, c: string, k = 0.12): string =>
  s.lin([
    [0, lighten(c, k)],
    [1, darken(c, k)],
  ])

export const dome = (s: Scene, c: string): string =>
  s.rad(
    [
      [0, lighten(c, 0.85)],
      [0.35, lighten(c, 0.25)],
      [0.75, c],
      [1, darken(c, 0.3)],
    ],
    0.36,
    0.2,
    0.95,
    0.32,
    0.12,
  )

export const glass = (s: Scene): string =>
  s.rad(
    [
      [0, '#9fc2ff'],
      [0.18, '#3b5fb0'],
      [0.55, '#111a3a'],
      [1, '#04060d'],
    ],
    0.4,
    0.35,
    0.7,
    0.3,
    0.25,
  )

export const screenGlass = (s: Scene): string =>
  s.lin(
    [
      [0, '#ffffff', 0.22],
      [0.45, '#ffffff', 0.04],
      [0.46, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  )

export const sheen = (s: Scene, o = 0.55): string =>
  s.lin([
    [0, '#ffffff', o],
    [1, '#ffffff', 0],
  ])

export function groundShadow(s: Scene, cx: number, cy: number, rx: number, ry: number, o = 0.32): string {
  const fill = s.rad([
    [0, BRAND.slate900, o],
    [0.55, BRAND.slate900, o * 0.45],
    [1, BRAND.slate900, 0],
  ])
  return ellipse(cx, cy, rx, ry, { fill })
}

export function led(s: Scene, x: number, y: number, r: number, c: string): string {
  const glow = s.rad([
    [0, c, 0.55],
    [1, c, 0],
  ])
  return (
    circle(x, y, r * 2.6, { fill: glow }) +
    circle(x, y, r, { fill: c, stroke: darken(c, 0.35), 'stroke-width': r * 0.3 }) +
    circle(x - r * 0.3, y - r * 0.35, r * 0.35, { fill: '#fff', opacity: 0.75 })
  )
}

export function screw(x: number, y: number, r: number, c = '#9aa6b6'): string {
  return (
    circle(x, y, r, { fill: c, stroke: darken(c, 0.4), 'stroke-width': r * 0.25 }) +
    path(d`M${x - r * 0.6} ${y + r * 0.25}L${x + r * 0.6} ${y - r * 0.25}`, {
      stroke: darken(c, 0.5),
      'stroke-width': r * 0.28,
    })
  )
}

/** Rounded rectangle element. */
export const rr = (x: number, y: number, w: number, h: number, r: number, a: Attrs = {}): string =>
  rect(x, y, w, h, { rx: r, ...a })

/** A vertical cylinder seen slightly from above: side + top ellipse. */
export function cylinder(
  s: Scene,
  cx: number,
  top: number,
  bottom: number,
  rx: number,
  ry: number,
  c: string,
  topFill?: string,
): string {
  const side = path(d`M${cx - rx} ${top}V${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}V${top}Z`, {
    fill: cylH(s, c),
  })
  return side + ellipse(cx, top, rx, ry, { fill: topFill ?? lighten(c, 0.22) })
}

/** Knurled knob seen from the front (levelling screws, focus drives). */
export function knurl(s: Scene, cx: number, cy: number, w: number, h: number, c: string): string {
  let ridges = ''
  const n = Math.max(3, Math.round(w / 7))
  for (let i = 1; i < n; i++) {
    const x = cx - w / 2 + (w * i) / n
    ridges += `M${fmt(x)} ${fmt(cy - h / 2 + 1)}V${fmt(cy + h / 2 - 1)}`
  }
  return (
    rect(cx - w / 2, cy - h / 2, w, h, { rx: Math.min(4, h / 4), fill: cylH(s, c) }) +
    path(ridges, { stroke: darken(c, 0.45), 'stroke-width': 1.4, opacity: 0.6 })
  )
}

/** Short threaded connector (TNC/SMA style) pointing up. */
export function connectorUp(s: Scene, cx: number, base: number, w: number, h: number): string {
  const gold = '#c9a24a'
  return (
    rect(cx - w / 2, base - h * 0.45, w, h * 0.45, { fill: cylH(s, '#8d97a5') }) +
    rect(cx - w * 0.36, base - h, w * 0.72, h * 0.58, { fill: cylH(s, gold) }) +
    path(
      Array.from(
        { length: 4 },
        (_, i) => `M${fmt(cx - w * 0.36)} ${fmt(base - h + 4 + i * (h * 0.13))}h${fmt(w * 0.72)}`,
      ).join(''),
      { stroke: darken(gold, 0.35), 'stroke-width': 1.2, opacity: 0.7 },
    )
  )
}

/** Isometric-style projection used by the board-like devices. x runs to the lower right, y to the lower left, z up. */
export class Iso {
  readonly ex: Pt
  readonly ey: Pt
  constructor(
    readonly ox: number,
    readonly oy: number,
    readonly k: number,
    a = 24,
    b = 30,
    readonly dy = 1,
  ) {
    const r = Math.PI / 180
    this.ex = [Math.cos(a * r) * k, Math.sin(a * r) * k]
    this.ey = [-Math.cos(b * r) * k * dy, Math.sin(b * r) * k * dy]
  }

  p(x: number, y: number, z = 0): Pt {
    return [this.ox + x * this.ex[0] + y * this.ey[0], this.oy + x * this.ex[1] + y * this.ey[1] - z * this.k]
  }

  /** Polygon on the plane z from local [x,y] points. */
  flat(points: readonly Pt[], z: number, a: Attrs): string {
    return poly(
      points.map(([x, y]) => this.p(x, y, z)),
      a,
    )
  }

  /** Box with visible faces: top, left (y = y+d face), right (x = x+w face). */
  box(
    x: number,
    y: number,
    z: number,
    w: number,
    dd: number,
    h: number,
    f: { top: string; left: string; right: string; stroke?: string },
  ): string {
    const P = this.p.bind(this)
    const sa: Attrs = f.stroke ? { stroke: f.stroke, 'stroke-width': 1, 'stroke-linejoin': 'round' } : {}
    return (
      poly([P(x, y + dd, z + h), P(x + w, y + dd, z + h), P(x + w, y + dd, z), P(x, y + dd, z)], {
        fill: f.left,
        ...sa,
      }) +
      poly([P(x + w, y, z + h), P(x + w, y + dd, z + h), P(x + w, y + dd, z), P(x + w, y, z)], {
        fill: f.right,
        ...sa,
      }) +
      poly([P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + dd, z + h), P(x, y + dd, z + h)], { fill: f.top, ...sa })
    )
  }

  /** Simple shaded box from one base colour. */
  shadedBox(x: number, y: number, z: number, w: number, dd: number, h: number, c: string, stroke?: string): string {
    return this.box(x, y, z, w, dd, h, { top: lighten(c, 0.12), left: darken(c, 0.12), right: darken(c, 0.32), stroke })
  }

  /** SVG transform drawing local (u, v) coordinates onto the top plane at z, origin at (x, y). */
  topT(x: number, y: number, z: number): string {
    const [ox, oy] = this.p(x, y, z)
    return `matrix(${[this.ex[0], this.ex[1], this.ey[0], this.ey[1], ox, oy].map((v) => +v.toFixed(4)).join(' ')})`
  }

  /** Transform for the left face (plane y = const): u along x, v downward. */
  leftT(x: number, y: number, z: number): string {
    const [ox, oy] = this.p(x, y, z)
    return `matrix(${[this.ex[0], this.ex[1], 0, this.k, ox, oy].map((v) => +v.toFixed(4)).join(' ')})`
  }

  /** Transform for the right face (plane x = const): u along -y (reads left to right), v downward. */
  rightT(x: number, y: number, z: number): string {
    const [ox, oy] = this.p(x, y, z)
    return `matrix(${[-this.ey[0], -this.ey[1], 0, this.k, ox, oy].map((v) => +v.toFixed(4)).join(' ')})`
  }

  /** Vertical cylinder standing on the plane z at (x, y): side + top ellipse approximated in the projection. */
  cyl(s: Scene, x: number, y: number, z: number, r: number, h: number, c: string, top?: string): string {
    const [cx, cy] = this.p(x, y, z)
    const rx = r * Math.hypot(this.ex[0], this.ey[0]) * 0.72
    const ry = rx * 0.5
    const ht = h * this.k
    return (
      path(d`M${cx - rx} ${cy - ht}V${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}V${cy - ht}Z`, { fill: cylH(s, c) }) +
      ellipse(cx, cy - ht, rx, ry, { fill: top ?? lighten(c, 0.25) })
    )
  }
}

export const group = (transform: string, ...children: string[]): string => g({ transform }, ...children)

export const clipRect = (s: Scene, x: number, y: number, w: number, h: number, r = 0): string =>
  s.raw(`clip${x},${y},${w},${h},${r}`, (id) => el('clipPath', { id }, rect(x, y, w, h, { rx: r || undefined })))
