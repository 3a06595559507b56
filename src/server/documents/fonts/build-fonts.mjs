/**
 * Builds the static Inter TTFs used by the PDF documents (datasheets, typeset markdown) from the variable
 * WOFF2 files of `@fontsource-variable/inter` in node_modules. Run once, commit the output:
 *
 *   node src/server/documents/fonts/build-fonts.mjs
 *
 * Why not load the WOFF2 files directly in pdfkit 0.20 / fontkit 2.0.4? Measured here:
 *  - pdfkit's subsetter copies glyf bytes as stored; in WOFF2 the glyf table is transformed, so every composite
 *    glyph (é, ü, Å...) crashes `doc.end()` with "Offset is outside the bounds of the DataView";
 *  - `getVariation('Bold')` on a WOFF2 font throws (fontkit builds a plain TTF reader over WOFF2 data), so only
 *    the default weight (400) is reachable;
 *  - fontsource splits Inter by Unicode range and no range holds ≤ ≥ ≈ ≠ →, all common in specification values.
 *
 * So this script: (1) rebuilds each WOFF2 subset as an ordinary variable TTF (same glyph ids, glyf/loca/hmtx
 * re-encoded, every other table copied), (2) asks fontkit for the instance at each weight and writes it as a
 * static TTF with composites flattened, (3) appends latin-ext and Greek glyphs and a few math symbols drawn from
 * Inter's own glyphs (≤ from "<" and "−", → from "↑" rotated, ...). GSUB/GPOS/GDEF of the latin subset are kept,
 * so kerning and `tnum` (tabular figures) work; their variation deltas are dropped (default-weight kerning).
 * Licence: SIL OFL 1.1 (Inter has no Reserved Font Name, so a modified version may keep the name); see OFL.txt.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// fontkit is pdfkit's own dependency (same copy pdfkit uses to read these files).
const fontkit = require('fontkit')

const INTER_DIR = path.join(process.cwd(), 'node_modules/@fontsource-variable/inter/files')
const OUT_DIR = path.join(process.cwd(), 'src/server/documents/fonts')
const WEIGHTS = [
  { wght: 400, style: 'Regular' },
  { wght: 600, style: 'SemiBold' },
  { wght: 700, style: 'Bold' },
]

// ---------------------------------------------------------------- binary helpers

class Writer {
  constructor() {
    this.bytes = []
  }
  u8(v) {
    this.bytes.push(v & 0xff)
  }
  u16(v) {
    this.u8(v >> 8)
    this.u8(v)
  }
  i16(v) {
    this.u16(v < 0 ? v + 0x10000 : v)
  }
  u32(v) {
    this.u16(Math.floor(v / 0x10000) & 0xffff)
    this.u16(v & 0xffff)
  }
  /** F2Dot14, for component scales. */
  f2dot14(v) {
    this.i16(Math.round(v * 16384))
  }
  raw(buf) {
    for (const b of buf) this.bytes.push(b)
  }
  pad4() {
    while (this.bytes.length % 4) this.bytes.push(0)
  }
  buffer() {
    return Buffer.from(this.bytes)
  }
}

function checksum(buf) {
  let sum = 0
  for (let i = 0; i < buf.length; i += 4) {
    const word = ((buf[i] ?? 0) << 24) | ((buf[i + 1] ?? 0) << 16) | ((buf[i + 2] ?? 0) << 8) | (buf[i + 3] ?? 0)
    sum = (sum + (word >>> 0)) >>> 0
  }
  return sum
}

/** Assembles an sfnt from { tag: Buffer }, with table checksums and head.checkSumAdjustment. */
function assembleFont(tables) {
  const tags = Object.keys(tables).sort()
  const n = tags.length
  const pow = 2 ** Math.floor(Math.log2(n))
  const header = new Writer()
  header.u32(0x00010000)
  header.u16(n)
  header.u16(pow * 16)
  header.u16(Math.log2(pow))
  header.u16(n * 16 - pow * 16)
  let offset = 12 + n * 16
  const bodies = []
  const head = Buffer.from(tables.head)
  head.writeUInt32BE(0, 8)
  for (const tag of tags) {
    const data = tag === 'head' ? head : Buffer.from(tables[tag])
    for (const ch of tag.padEnd(4, ' ')) header.u8(ch.charCodeAt(0))
    header.u32(checksum(data))
    header.u32(offset)
    header.u32(data.length)
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4)
    data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  }
  const font = Buffer.concat([header.buffer(), ...bodies])
  const headOffset = 12 + n * 16 + bodies.slice(0, tags.indexOf('head')).reduce((s, b) => s + b.length, 0)
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8)
  return font
}

