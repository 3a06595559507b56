/*
 * PDF documents module: used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so no
 * `import 'server-only'` here (it throws outside React Server environments).
 *
 * A small text engine on top of pdfkit: mixed-style runs (regular, semibold, bold, mono) are broken into lines
 * here and each line is drawn at an exact baseline. pdfkit's own wrapping cannot measure mixed-font paragraphs
 * (needed for table cells and page breaks that never split a row) and adds pages on its own; this keeps every
 * height known before anything is drawn.
 */
import type PDFDocument from 'pdfkit'

import { normaliseText, type FontName } from './fonts'

type Doc = InstanceType<typeof PDFDocument>

export interface Run {
  text: string
  font?: FontName
  color?: string
}

export interface TextStyle {
  /** Font size in points. */
  size: number
  /** Line box height as a multiple of the size. */
  lineHeight?: number
  font?: FontName
  color?: string
  /** Tabular figures (OpenType `tnum`): digits of equal width, for tables and figures. */
  tnum?: boolean
  /** Extra space between characters, in points (for small capitals labels). */
  tracking?: number
  align?: 'left' | 'right' | 'center'
}

interface Piece {
  text: string
  font: FontName
  color: string
  /** Tabular figures for this piece (digits only: Inter's `tnum` also widens "-" and ":", which looks spaced). */
  tnum: boolean
  width: number
}

export interface Line {
  pieces: Piece[]
  width: number
}

export interface TextLayout {
  lines: Line[]
  /** Line box height in points. */
  lineHeight: number
  height: number
  style: Required<Omit<TextStyle, 'align'>> & Pick<TextStyle, 'align'>
}

/** Inter's cap height (1490/2048 em); baselines are placed so capitals sit centred in the line box. */
const CAP_HEIGHT = 1490 / 2048
/** Inline code is set a touch smaller: DejaVu Sans Mono is wider and taller than Inter at the same size. */
const MONO_SCALE = 0.88

export function fontSizeFor(font: FontName, size: number): number {
  return font === 'mono' ? size * MONO_SCALE : size
}

function measure(doc: Doc, text: string, font: FontName, style: TextLayout['style'], tnum = false): number {
  doc.font(font).fontSize(fontSizeFor(font, style.size))
  return doc.widthOfString(text, {
    features: tnum ? ['tnum'] : [],
    characterSpacing: style.tracking,
  })
}

/** Part of a word: digits get tabular figures when the style asks for them, everything else stays proportional. */
interface Part {
  text: string
  tnum: boolean
}

interface Atom {
  parts: Part[]
  font: FontName
  color: string
  space: boolean
  newline: boolean
}

function partsOf(word: string, tnum: boolean): Part[] {
  if (!tnum) return [{ text: word, tnum: false }]
  return word
    .split(/(\d+)/)
    .filter(Boolean)
    .map((text) => ({ text, tnum: /^\d/.test(text) }))
}

function measureAtom(doc: Doc, atom: Atom, style: TextLayout['style']): number {
  return atom.parts.reduce((sum, p) => sum + measure(doc, p.text, atom.font, style, p.tnum), 0)
}

function atomsOf(runs: Run[], style: TextLayout['style']): Atom[] {
  const atoms: Atom[] = []
  for (const run of runs) {
    const font = run.font ?? style.font
    const color = run.color ?? style.color
    // Lines break at ordinary spaces and explicit newlines only; no-break spaces (U+00A0, U+202F) stay inside
    // words, so "8 mm" written with a no-break space never splits.
    for (const part of normaliseText(run.text).split(/(\n| +)/)) {
      if (part === '') continue
      if (part === '\n') atoms.push({ parts: [], font, color, space: false, newline: true })
      else if (part.startsWith(' '))
        atoms.push({ parts: [{ text: ' ', tnum: false }], font, color, space: true, newline: false })
      else atoms.push({ parts: partsOf(part, style.tnum), font, color, space: false, newline: false })
    }
  }
  return glue(atoms)
}

/** A relation or operator sign standing alone ("<", "≤", "±", "×"): it stays on the line of what follows. */
const LEADING_SIGN = /^[<>≤≥±~≈=×+−]$/
/** A unit after a number ("8 mm", "20 Hz", "−40 °C", "95 %"): number and unit stay on one line. */
const UNIT = /^(%|‰|°[CF]?|[A-Za-zµΩ°]{1,4}[²³]?(\/[A-Za-z]{1,3})?)[,;.:)]?$/

/**
 * Turns the space between a number and its unit, or after a lone sign, into a non-breaking one, so a line never
 * ends in "<" or starts with "mm". Catalogue text is typed with plain spaces; this is the typesetter's job.
 */
function glue(atoms: Atom[]): Atom[] {
  const out: Atom[] = []
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i]!
    const prev = out[out.length - 1]
    const next = atoms[i + 1]
    if (
      atom.space &&
      prev &&
      next &&
      !prev.space &&
      !prev.newline &&
      !next.space &&
      !next.newline &&
      prev.font === next.font &&
      prev.color === next.color
    ) {
      const a = prev.parts.map((p) => p.text).join('')
      const b = next.parts.map((p) => p.text).join('')
      if (LEADING_SIGN.test(a) || (/\d$/.test(a) && UNIT.test(b))) {
        prev.parts.push(...atom.parts, ...next.parts)
        i++
        continue
      }
    }
    out.push(atom)
  }
  return out
}

