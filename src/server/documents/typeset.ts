import 'server-only'

/*
 * Setting text and drawing on a pdfkit page in the brand's palette: paragraphs of mixed runs (regular, semibold,
 * bold, mono) through pdfkit's own line breaking, small-capitals labels, boxes and rules.
 *
 * Right-to-left documents (Dari, Pashto; docs/decisions/034-arabic-script-pdfs.md) are the same layout mirrored: every
 * x given here is measured from the page's left edge as in English and drawn from the right edge, text starts at the
 * right, and each line pdfkit breaks is drawn in visual order by the Unicode bidi algorithm (./bidi.ts).
 */
import type PDFDocument from 'pdfkit'

import { analyseParagraph, drawnText, ISOLATE_CONTROLS, visualRuns } from './bidi'
import type { FontName } from './fonts'

export type Doc = InstanceType<typeof PDFDocument>

/** Brand palette (mirrors the tokens in src/app/globals.css: navy primary, survey amber, slate neutrals). */
export const COLORS = {
  navy900: '#0b1f3a',
  navy700: '#17396a',
  navy100: '#dfe8f5',
  navy50: '#f0f5fb',
  amber400: '#fbbf24',
  amber500: '#f59e0b',
  /** Amber dark enough for text on white (WCAG AA). */
  amber700: '#b45309',
  slate900: '#0f172a',
  slate800: '#1e293b',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
} as const

export interface Style {
  size: number
  font?: FontName
  color?: string
  /** Line box height as a multiple of the size. */
  lineHeight?: number
  /** Extra space between characters, in points (small capitals labels). */
  tracking?: number
  /** In a right-to-left document, 'left' is the start (drawn at the right) and 'right' the end. */
  align?: 'left' | 'right' | 'center'
  /** Tabular figures (OpenType `tnum`), for figures and numeric columns only: Inter's also widens "-" and ":". */
  tnum?: boolean
  /**
   * Right-to-left documents only: 'ltr' keeps this text left to right and left aligned (code); 'rtl' reads it right
   * to left even without Arabic letters (a list number "۳."). Unset, a line holding Arabic-script letters or digits
   * reads right to left and any other (an untranslated English value) left to right, aligned at the start.
   */
  direction?: 'ltr' | 'rtl'
}

/** A stretch of text in its own font or colour inside a paragraph (bold, inline code). */
export interface Run {
  text: string
  font?: FontName
  color?: string
}

/** Inter's cap height (1490/2048 em): every run's capitals sit centred in the line box, whatever its font. */
const CAP_HEIGHT = 1490 / 2048
/** DejaVu Sans Mono is wider and taller than Inter at the same size. */
const MONO_SCALE = 0.88

/** Right-to-left documents, and whether one only measures (the endless scratch page of frame.ts). */
const rightToLeft = new WeakMap<Doc, { measureOnly: boolean }>()

/** Makes `doc` a right-to-left document: mirrored layout, lines in bidi order, Latin fallback fonts. */
export function setRightToLeft(doc: Doc, options: { measureOnly: boolean }): void {
  rightToLeft.set(doc, options)
}

export const isRightToLeft = (doc: Doc): boolean => rightToLeft.has(doc)

/** Where a box of `width` that starts at `x` (measured as in English) is drawn: mirrored in right-to-left documents. */
export function flipX(doc: Doc, x: number, width = 0): number {
  return rightToLeft.has(doc) ? doc.page.width - x - width : x
}

/**
 * A number and its unit ("8 mm", "−40 °C", "95 %") and a lone sign and what follows ("< 1 s") never split across
 * lines: catalogue text is typed with plain spaces, so the typesetter makes those no-break.
 */
function glue(text: string): string {
  return text
    .replace(/([\d۰-۹٠-٩]) (?=(?:%|‰|°[CF]?|[A-Za-zµΩ]{1,4}[²³]?(?:\/[A-Za-z]{1,3})?)(?![\p{L}\p{N}]))/gu, '$1\u00A0')
    .replace(/(^|\s)([<>≤≥±~≈=×+−]) /g, '$1$2\u00A0')
}

/**
 * Sets a paragraph of runs at (x, y) through pdfkit's line breaking, which continues on a new page at the bottom
 * margin. Leaves `doc.y` below the paragraph and returns its height on the page where it ends.
 */
