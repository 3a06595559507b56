import 'server-only'

/*
 * Setting text and drawing on a pdfkit page in the brand's palette: paragraphs of mixed runs (regular, semibold,
 * bold, mono) through pdfkit's own line breaking, small-capitals labels, boxes and rules.
 *
 * Right-to-left documents (Dari, Pashto; docs/decisions/034-arabic-script-pdfs.md) are the same layout mirrored: every
 * x given here is measured from the page's left edge as in English and drawn from the right edge, text starts at the
 * right, and each line pdfkit breaks is drawn in visual order by the Unicode bidi algorithm (./typeset-bidi.ts). So
 * is any paragraph of an English document with text its first font lacks, each stretch in a font that has it
 * (./faces.ts, docs/decisions/080-pdfs-draw-any-script.md).
 */
import { ISOLATE_CONTROLS } from './bidi'
import { drawable, flipX, isRightToLeft, plainLatin, primaryFace, stretches, type Doc } from './faces'
import type { FontName } from './fonts'
import { textBidi, type SetRun } from './typeset-bidi'

export { flipX, isRightToLeft, type Doc }

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
  const lh = style.size * (style.lineHeight ?? 1.4)
  const baseline = -(lh / 2 + (style.size * CAP_HEIGHT) / 2)
  const list: SetRun[] = (typeof runs === 'string' ? [{ text: runs }] : runs)
    .filter((r) => r.text)
    .map((run) => {
      const face = run.font ?? style.font ?? 'regular'
      return {
        text: drawable(doc, glue(run.text), face),
        face,
        size: face === 'mono' ? style.size * MONO_SCALE : style.size,
        color: run.color ?? style.color ?? COLORS.slate700,
      }
    })
  if (isRightToLeft(doc) || list.some((run) => !plainLatin(doc, run.text, run.face))) {
    const paragraph = { face: style.font ?? 'regular', align: style.align ?? 'left', lineHeight: lh, baseline }
    return textBidi(doc, list, x, y, width, { ...paragraph, direction: style.direction, tnum: style.tnum })
  }
  const page = doc.page
  doc.y = y
  list.forEach((run, i) => {
    doc.font(primaryFace(doc, run.face)).fontSize(run.size).fillColor(run.color)
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
    if (i === 0) doc.text(run.text, x, y, options)
    else doc.text(run.text, options)
  })
  return doc.page === page ? doc.y - y : doc.y - doc.page.margins.top
}

/** Natural width of one line of text, each stretch in the font that draws it. */
export function textWidth(doc: Doc, value: string, style: Style): number {
  const face = style.font ?? 'regular'
  const clean = drawable(doc, value, face).replace(ISOLATE_CONTROLS, '')
  // Letter-spacing only where pdfkit's own flow sets the text (./typeset-bidi.ts sets none).
  const tracking = isRightToLeft(doc) || !plainLatin(doc, clean, face) ? 0 : (style.tracking ?? 0)
  const options = { characterSpacing: tracking, ...(style.tnum && { features: ['tnum' as const] }) }
  return stretches(doc, clean, face).reduce((sum, part) => {
    doc.font(part.face).fontSize(style.size)
    return sum + doc.widthOfString(part.text, options)
  }, 0)
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
