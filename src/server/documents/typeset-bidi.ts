import 'server-only'

/*
 * Paragraphs that pdfkit's own flow cannot draw as they are: every paragraph of a right-to-left document (Dari,
 * Pashto; docs/decisions/034-arabic-script-pdfs.md), and in a left-to-right one any paragraph with text its first
 * font lacks (a customer's Dari name in an English quotation; docs/decisions/080-pdfs-draw-any-script.md). pdfkit
 * still breaks the lines, in logical order and across pages, with each stretch in the font that has its letters
 * (./faces.ts); its drawing of each line is recorded instead of done, and each line is then drawn in visual order by
 * the Unicode bidi algorithm (./bidi.ts), every run laid out by fontkit in its own direction.
 */
import { analyseParagraph, drawnText, ISOLATE_CONTROLS, visualRuns } from './bidi'
import { documentFaces, flipX, stretches, type Doc } from './faces'
import type { FontFile, FontName } from './fonts'

/** A run of a paragraph, resolved by the typesetter: text glued and drawable (./faces.ts), face, size and colour. */
export interface SetRun {
  text: string
  face: FontName
  size: number
  color: string
}

export interface SetParagraph {
  /** The paragraph style's own face: monospace runs inside another face are code, read left to right as a whole. */
  face: FontName
  align: 'left' | 'right' | 'center'
  /** See Style.direction in ./typeset.ts. */
  direction?: 'ltr' | 'rtl'
  tnum?: boolean
  /** Line box height and the baseline offset pdfkit draws each line at. */
  lineHeight: number
  baseline: number
}

/**
 * The parts of pdfkit this file reaches past its public API (pdfkit is pinned; the tests here fail on a change):
 * `_fragment` draws one laid-out line at a point, `_font` is the embedded font behind the current face, with its
 * fontkit font, its encoder and the code points each glyph maps back to (ToUnicode).
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

/** A stretch of a paragraph in one font, size and colour: [start, start + text.length) of the paragraph's text. */
interface Piece {
  text: string
  start: number
  font: FontFile
  size: number
  color: string
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
 * Sets a paragraph at (x, y) as the module comment says; x is measured as in English (mirrored in right-to-left
 * documents). Leaves `doc.y` below the paragraph and returns its height on the page where it ends.
 */
export function textBidi(doc: Doc, runs: SetRun[], x: number, y: number, width: number, style: SetParagraph): number {
  const { rtl, measureOnly } = documentFaces(doc)
  const features: PDFKit.Mixins.OpenTypeFeatures[] = style.tnum ? ['tnum'] : []
  const page = doc.page
  const left = flipX(doc, x, width)

  const pieces: Piece[] = []
  // Code (the monospace runs) reads left to right as a whole: `$GNGGA`, `ANT_SEL`.
  const code: [number, number][] = []
  let at = 0
  for (const run of runs) {
    const clean = run.text.replace(ISOLATE_CONTROLS, '')
    if (run.face === 'mono' && style.face !== 'mono') code.push([at, at + clean.length])
    for (const part of stretches(doc, clean, run.face)) {
      pieces.push({ text: part.text, start: at, font: part.face, size: run.size, color: run.color })
      at += part.text.length
    }
  }
  // Right to left, a line reads in the document's direction unless it holds no Arabic-script text; left to right, a
  // line of text typed in another script takes its direction from its first letter.
  const base = rtl ? style.direction : style.direction === 'ltr' ? 'ltr' : 'auto'
  const paragraph = analyseParagraph(runs.map((r) => r.text).join(''), code, base)

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
        baseline: style.baseline,
        lineGap: style.lineHeight - doc.currentLineHeight(true),
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
  if (measureOnly) return height

  const align = rtl && style.direction !== 'ltr' ? PHYSICAL_ALIGN[style.align] : style.align
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
        draw.call(doc, part.text, px, line.y, { baseline: style.baseline, features })
      } finally {
        runDirection = undefined
      }
      px += widths[i]!
    })
  }
  internals.page = here
  return height
}