/** Splits a word wider than the line into pieces that fit (URLs, long part numbers). */
function splitLongWord(doc: Doc, atom: Atom, width: number, style: TextLayout['style']): Atom[] {
  const pieces: Atom[] = []
  let current: Atom = { ...atom, parts: [] }
  for (const part of atom.parts) {
    for (const ch of part.text) {
      const next: Atom = { ...current, parts: [...current.parts, { text: ch, tnum: part.tnum }] }
      if (current.parts.length && measureAtom(doc, next, style) > width) {
        pieces.push(current)
        current = { ...atom, parts: [{ text: ch, tnum: part.tnum }] }
      } else current = next
    }
  }
  if (current.parts.length) pieces.push(current)
  return pieces
}

/** Breaks runs into lines no wider than `width`. */
export function layoutText(doc: Doc, runs: Run[] | string, width: number, style: TextStyle): TextLayout {
  const full: TextLayout['style'] = {
    size: style.size,
    lineHeight: style.lineHeight ?? 1.4,
    font: style.font ?? 'regular',
    color: style.color ?? '#000000',
    tnum: style.tnum ?? false,
    tracking: style.tracking ?? 0,
    align: style.align,
  }
  const list = typeof runs === 'string' ? [{ text: runs }] : runs
  const lines: Atom[][] = [[]]
  let lineWidth = 0
  for (const atom of atomsOf(list, full)) {
    let current = lines[lines.length - 1]!
    if (atom.newline) {
      lines.push([])
      lineWidth = 0
      continue
    }
    if (atom.space) {
      if (current.length === 0) continue // no leading spaces on a line
      current.push(atom)
      lineWidth += measureAtom(doc, atom, full)
      continue
    }
    const w = measureAtom(doc, atom, full)
    if (lineWidth + w <= width + 0.01) {
      current.push(atom)
      lineWidth += w
      continue
    }
    const hasWord = current.some((a) => !a.space)
    if (hasWord) {
      while (current.length && current[current.length - 1]!.space) current.pop()
      lines.push([])
      current = lines[lines.length - 1]!
      lineWidth = 0
    }
    if (w > width) {
      // Each piece but the last fills a line of its own; the last one continues like an ordinary word.
      const parts = splitLongWord(doc, atom, width, full)
      parts.forEach((part, i) => {
        if (i > 0) {
          lines.push([])
          current = lines[lines.length - 1]!
        }
        current.push(part)
      })
      lineWidth = measureAtom(doc, parts[parts.length - 1]!, full)
    } else {
      current.push(atom)
      lineWidth = w
    }
  }
  const laid: Line[] = lines.map((atoms) => {
    while (atoms.length && atoms[atoms.length - 1]!.space) atoms.pop()
    const pieces: Piece[] = []
    for (const a of atoms) {
      for (const part of a.parts) {
        const last = pieces[pieces.length - 1]
        if (last && last.font === a.font && last.color === a.color && last.tnum === part.tnum) last.text += part.text
        else pieces.push({ text: part.text, font: a.font, color: a.color, tnum: part.tnum, width: 0 })
      }
    }
    let total = 0
    for (const p of pieces) {
      p.width = measure(doc, p.text, p.font, full, p.tnum)
      total += p.width
    }
    return { pieces, width: total }
  })
  // A trailing empty line (text ending in "\n") adds no height.
  while (laid.length > 1 && laid[laid.length - 1]!.pieces.length === 0) laid.pop()
  const lineHeight = full.size * full.lineHeight
  return { lines: laid, lineHeight, height: laid.length * lineHeight, style: full }
}

/**
 * Draws lines `from`..`to` (exclusive) of a layout with the first drawn line's box top at `y`. Returns the
 * height drawn.
 */
export function drawLayout(
  doc: Doc,
  layout: TextLayout,
  x: number,
  y: number,
  width: number,
  from = 0,
  to = layout.lines.length,
): number {
  const { style, lineHeight } = layout
  for (let i = from; i < to; i++) {
    const line = layout.lines[i]!
    const baseline = y + (i - from) * lineHeight + lineHeight / 2 + (style.size * CAP_HEIGHT) / 2
    let cx = x
    if (style.align === 'right') cx = x + width - line.width
    else if (style.align === 'center') cx = x + (width - line.width) / 2
    for (const piece of line.pieces) {
      doc
        .font(piece.font)
        .fontSize(fontSizeFor(piece.font, style.size))
        .fillColor(piece.color)
        .text(piece.text, cx, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          features: piece.tnum ? ['tnum'] : [],
          characterSpacing: style.tracking,
        })
      cx += piece.width
    }
  }
  return (to - from) * lineHeight
}

/** Lays out and draws in one step; returns the height used. */
export function drawText(
  doc: Doc,
  runs: Run[] | string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  const layout = layoutText(doc, runs, width, style)
  drawLayout(doc, layout, x, y, width)
  return layout.height
}

/** Height the text would take, without drawing. */
export function measureText(doc: Doc, runs: Run[] | string, width: number, style: TextStyle): number {
  return layoutText(doc, runs, width, style).height
}

/** Natural width of a single line of text (no wrapping). */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  return layoutText(doc, text, Number.POSITIVE_INFINITY, style).lines.reduce((max, l) => Math.max(max, l.width), 0)
}