function rawTable(font, tag) {
  const entry = font.directory.tables[tag]
  if (!entry) return null
  const stream = font._getTableStream(tag)
  return Buffer.from(stream.readBuffer(entry.length))
}

// ---------------------------------------------------------------- glyph encoding

const ON_CURVE = 0x01
const X_SHORT = 0x02
const Y_SHORT = 0x04
const X_SAME_OR_POS = 0x10
const Y_SAME_OR_POS = 0x20

function bboxOf(points) {
  if (points.length === 0) return { xMin: 0, yMin: 0, xMax: 0, yMax: 0 }
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  return { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) }
}

/** contours: [{x, y, onCurve}][] with integer coordinates. Returns glyf bytes (empty for a blank glyph). */
function encodeSimple(contours) {
  const points = contours.flat()
  if (points.length === 0) return Buffer.alloc(0)
  const w = new Writer()
  const box = bboxOf(points)
  w.i16(contours.length)
  w.i16(box.xMin)
  w.i16(box.yMin)
  w.i16(box.xMax)
  w.i16(box.yMax)
  let end = -1
  for (const c of contours) {
    end += c.length
    w.u16(end)
  }
  w.u16(0) // no instructions: Inter's web files are unhinted
  const flags = []
  const xs = new Writer()
  const ys = new Writer()
  let lx = 0
  let ly = 0
  for (const p of points) {
    let flag = p.onCurve ? ON_CURVE : 0
    const dx = p.x - lx
    const dy = p.y - ly
    if (dx === 0) flag |= X_SAME_OR_POS
    else if (Math.abs(dx) < 256) {
      flag |= X_SHORT | (dx > 0 ? X_SAME_OR_POS : 0)
      xs.u8(Math.abs(dx))
    } else xs.i16(dx)
    if (dy === 0) flag |= Y_SAME_OR_POS
    else if (Math.abs(dy) < 256) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME_OR_POS : 0)
      ys.u8(Math.abs(dy))
    } else ys.i16(dy)
    flags.push(flag)
    lx = p.x
    ly = p.y
  }
  for (const f of flags) w.u8(f)
  w.raw(xs.bytes)
  w.raw(ys.bytes)
  w.pad4()
  return w.buffer()
}

/** A composite glyph as fontkit decoded it (components with dx/dy/scales), kept composite for gvar. */
function encodeComposite(components, box) {
  const w = new Writer()
  w.i16(-1)
  w.i16(box.xMin)
  w.i16(box.yMin)
  w.i16(box.xMax)
  w.i16(box.yMax)
  components.forEach((c, i) => {
    let flags = 0x0001 | 0x0002 // ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES
    if (i < components.length - 1) flags |= 0x0020 // MORE_COMPONENTS
    const twoByTwo = c.scale01 !== 0 || c.scale10 !== 0
    if (twoByTwo) flags |= 0x0080
    else if (c.scaleX !== c.scaleY) flags |= 0x0040
    else if (c.scaleX !== 1) flags |= 0x0008
    w.u16(flags)
    w.u16(c.glyphID)
    w.i16(Math.round(c.dx))
    w.i16(Math.round(c.dy))
    if (twoByTwo) {
      w.f2dot14(c.scaleX)
      w.f2dot14(c.scale01)
      w.f2dot14(c.scale10)
      w.f2dot14(c.scaleY)
    } else if (c.scaleX !== c.scaleY) {
      w.f2dot14(c.scaleX)
      w.f2dot14(c.scaleY)
    } else if (c.scaleX !== 1) w.f2dot14(c.scaleX)
  })
  w.pad4()
  return w.buffer()
}

