/**
 * Text as outlines. Every word in a generated image (model labels, the logo, the OG card) is converted to Inter
 * glyph paths, because an SVG shown through <img> cannot use the page's web font and librsvg (sharp) would
 * substitute whatever system font it finds. Inter comes from @fontsource-variable/inter (already a dependency);
 * fontkit comes with pdfkit.
 *
 * fontkit 2.0.4 cannot apply variation coordinates to WOFF2 glyphs (getVariation() re-reads the compressed
 * stream and composite decoding crashes), so the glyf table is decoded once without variations and simple glyphs
 * are varied here with fontkit's own variation processor.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fmt, type Attrs, el } from './svg'

interface FkPoint {
  x: number
  y: number
  copy(): FkPoint
}
interface FkRawGlyph {
  points?: FkPoint[]
  [k: string]: unknown
}
interface FkCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'
  args: number[]
}
interface FkGlyph {
  id: number
  path: { commands: FkCommand[] }
  _font: FkFont
  _getPhantomPoints(g: FkRawGlyph): FkPoint[]
  _getCBox(internal?: boolean): unknown
  _decode(): FkRawGlyph | undefined
}
interface FkFont {
  unitsPerEm: number
  variationCoords: number[] | null
  _transformedGlyphs?: FkRawGlyph[]
  _transformGlyfTable(): void
  _variationProcessor: { transformPoints(id: number, pts: FkPoint[]): void } | null
  glyphForCodePoint(cp: number): FkGlyph
  layout(text: string): { glyphs: FkGlyph[]; positions: { xAdvance: number }[] }
}
interface Fontkit {
  openSync(file: string): FkFont
}

const require = createRequire(import.meta.url)
const FONT_FILE = path.join(
  process.cwd(),
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)

let fontkit: Fontkit | null = null
let baseFont: FkFont | null = null
let patched = false
const fonts = new Map<number, FkFont>()

function rawBox(g: FkRawGlyph | undefined): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const p of g?.points ?? []) {
    minX = Math.min(minX, p.x)
    minY = Math.min(minY, p.y)
    maxX = Math.max(maxX, p.x)
    maxY = Math.max(maxY, p.y)
  }
  return minX === Infinity ? { minX: 0, minY: 0, maxX: 0, maxY: 0 } : { minX, minY, maxX, maxY }
}

function fontFor(weight: number): FkFont {
  const hit = fonts.get(weight)
  if (hit) return hit
  fontkit ??= require('fontkit') as Fontkit
  if (!baseFont) {
    baseFont = fontkit.openSync(FONT_FILE)
    baseFont._transformGlyfTable()
  }
  const f = fontkit.openSync(FONT_FILE)
  f._transformedGlyphs = baseFont._transformedGlyphs
  f.variationCoords = [weight]
  if (!patched) {
    const proto = Object.getPrototypeOf(f.glyphForCodePoint(65)) as FkGlyph
    const originalCBox = proto._getCBox
    proto._getCBox = function (this: FkGlyph, internal?: boolean) {
      if (internal) return rawBox(this._font._transformedGlyphs?.[this.id])
      return originalCBox.call(this)
    }
    proto._decode = function (this: FkGlyph) {
      const raw = this._font._transformedGlyphs?.[this.id]
      const vp = this._font._variationProcessor
      if (!raw || !raw.points || !vp) return raw
      const b = rawBox(raw)
      const copy: FkRawGlyph = {
        ...raw,
        xMin: b.minX,
        yMin: b.minY,
        xMax: b.maxX,
        yMax: b.maxY,
        points: raw.points.map((p) => p.copy()),
      }
      const all = [...(copy.points ?? []), ...this._getPhantomPoints(copy)]
      vp.transformPoints(this.id, all)
      copy.phantomPoints = all.slice(-4)
      return copy
    }
    patched = true
  }
  fonts.set(weight, f)
  return f
}

export interface TextOpts {
  size: number
  weight?: number
  anchor?: 'start' | 'middle' | 'end'
  /** Extra space between letters, in em. */
  tracking?: number
}

/** Width of `text` in px. */
export function measure(text: string, o: TextOpts): number {
  return outline(text, 0, 0, o).width
}

/** Path data of `text` with its baseline at y and the anchor at x. */
export function outline(text: string, x: number, y: number, o: TextOpts): { d: string; width: number } {
  const f = fontFor(o.weight ?? 600)
  const run = f.layout(text)
  const k = o.size / f.unitsPerEm
  const track = (o.tracking ?? 0) * f.unitsPerEm
  let adv = 0
  const offsets: number[] = []
  run.positions.forEach((p, i) => {
    offsets.push(adv)
    adv += p.xAdvance + (i < run.positions.length - 1 ? track : 0)
  })
  const width = adv * k
  const x0 = o.anchor === 'middle' ? x - width / 2 : o.anchor === 'end' ? x - width : x
  let out = ''
  run.glyphs.forEach((glyph, i) => {
    const ox = x0 + (offsets[i] ?? 0) * k
    for (const c of glyph.path.commands) {
      const a = c.args
      const P = (j: number): string => `${fmt(ox + (a[j] ?? 0) * k)} ${fmt(y - (a[j + 1] ?? 0) * k)}`
      if (c.command === 'moveTo') out += `M${P(0)}`
      else if (c.command === 'lineTo') out += `L${P(0)}`
      else if (c.command === 'quadraticCurveTo') out += `Q${P(0)} ${P(2)}`
      else if (c.command === 'bezierCurveTo') out += `C${P(0)} ${P(2)} ${P(4)}`
      else out += 'Z'
    }
  })
  return { d: out, width }
}

/** `<path>` with the text outline; extra attributes (fill, opacity, transform) pass through. */
export function text(str: string, x: number, y: number, o: TextOpts, a: Attrs = {}): string {
  return el('path', { d: outline(str, x, y, o).d, ...a })
}

/** Largest size up to `size` at which `str` fits in `maxWidth` (labels vary from "G5" to "K8 EVK"). */
export function fitSize(str: string, maxWidth: number, size: number, weight = 700): number {
  if (!str) return size
  const w = measure(str, { size, weight })
  return w > maxWidth ? size * (maxWidth / w) : size
}
