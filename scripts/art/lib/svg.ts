/**
 * Tiny SVG string builder. Every number goes through `fmt` (one decimal) because the generated files are committed
 * and must stay small (catalogue images under ~40 KB).
 */

export type Attrs = Record<string, string | number | boolean | null | undefined>
export type Pt = readonly [number, number]

export const fmt = (v: number): string => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

const escapeAttr = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function attrs(a: Attrs): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue
    out += ` ${k}="${typeof v === 'number' ? fmt(v) : v === true ? k : escapeAttr(v)}"`
  }
  return out
}

export const el = (tag: string, a: Attrs = {}, children?: string): string =>
  children === undefined || children === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`

export const g = (a: Attrs, ...children: string[]): string => el('g', a, children.join(''))
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, ...a })
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string => el('circle', { cx, cy, r, ...a })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a })
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...a })
export const path = (dd: string, a: Attrs = {}): string => el('path', { d: dd, ...a })
export const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' ')
export const poly = (p: readonly Pt[], a: Attrs = {}): string => el('polygon', { points: pts(p), ...a })
export const polyline = (p: readonly Pt[], a: Attrs = {}): string => el('polyline', { points: pts(p), ...a })

/** Tagged template for path data: numbers are rounded, strings pass through. */
export function d(strings: TemplateStringsArray, ...vals: (number | string)[]): string {
  let out = strings[0] ?? ''
  vals.forEach((v, i) => {
    out += (typeof v === 'number' ? fmt(v) : v) + (strings[i + 1] ?? '')
  })
  return out.replace(/\s+/g, ' ').trim()
}

/** Rounded rectangle as path data (for shapes that need a transform-free outline). */
export function roundRectD(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.min(r, w / 2, h / 2)
  return d`M${x + q} ${y}H${x + w - q}A${q} ${q} 0 0 1 ${x + w} ${y + q}V${y + h - q}A${q} ${q} 0 0 1 ${x + w - q} ${y + h}H${x + q}A${q} ${q} 0 0 1 ${x} ${y + h - q}V${y + q}A${q} ${q} 0 0 1 ${x + q} ${y}Z`
}

/** Smooth path through points using midpoint quadratic curves (cheap in bytes, no overshoot). */
export function smoothD(p: readonly Pt[], closed = false): string {
  if (p.length < 2) return ''
  if (p.length === 2 || (closed && p.length < 3)) return `M${pts(p)}`
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  const at = (i: number): Pt => p[((i % p.length) + p.length) % p.length] as Pt
  let out: string
  if (closed) {
    const m0 = mid(at(0), at(1))
    out = `M${fmt(m0[0])} ${fmt(m0[1])}`
    for (let i = 1; i <= p.length; i++) {
      const c = at(i)
      const m = mid(at(i), at(i + 1))
      out += `Q${fmt(c[0])} ${fmt(c[1])} ${fmt(m[0])} ${fmt(m[1])}`
    }
    return out + 'Z'
  }
  out = `M${fmt(at(0)[0])} ${fmt(at(0)[1])}`
  for (let i = 1; i < p.length - 1; i++) {
    const c = at(i)
    const m = mid(at(i), at(i + 1))
    out += `Q${fmt(c[0])} ${fmt(c[1])} ${fmt(m[0])} ${fmt(m[1])}`
  }
  const last = at(p.length - 1)
  return out + `L${fmt(last[0])} ${fmt(last[1])}`
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

/**
 * Collects <defs> for one SVG document. Gradients are deduplicated by content, so drawing helpers can ask for
 * "a cylinder gradient of this colour" freely without bloating the file.
 */
export class Scene {
  private readonly defs = new Map<string, { id: string; markup: string }>()
  private seq = 0

  constructor(readonly prefix = 'a') {}

  uid(): string {
    this.seq += 1
    return `${this.prefix}${this.seq.toString(36)}`
  }

  def(key: string, make: (id: string) => string): string {
    const hit = this.defs.get(key)
    if (hit) return hit.id
    const id = this.uid()
    this.defs.set(key, { id, markup: make(id) })
    return id
  }

  /** Linear gradient in bounding-box units; returns `url(#id)`. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `lin${JSON.stringify([stops, x1, y1, x2, y2])}`
    const id = this.def(key, (gid) => el('linearGradient', { id: gid, x1, y1, x2, y2 }, stopsMarkup(stops)))
    return `url(#${id})`
  }

  /** Linear gradient in user space (for gradients spanning several shapes). */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `linU${JSON.stringify([stops, x1, y1, x2, y2])}`
    const id = this.def(key, (gid) =>
      el('linearGradient', { id: gid, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, stopsMarkup(stops)),
    )
    return `url(#${id})`
  }

  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    const key = `rad${JSON.stringify([stops, cx, cy, r, fx, fy])}`
    const id = this.def(key, (gid) => el('radialGradient', { id: gid, cx, cy, r, fx, fy }, stopsMarkup(stops)))
    return `url(#${id})`
  }

  radU(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const key = `radU${JSON.stringify([stops, cx, cy, r])}`
    const id = this.def(key, (gid) =>
      el('radialGradient', { id: gid, gradientUnits: 'userSpaceOnUse', cx, cy, r }, stopsMarkup(stops)),
    )
    return `url(#${id})`
  }

  /** Raw def (pattern, clipPath, filter); `make` receives the id. Returns the id. */
  raw(key: string, make: (id: string) => string): string {
    return this.def(`raw${key}`, make)
  }

  markup(): string {
    if (this.defs.size === 0) return ''
    return `<defs>${[...this.defs.values()].map((v) => v.markup).join('')}</defs>`
  }
}

const stopsMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(([o, c, op]) =>
      el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op }),
    )
    .join('')

export function svgDoc(w: number, h: number, scene: Scene, body: string, title?: string): string {
  const t = title ? `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${t}${scene.markup()}${body}</svg>\n`
}