function glyfAndLoca(glyphBuffers) {
  const loca = new Writer()
  let offset = 0
  for (const g of glyphBuffers) {
    loca.u32(offset)
    offset += g.length
  }
  loca.u32(offset)
  return { glyf: Buffer.concat(glyphBuffers), loca: loca.buffer() }
}

// ---------------------------------------------------------------- step 1: WOFF2 → variable TTF

function woff2ToVariableTtf(file) {
  const woff = fontkit.openSync(path.join(INTER_DIR, file))
  const numGlyphs = woff.numGlyphs
  const buffers = []
  const hmtx = new Writer()
  for (let gid = 0; gid < numGlyphs; gid++) {
    const glyph = woff.getGlyph(gid)
    const decoded = glyph._decode()
    const flat = glyph._getContours().flat()
    const box = bboxOf(flat)
    if (!decoded || flat.length === 0) buffers.push(Buffer.alloc(0))
    else if (decoded.numberOfContours < 0) buffers.push(encodeComposite(decoded.components, box))
    else
      buffers.push(
        encodeSimple(glyph._getContours().map((c) => c.map((p) => ({ x: p.x, y: p.y, onCurve: p.onCurve })))),
      )
    hmtx.u16(glyph.advanceWidth)
    hmtx.i16(flat.length ? box.xMin : 0)
  }
  const { glyf, loca } = glyfAndLoca(buffers)
  const tables = { glyf, loca, hmtx: hmtx.buffer() }
  for (const tag of Object.keys(woff.directory.tables)) {
    if (tag in tables) continue
    tables[tag] = rawTable(woff, tag)
  }
  tables.head = Buffer.from(tables.head)
  tables.head.writeInt16BE(1, 50) // indexToLocFormat: long offsets
  tables.hhea = Buffer.from(tables.hhea)
  tables.hhea.writeUInt16BE(numGlyphs, 34) // numberOfHMetrics
  return assembleFont(tables)
}

// ---------------------------------------------------------------- step 2: static instance

/** Glyph outlines at one weight, composites flattened, coordinates rounded. */
function instanceGlyphs(variableTtf, wght) {
  const font = fontkit.create(variableTtf).getVariation({ wght })
  const glyphs = []
  for (let gid = 0; gid < font.numGlyphs; gid++) {
    const g = font.getGlyph(gid)
    const contours = g
      ._getContours()
      .map((c) => c.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y), onCurve: p.onCurve })))
    glyphs.push({ contours, advance: Math.round(g.advanceWidth) })
  }
  const cmap = new Map()
  for (const cp of font.characterSet) {
    const gid = font.glyphForCodePoint(cp).id
    if (gid !== 0) cmap.set(cp, gid)
  }
  return { font, glyphs, cmap }
}

// Synthetic symbols drawn from Inter's own glyphs, so weight and proportions match.
function transform(contours, fn) {
  return contours.map((c) =>
    c
      .map((p) => ({ ...fn(p), onCurve: p.onCurve }))
      .map((p) => ({ x: Math.round(p.x), y: Math.round(p.y), onCurve: p.onCurve })),
  )
}

