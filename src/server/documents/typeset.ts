import 'server-only'

/*
 * Setting text and drawing on a pdfkit page in the brand's palette: paragraphs of mixed runs (regular, semibold,
 * bold, mono) through pdfkit's own line breaking, small-capitals labels, boxes and rules.
 */
import type PDFDocument from 'pdfkit'

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
  align?: 'left' | 'right' | 'center'
  /** Tabular figures (OpenType `tnum`), for figures and numeric columns only: Inter's also widens "-" and ":". */
  tnum?: boolean
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

/**
 * A number and its unit ("8 mm", "−40 °C", "95 %") and a lone sign and what follows ("< 1 s") never split across
 * lines: catalogue text is typed with plain spaces, so the typesetter makes those no-break.
 */
function glue(text: string): string {
  return text
    .replace(/(\d) (?=(?:%|‰|°[CF]?|[A-Za-zµΩ]{1,4}[²³]?(?:\/[A-Za-z]{1,3})?)(?![\p{L}\p{N}]))/gu, '$1\u00A0')
    .replace(/(^|\s)([<>≤≥±~≈=×+−]) /g, '$1$2\u00A0')
}

/**
 * Sets a paragraph of runs at (x, y) through pdfkit's line breaking, which continues on a new page at the bottom
 * margin. Leaves `doc.y` below the paragraph and returns its height on the page where it ends.
 */
export function text(doc: Doc, runs: Run[] | string, x: number, y: number, width: number, style: Style): number {
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
  return doc.widthOfString(value, { characterSpacing: style.tracking ?? 0, ...(style.tnum && { features: ['tnum'] }) })
}

/** Small capitals label: uppercase, tracked. */
export function label(doc: Doc, value: string, x: number, y: number, width: number, color: string, size = 7.5) {
  return text(doc, value.toUpperCase(), x, y, width, { size, font: 'semibold', color, tracking: 0.9, lineHeight: 1.3 })
}

export function rect(doc: Doc, x: number, y: number, w: number, h: number, fill: string, radius = 0, stroke?: string) {
  doc.save()
  if (radius) doc.roundedRect(x, y, w, h, radius)
  else doc.rect(x, y, w, h)
  if (stroke) doc.lineWidth(0.6).fillAndStroke(fill, stroke)
  else doc.fill(fill)
  doc.restore()
}

export function line(doc: Doc, x: number, y: number, x2: number, y2: number, color: string, width = 0.6) {
  doc.save().lineWidth(width).strokeColor(color)
  doc.moveTo(x, y).lineTo(x2, y2).stroke()
  doc.restore()
}