export function text(doc: Doc, runs: Run[] | string, x: number, y: number, width: number, style: Style): number {
  if (rightToLeft.has(doc)) return textRightToLeft(doc, runs, x, y, width, style)
  const list = (typeof runs === 'string' ? [{ text: runs }] : runs).filter((r) => r.text)
  const lh = style.size * (style.lineHeight ?? 1.4)
  const baseline = -(lh / 2 + (style.size * CAP_HEIGHT) / 2)
  const page = doc.page
  doc.y = y
  list.forEach((run, i) => {
    const font = run.font ?? style.font ?? 'regular'
    doc
      .font(font)
      .fontSize(font === 'mono' ? style.size * MONO_SCALE : style.size)
      .fillColor(run.color ?? style.color ?? COLORS.slate700)
    const options: PDFKit.Mixins.TextOptions = {
      width,
      align: style.align ?? 'left',
      baseline,
      lineGap: lh - doc.currentLineHeight(true),
      characterSpacing: style.tracking ?? 0,
      // Only when asked: an explicit feature list (even empty) shifts continued runs after a line break.
      ...(style.tnum && { features: ['tnum'] }),
      continued: i < list.length - 1,
    }
    if (i === 0) doc.text(glue(run.text), x, y, options)
    else doc.text(glue(run.text), options)
  })
  return doc.page === page ? doc.y - y : doc.y - doc.page.margins.top
}

/** Natural width of one line of text. */
export function textWidth(doc: Doc, value: string, style: Style): number {
  doc.font(style.font ?? 'regular').fontSize(style.size)
  const tracking = rightToLeft.has(doc) ? 0 : (style.tracking ?? 0)
  return doc.widthOfString(value, { characterSpacing: tracking, ...(style.tnum && { features: ['tnum'] }) })
}

/** Small capitals label: uppercase, tracked. */
export function label(doc: Doc, value: string, x: number, y: number, width: number, color: string, size = 7.5) {
  return text(doc, value.toUpperCase(), x, y, width, { size, font: 'semibold', color, tracking: 0.9, lineHeight: 1.3 })
}

export function rect(doc: Doc, x: number, y: number, w: number, h: number, fill: string, radius = 0, stroke?: string) {
  x = flipX(doc, x, w)
  doc.save()
  if (radius) doc.roundedRect(x, y, w, h, radius)
  else doc.rect(x, y, w, h)
  if (stroke) doc.lineWidth(0.6).fillAndStroke(fill, stroke)
  else doc.fill(fill)
  doc.restore()
}

export function line(doc: Doc, x: number, y: number, x2: number, y2: number, color: string, width = 0.6) {
  ;[x, x2] = [flipX(doc, x), flipX(doc, x2)]
  doc.save().lineWidth(width).strokeColor(color)
  doc.moveTo(x, y).lineTo(x2, y2).stroke()
  doc.restore()
}

// ---------------------------------------------------------------------------------------------------------------
// Right-to-left text (docs/decisions/034-arabic-script-pdfs.md)

/** Inter under its own names in right-to-left documents: it draws the few symbols Vazirmatn lacks (σ Ω → Δ ₂). */
export const LATIN_FALLBACK = { regular: 'latin-regular', semibold: 'latin-semibold', bold: 'latin-bold' } as const
type DocFont = FontName | (typeof LATIN_FALLBACK)[keyof typeof LATIN_FALLBACK]

/** Faces tried, in order, for a character the run's own face has no glyph for. */
const FALLBACKS: Readonly<Record<FontName, readonly DocFont[]>> = {
  regular: [LATIN_FALLBACK.regular],
  semibold: [LATIN_FALLBACK.semibold],
  bold: [LATIN_FALLBACK.bold],
  mono: ['regular', LATIN_FALLBACK.regular],
}

/**
 * The parts of pdfkit this file reaches past its public API, for right-to-left lines only (pdfkit is pinned; the
 * tests here fail on a change): `_fragment` draws one laid-out line at a point, `_font` is the embedded font behind
 * the current face, with its fontkit font, its encoder and the code points each glyph maps back to (ToUnicode).
 */