function syntheticGlyphs(base) {
  const byChar = (ch) => base.glyphs[base.cmap.get(ch.codePointAt(0))]
  const out = new Map()
  const minus = byChar('\u2212')
  const minusBox = bboxOf(minus.contours.flat())
  const stroke = minusBox.yMax - minusBox.yMin
  const axis = (minusBox.yMax + minusBox.yMin) / 2 // math axis: where "−" and "=" are centred
  const equals = byChar('=')
  const eqBox = bboxOf(equals.contours.flat())

  // ≤ ≥: the chevron of "<" / ">" scaled down uniformly (keeps its stroke angle) and raised; a bar below it
  // as wide as the chevron and as thick as its strokes.
  for (const [ch, src] of [
    ['\u2264', '<'],
    ['\u2265', '>'],
  ]) {
    const g = byChar(src)
    const box = bboxOf(g.contours.flat())
    const H = box.yMax - box.yMin
    const total = H * 1.12 // the whole sign, centred a little below the chevron's own centre
    const bar = stroke * 0.85
    const gap = bar * 0.9
    const s = (total - bar - gap) / H
    const barBottom = axis - total / 2 - H * 0.04
    const chevronBottom = barBottom + bar + gap
    const cx = (box.xMin + box.xMax) / 2
    const chevron = transform(g.contours, (p) => ({ x: cx + (p.x - cx) * s, y: chevronBottom + (p.y - box.yMin) * s }))
    const x0 = cx - ((box.xMax - box.xMin) * s) / 2
    const x1 = cx + ((box.xMax - box.xMin) * s) / 2
    const rect = transform(
      [
        [
          { x: x0, y: barBottom, onCurve: true },
          { x: x0, y: barBottom + bar, onCurve: true },
          { x: x1, y: barBottom + bar, onCurve: true },
          { x: x1, y: barBottom, onCurve: true },
        ],
      ],
      (p) => p,
    )
    out.set(ch.codePointAt(0), { contours: [...chevron, ...rect], advance: g.advance })
  }

  // ≈: two tildes, a little further apart than the bars of "=" (a tilde's swing would make them touch).
  {
    const t = byChar('~')
    const box = bboxOf(t.contours.flat())
    const mid = (box.yMax + box.yMin) / 2
    const half = ((eqBox.yMax - eqBox.yMin - stroke) / 2) * 1.3
    const up = transform(t.contours, (p) => ({ x: p.x, y: p.y - mid + axis + half }))
    const down = transform(t.contours, (p) => ({ x: p.x, y: p.y - mid + axis - half }))
    out.set(0x2248, { contours: [...up, ...down], advance: t.advance })
  }

  // ≠: "=" struck through by a slanted bar as thick as the bars of "=".
  {
    const h = (eqBox.yMax - eqBox.yMin) * 2
    const cx = (eqBox.xMin + eqBox.xMax) / 2
    const lean = h * 0.22
    const t = stroke * 1.15
    const y0 = axis - h / 2
    const y1 = axis + h / 2
    const slash = transform(
      [
        [
          { x: cx - lean - t / 2, y: y0, onCurve: true },
          { x: cx + lean - t / 2, y: y1, onCurve: true },
          { x: cx + lean + t / 2, y: y1, onCurve: true },
          { x: cx - lean + t / 2, y: y0, onCurve: true },
        ],
      ],
      (p) => p,
    )
    out.set(0x2260, { contours: [...equals.contours, ...slash], advance: equals.advance })
  }

  // → ←: "↑" turned a quarter, centred on the math axis, advance = its height plus the side bearings of "↑".
  {
    const up = byChar('\u2191')
    const box = bboxOf(up.contours.flat())
    const side = box.xMin
    const cx = (box.xMin + box.xMax) / 2
    const cy = (box.yMin + box.yMax) / 2
    const width = box.yMax - box.yMin
    const advance = Math.round(width + 2 * side)
    const newCx = advance / 2
    // Rotation by -90° (clockwise): (x, y) → (y, -x); a rotation keeps winding, no reversal needed.
    const right = transform(up.contours, (p) => ({ x: newCx + (p.y - cy), y: axis - (p.x - cx) }))
    const left = transform(up.contours, (p) => ({ x: newCx - (p.y - cy), y: axis + (p.x - cx) }))
    out.set(0x2192, { contours: right, advance })
    out.set(0x2190, { contours: left, advance })
  }
  return out
}

// ---------------------------------------------------------------- tables of the static font

function cmapTable(map) {
  const cps = [...map.keys()].filter((cp) => cp <= 0xffff).sort((a, b) => a - b)
  // Segments of consecutive code points, each resolved through glyphIdArray (simple and always valid).
  const segments = []
  for (const cp of cps) {
    const last = segments.at(-1)
    if (last && last.end === cp - 1) last.end = cp
    else segments.push({ start: cp, end: cp })
  }
  segments.push({ start: 0xffff, end: 0xffff, final: true })
  const segX2 = segments.length * 2
  const pow = 2 ** Math.floor(Math.log2(segments.length))
  const glyphIds = []
  const rangeOffsets = []
  segments.forEach((s, i) => {
    if (s.final) {
      rangeOffsets.push(0)
      return
    }
    // idRangeOffset is relative to its own slot in the idRangeOffset array.
    rangeOffsets.push((segments.length - i) * 2 + glyphIds.length * 2)
    for (let cp = s.start; cp <= s.end; cp++) glyphIds.push(map.get(cp))
  })
  const sub = new Writer()
  sub.u16(4)
  sub.u16(16 + segX2 * 4 + glyphIds.length * 2)
  sub.u16(0)
  sub.u16(segX2)
  sub.u16(pow * 2)
  sub.u16(Math.log2(pow))
  sub.u16(segX2 - pow * 2)
  for (const s of segments) sub.u16(s.end)
  sub.u16(0)
  for (const s of segments) sub.u16(s.start)
  for (const s of segments) sub.i16(s.final ? 1 : 0)
  for (const r of rangeOffsets) sub.u16(r)
  for (const g of glyphIds) sub.u16(g)
  const w = new Writer()
  w.u16(0)
  w.u16(2)
  w.u16(0) // Unicode platform, BMP
  w.u16(3)
  w.u32(20)
  w.u16(3) // Windows platform, Unicode BMP
  w.u16(1)
  w.u32(20)
  w.raw(sub.bytes)
  return w.buffer()
}

function nameTable(style) {
  const records = [
    [0, 'Copyright 2016 The Inter Project Authors (https://github.com/rsms/inter)'],
    [1, style === 'Regular' || style === 'Bold' ? 'Inter' : `Inter ${style}`],
    [2, style === 'Regular' || style === 'Bold' ? style : 'Regular'],
    [3, `Inter-${style} static instance (Meridian documents build)`],
    [4, `Inter ${style}`],
    [5, 'Version 4.x; static instance built from @fontsource-variable/inter 5.3.0'],
    [6, `Inter-${style}`],
    [13, 'This Font Software is licensed under the SIL Open Font License, Version 1.1.'],
    [14, 'https://openfontlicense.org'],
    [16, 'Inter'],
    [17, style],
  ]
  const strings = records.map(([, s]) => Buffer.from(s, 'utf16le').swap16())
  const w = new Writer()
  w.u16(0)
  w.u16(records.length)
  w.u16(6 + records.length * 12)
  let offset = 0
  records.forEach(([id], i) => {
    w.u16(3)
    w.u16(1)
    w.u16(0x409)
    w.u16(id)
    w.u16(strings[i].length)
    w.u16(offset)
    offset += strings[i].length
  })
  for (const s of strings) w.raw(s)
  return w.buffer()
}