interface PdfkitInternals {
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void
  _font: EmbeddedFont
  page: Doc['page']
}
interface EmbeddedFont {
  font: FontkitFont
  encode(text: string, features?: unknown): [string[], unknown[]]
  unicode: number[][]
}
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): unknown
}

/**
 * The direction fontkit lays the next glyph run out in. pdfkit asks fontkit without one, and fontkit then guesses
 * from the first letter's script; a line's runs are already in bidi order, so each is laid out in its own direction
 * (Arabic-Indic digits, for one, must stay left to right). Set only around a synchronous draw call.
 */
let runDirection: 'ltr' | 'rtl' | undefined
const steered = new WeakSet<EmbeddedFont>()
const ARABIC_LETTER = /^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]$/

/**
 * Lays the font's runs out in {@link runDirection}. And a ligature of Arabic letters (lam-alef: لا) maps back to its
 * letters in visual order: text extraction (poppler, pdf.js) reverses a right-to-left line character by character,
 * ligatures included, so the logical order would come out as "ال".
 */
function steer(embedded: EmbeddedFont): void {
  if (steered.has(embedded)) return
  const { font } = embedded
  const layout = font.layout.bind(font)
  font.layout = (text, features, script, language, direction) =>
    layout(text, features, script, language, direction ?? runDirection)
  const encode = embedded.encode.bind(embedded)
  const flipped = new WeakSet<number[]>()
  embedded.encode = (text, features) => {
    const result = encode(text, features)
    if (runDirection === 'rtl') {
      for (const hex of result[0]) {
        const gid = parseInt(hex, 16)
        const points = embedded.unicode[gid]
        if (!points || points.length < 2 || flipped.has(points)) continue
        if (!points.every((p) => ARABIC_LETTER.test(String.fromCodePoint(p)))) continue
        const visual = [...points].reverse()
        flipped.add(visual)
        embedded.unicode[gid] = visual
      }
    }
    return result
  }
  steered.add(embedded)
}

function fontkitFont(doc: Doc, face: DocFont): FontkitFont {
  doc.font(face)
  return (doc as unknown as PdfkitInternals)._font.font
}

/** A stretch of a paragraph in one face, size and colour: [start, start + text.length) of the paragraph's text. */
interface Piece {
  text: string
  start: number
  font: DocFont
  size: number
  color: string
}

/** Splits `value` where `face` lacks a glyph, into stretches of the first fallback face that has one. */
function byCoverage(doc: Doc, value: string, face: FontName): { text: string; font: DocFont }[] {
  const faces = [face, ...FALLBACKS[face]]
  const fonts = faces.map((f) => fontkitFont(doc, f))
  const out: { text: string; font: DocFont }[] = []
  for (const char of value) {
    const code = char.codePointAt(0)!
    // White space and format characters (ZWNJ) stay with their neighbours: they need no glyph of their own.
    const neutral = /[\s\p{Cf}]/u.test(char)
    const found = neutral ? -1 : fonts.findIndex((f) => f.hasGlyphForCodePoint(code))
    const font = found < 0 ? (out.at(-1)?.font ?? face) : faces[found]!
    if (out.at(-1)?.font === font) out.at(-1)!.text += char
    else out.push({ text: char, font })
  }
  return out
}

/** What pdfkit drew (it no longer does: it is recorded and drawn in visual order), by line. */
interface Line {
  page: Doc['page']
  y: number
  start: number
  end: number
}

const PHYSICAL_ALIGN = { left: 'right', right: 'left', center: 'center' } as const

/**
 * A paragraph of a right-to-left document: pdfkit breaks it into lines in logical order (and continues it on a new
 * page) exactly as it does for English, with each line's drawing recorded instead of done; each line is then drawn
 * in visual order, its runs placed from the box's right edge (or left, or centre).
 */
function textRightToLeft(doc: Doc, runs: Run[] | string, x: number, y: number, width: number, style: Style): number {
  const list = (typeof runs === 'string' ? [{ text: runs }] : runs).filter((r) => r.text)
  const lh = style.size * (style.lineHeight ?? 1.4)
  const baseline = -(lh / 2 + (style.size * CAP_HEIGHT) / 2)
  const features: PDFKit.Mixins.OpenTypeFeatures[] = style.tnum ? ['tnum'] : []
  const page = doc.page
  const left = flipX(doc, x, width)

  const glued = list.map((run) => glue(run.text))
  const pieces: Piece[] = []
  // Code (the monospace runs) reads left to right as a whole: `$GNGGA`, `ANT_SEL`.
  const code: [number, number][] = []
  let at = 0
  list.forEach((run, i) => {
    const face = run.font ?? style.font ?? 'regular'
    const size = face === 'mono' ? style.size * MONO_SCALE : style.size
    const color = run.color ?? style.color ?? COLORS.slate700
    const clean = glued[i]!.replace(ISOLATE_CONTROLS, '')
    if (face === 'mono' && style.font !== 'mono') code.push([at, at + clean.length])
    for (const part of byCoverage(doc, clean, face)) {
      pieces.push({ text: part.text, start: at, font: part.font, size, color })
      at += part.text.length
    }
  })
  const paragraph = analyseParagraph(glued.join(''), code, style.direction)

  const measureOnly = rightToLeft.get(doc)!.measureOnly
  const internals = doc as unknown as PdfkitInternals
  const lines: Line[] = []
  let current = 0
  const cursor = pieces.map(() => 0)
  if (!measureOnly) {
    internals._fragment = (value: string, _x: number, lineY: number) => {
      const piece = pieces[current]!
      const found = piece.text.indexOf(value, cursor[current])
      const start = piece.start + (found < 0 ? cursor[current]! : found)
      cursor[current] = start - piece.start + value.length
      const last = lines.at(-1)
      if (last && last.page === doc.page && last.y === lineY) last.end = start + value.length
      else lines.push({ page: doc.page, y: lineY, start, end: start + value.length })
    }
  }
  try {
    pieces.forEach((piece, i) => {
      current = i
      doc.font(piece.font).fontSize(piece.size).fillColor(piece.color)
      const options: PDFKit.Mixins.TextOptions = {
        width,
        align: 'left',
        baseline,
        lineGap: lh - doc.currentLineHeight(true),
        // Letter-spacing would tear joined Arabic letters apart.
        characterSpacing: 0,
        ...(style.tnum && { features: ['tnum'] }),
        continued: i < pieces.length - 1,
      }
      if (i === 0) doc.text(piece.text, left, y, options)
      else doc.text(piece.text, options)
    })
  } finally {
    if (!measureOnly) delete (internals as Partial<PdfkitInternals>)._fragment
  }
  const height = doc.page === page ? doc.y - y : doc.y - doc.page.margins.top

  if (!measureOnly) {
    const align = style.direction === 'ltr' ? (style.align ?? 'left') : PHYSICAL_ALIGN[style.align ?? 'left']
    const draw = Object.getPrototypeOf(doc)._fragment as PdfkitInternals['_fragment']
    const here = doc.page
    for (const line of lines) {
      let end = line.end
      while (end > line.start && /\s/.test(paragraph.text[end - 1]!)) end--
      const parts = visualRuns(paragraph, line.start, end).flatMap((run) => {
        const inRun = pieces
          .filter((p) => p.start < run.end && p.start + p.text.length > run.start)
          .map((p) => ({
            piece: p,
            start: Math.max(p.start, run.start),
            end: Math.min(p.start + p.text.length, run.end),
          }))
        return (run.rtl ? inRun.reverse() : inRun).map((part) => ({
          ...part,
          rtl: run.rtl,
          text: drawnText(paragraph, part.start, part.end),
        }))
      })
      const widths = parts.map((part) => {
        doc.font(part.piece.font).fontSize(part.piece.size)
        return doc.widthOfString(part.text, { features })
      })
      const total = widths.reduce((a, b) => a + b, 0)
      let px = align === 'right' ? left + width - total : align === 'center' ? left + (width - total) / 2 : left
      internals.page = line.page
      parts.forEach((part, i) => {
        doc.font(part.piece.font).fontSize(part.piece.size).fillColor(part.piece.color)
        steer(internals._font)
        runDirection = part.rtl ? 'rtl' : 'ltr'
        try {
          draw.call(doc, part.text, px, line.y, { baseline, features })
        } finally {
          runDirection = undefined
        }
        px += widths[i]!
      })
    }
    internals.page = here
  }
  return height
}