function buildStatic(weight, latinTtf, extraTtfs) {
  const base = instanceGlyphs(latinTtf, weight.wght)
  const glyphs = [...base.glyphs]
  const cmap = new Map(base.cmap)
  for (const ttf of extraTtfs) {
    const extra = instanceGlyphs(ttf, weight.wght)
    for (const [cp, gid] of [...extra.cmap].sort((a, b) => a[0] - b[0])) {
      if (cmap.has(cp)) continue
      cmap.set(cp, glyphs.length)
      glyphs.push(extra.glyphs[gid])
    }
  }
  for (const [cp, g] of syntheticGlyphs(base)) {
    if (cmap.has(cp)) continue
    cmap.set(cp, glyphs.length)
    glyphs.push(g)
  }

  const { glyf, loca } = glyfAndLoca(glyphs.map((g) => encodeSimple(g.contours)))
  const hmtx = new Writer()
  let all = { xMin: 0, yMin: 0, xMax: 0, yMax: 0 }
  let maxPoints = 0
  let maxContours = 0
  let minLsb = 0
  let minRsb = 0
  let maxExtent = 0
  let maxAdvance = 0
  for (const g of glyphs) {
    const pts = g.contours.flat()
    const box = bboxOf(pts)
    hmtx.u16(g.advance)
    hmtx.i16(pts.length ? box.xMin : 0)
    if (pts.length) {
      all = {
        xMin: Math.min(all.xMin, box.xMin),
        yMin: Math.min(all.yMin, box.yMin),
        xMax: Math.max(all.xMax, box.xMax),
        yMax: Math.max(all.yMax, box.yMax),
      }
      minLsb = Math.min(minLsb, box.xMin)
      minRsb = Math.min(minRsb, g.advance - box.xMax)
      maxExtent = Math.max(maxExtent, box.xMax)
    }
    maxAdvance = Math.max(maxAdvance, g.advance)
    maxPoints = Math.max(maxPoints, pts.length)
    maxContours = Math.max(maxContours, g.contours.length)
  }

  const src = base.font
  const head = rawTable(src, 'head')
  head.writeInt16BE(all.xMin, 36)
  head.writeInt16BE(all.yMin, 38)
  head.writeInt16BE(all.xMax, 40)
  head.writeInt16BE(all.yMax, 42)
  head.writeUInt16BE(weight.wght >= 700 ? 1 : 0, 44) // macStyle bold bit
  head.writeInt16BE(1, 50)

  const hhea = rawTable(src, 'hhea')
  hhea.writeUInt16BE(maxAdvance, 10)
  hhea.writeInt16BE(minLsb, 12)
  hhea.writeInt16BE(minRsb, 14)
  hhea.writeInt16BE(maxExtent, 16)
  hhea.writeUInt16BE(glyphs.length, 34)

  const maxp = new Writer()
  maxp.u32(0x00010000)
  maxp.u16(glyphs.length)
  maxp.u16(maxPoints)
  maxp.u16(maxContours)
  maxp.u16(0)
  maxp.u16(0)
  maxp.u16(2)
  for (let i = 0; i < 9; i++) maxp.u16(0)

  const os2 = rawTable(src, 'OS/2')
  os2.writeUInt16BE(weight.wght, 4)
  os2.writeUInt16BE(weight.wght >= 700 ? 0x20 : weight.style === 'Regular' ? 0x40 : 0, 62)
  const cps = [...cmap.keys()]
  os2.writeUInt16BE(Math.min(...cps), 64)
  os2.writeUInt16BE(Math.min(0xffff, Math.max(...cps)), 66)

  const srcPost = rawTable(src, 'post')
  const post = new Writer()
  post.u32(0x00030000)
  post.raw(srcPost.subarray(4, 16)) // italicAngle, underlinePosition, underlineThickness, isFixedPitch
  for (let i = 0; i < 4; i++) post.u32(0)

  const tables = {
    head,
    hhea,
    maxp: maxp.buffer(),
    'OS/2': os2,
    hmtx: hmtx.buffer(),
    cmap: cmapTable(cmap),
    loca,
    glyf,
    name: nameTable(weight.style),
    post: post.buffer(),
  }
  for (const tag of ['GDEF', 'GSUB', 'GPOS']) {
    const t = rawTable(src, tag)
    if (t) tables[tag] = t
  }
  return { font: assembleFont(tables), glyphCount: glyphs.length, codePoints: cmap.size, cmap }
}

// ---------------------------------------------------------------- main

const latin = woff2ToVariableTtf('inter-latin-wght-normal.woff2')
const extras = ['inter-latin-ext-wght-normal.woff2', 'inter-greek-wght-normal.woff2'].map(woff2ToVariableTtf)
let coverage = null
for (const weight of WEIGHTS) {
  const { font, glyphCount, codePoints, cmap } = buildStatic(weight, latin, extras)
  coverage ??= [...cmap.keys()].sort((a, b) => a - b)
  const file = path.join(OUT_DIR, `Inter-${weight.style}.ttf`)
  fs.writeFileSync(file, font)
  console.log(
    `${path.relative(process.cwd(), file)}: ${(font.length / 1024).toFixed(0)} KB, ${glyphCount} glyphs, ${codePoints} code points`,
  )
}

// Code-point ranges the fonts cover (identical for every weight), read at run time to report characters that
// would print as blanks; cheaper than loading a font parser.
const ranges = []
for (const cp of coverage) {
  const last = ranges.at(-1)
  if (last && last[1] === cp - 1) last[1] = cp
  else ranges.push([cp, cp])
}
const coverageFile = path.join(OUT_DIR, '..', 'font-coverage.ts')
fs.writeFileSync(
  coverageFile,
  `/** Generated by fonts/build-fonts.mjs: code-point ranges [first, last] with a glyph in the Inter fonts. */\n` +
    `export const FONT_COVERAGE: readonly (readonly [number, number])[] = ${JSON.stringify(ranges)}\n`,
)
console.log(`${path.relative(process.cwd(), coverageFile)}: ${ranges.length} ranges`)
