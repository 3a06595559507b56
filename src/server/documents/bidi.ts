import 'server-only'

/*
 * The Unicode bidirectional algorithm (UAX #9) for right-to-left documents and for other-script text in left-to-right
 * ones, by `bidi-js` (docs/decisions/034-arabic-script-pdfs.md, 080-pdfs-draw-any-script.md): embedding levels are
 * resolved once per paragraph, and each line that pdfkit broke (in logical order) is reordered on its own, as rule
 * L1-L2 require. A stretch that must read left to right whatever surrounds it (a phone number, an e-mail or web
 * address, a price the caller marked) is wrapped in LRI…PDI for the algorithm only: the controls are never drawn.
 */
import bidiFactory, { type EmbeddingLevels } from 'bidi-js'

const bidi = bidiFactory()

const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

/** Bidi isolate controls (LRI, RLI, FSI, PDI): a caller may put them in text; they steer the algorithm only. */
export const ISOLATE_CONTROLS = /[\u2066-\u2069]/g
const ISOLATE_CONTROL = /^[\u2066-\u2069]$/

/** `value` isolated as left-to-right text inside a right-to-left line (prices, part numbers). */
export function isolateLtr(value: string): string {
  return `${LRI}${value}${PDI}`
}

/**
 * `value` isolated with its own direction, taken from its first letter (HTML's `<bdi>`): a Dari name in a list of
 * English values reads right to left as a whole and leaves the commas and the order of the list alone.
 */
export function isolate(value: string): string {
  return `${FSI}${value}${PDI}`
}

/**
 * Stretches that read left to right inside right-to-left text, as one unit: e-mail and web addresses, and any run of
 * left-to-right letters (Latin with its accents, Greek, Cyrillic…) and ASCII figures with what joins them inside a
 * value (spaces, the no-break space the typesetter puts between a figure and its unit, signs, unit symbols,
 * separators), so a phone number, "8 mm + 1 ppm", "−40 °C", "17 × 22 mm" or "Jürgen Łukasz" keeps its order instead of
 * being read group by group from the right. Such a run starts at a letter, a figure, or a sign or currency symbol
 * before one, and ends at a letter, figure or unit sign; brackets stay outside (the algorithm pairs and mirrors them).
 */
const RTL_SCRIPTS = String.raw`\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}`
const LETTER = String.raw`(?:(?![${RTL_SCRIPTS}])\p{L}\p{M}*)`
const VALUE_START = String.raw`(?:[-+−±~≈<>≤≥][ \u00A0]?|[$€£#@])?(?:[0-9]|${LETTER})`
const VALUE_INSIDE = String.raw`(?:[0-9 \u00A0.,:;/×°%‰µΩσ²³+−±'’_-]|${LETTER})`
const VALUE_END = String.raw`(?:[0-9°%‰µΩσ²³]|${LETTER})`
const LTR_STRETCHES = new RegExp(
  [
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:/[^\s]*)?`,
    `${VALUE_START}(?:${VALUE_INSIDE}*${VALUE_END})?`,
  ].join('|'),
  'giu',
)

/** Right-to-left letters (bidi classes R and AL) and the Arabic-Indic digits of Dari and Pashto text. */
const RTL_SIGNAL = /[\u0590-\u05FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/

function hasRtlSignal(text: string): boolean {
  if (!RTL_SIGNAL.test(text)) return false
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char)
    if (type === 'R' || type === 'AL' || type === 'AN' || /[\u06F0-\u06F9]/.test(char)) return true
  }
  return false
}

/** The direction of the first letter that has one (rule P2, on the text without isolates); left to right if none. */
function firstStrong(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char)
    if (type === 'L') return 'ltr'
    if (type === 'R' || type === 'AL') return 'rtl'
  }
  return 'ltr'
}

/** A paragraph's text (without isolate controls) and the resolved level of each of its characters. */
export interface BidiParagraph {
  readonly text: string
  readonly levels: Uint8Array
  /** The algorithm's own view: the text with the isolates added, its levels, and the index of each character in it. */
  readonly analysed: { text: string; result: EmbeddingLevels; index: number[]; back: Int32Array }
}

/**
 * Resolves the embedding levels of a paragraph of a right-to-left document. Isolate controls in `text` are taken out
 * of the text and kept as isolates; `ltrRanges` ([start, end) in the text without controls) are isolated too. Each
 * line of it (between "\n") is right to left when it holds Arabic-script letters or digits, else left to right (an
 * English value left untranslated, "−40 °C to +85 °C", reads as English), unless `base` says which; 'auto' takes each
 * line's direction from its first letter, as a left-to-right document does for text typed in another script.
 */
export function analyseParagraph(
  text: string,
  ltrRanges: readonly (readonly [number, number])[] = [],
  base?: 'ltr' | 'rtl' | 'auto',
): BidiParagraph {
  // Where isolates open and close, as positions in the text without controls.
  const opens = new Map<number, string[]>()
  const closes = new Map<number, number>()
  let clean = ''
  for (const char of text) {
    if (ISOLATE_CONTROL.test(char)) {
      if (char === PDI) closes.set(clean.length, (closes.get(clean.length) ?? 0) + 1)
      else opens.set(clean.length, [...(opens.get(clean.length) ?? []), char])
      continue
    }
    clean += char
  }
  const marks = [...ltrRanges, ...[...clean.matchAll(LTR_STRETCHES)].map((m) => [m.index, m.index + m[0].length])]
  for (const [start, end] of marks) {
    if (start >= end) continue
    opens.set(start, [...(opens.get(start) ?? []), LRI])
    closes.set(end, (closes.get(end) ?? 0) + 1)
  }

  let augmented = ''
  const index: number[] = []
  for (let i = 0; i <= clean.length; i++) {
    augmented += PDI.repeat(closes.get(i) ?? 0) + (opens.get(i) ?? []).join('')
    if (i === clean.length) break
    index.push(augmented.length)
    augmented += clean[i]
  }

  // One run of the algorithm per line of the paragraph, each with its own base direction.
  const levels = new Uint8Array(augmented.length)
  const paragraphs: EmbeddingLevels['paragraphs'] = []
  let from = 0
  const cleanLines = clean.split('\n')
  for (const [i, line] of augmented.split('\n').entries()) {
    const direction = base === 'auto' ? firstStrong(cleanLines[i]!) : (base ?? (hasRtlSignal(line) ? 'rtl' : 'ltr'))
    const result = bidi.getEmbeddingLevels(line, direction)
    levels.set(result.levels, from)
    for (const p of result.paragraphs) paragraphs.push({ start: p.start + from, end: p.end + from, level: p.level })
    from += line.length + 1
    if (from <= augmented.length) levels[from - 1] = paragraphs.at(-1)?.level ?? 0
  }
  const back = new Int32Array(augmented.length).fill(-1)
  index.forEach((a, i) => (back[a] = i))
  return {
    text: clean,
    levels: Uint8Array.from(index, (i) => levels[i]!),
    analysed: { text: augmented, result: { levels, paragraphs }, index, back },
  }
}

/** One stretch of a line in visual order: [start, end) of the paragraph's text, and its direction. */
export interface VisualRun {
  start: number
  end: number
  rtl: boolean
}

/**
 * The line [start, end) of a paragraph in visual order, left to right, as runs of one direction (rule L2, with L1's
 * reset of trailing white space). A right-to-left run is still given in logical order: the shaper lays its glyphs
 * out right to left.
 */
export function visualRuns(paragraph: BidiParagraph, start: number, end: number): VisualRun[] {
  if (end <= start) return []
  const { analysed, levels } = paragraph
  const from = analysed.index[start]!
  const to = analysed.index[end - 1]!
  const order = bidi
    .getReorderedIndices(analysed.text, analysed.result, from, to)
    .slice(from, to + 1)
    .map((a) => analysed.back[a]!)
    .filter((i) => i >= 0)
  const runs: VisualRun[] = []
  for (const i of order) {
    const rtl = (levels[i]! & 1) === 1
    const last = runs.at(-1)
    if (last && last.rtl === rtl && (rtl ? i === last.start - 1 : i === last.end)) {
      if (rtl) last.start = i
      else last.end = i + 1
    } else runs.push({ start: i, end: i + 1, rtl })
  }
  return runs
}

/** The characters [start, end) as drawn: brackets and other mirrored characters swapped where read right to left. */
export function drawnText(paragraph: BidiParagraph, start: number, end: number): string {
  let out = ''
  for (let i = start; i < end; i++) {
    const char = paragraph.text[i]!
    out += paragraph.levels[i]! & 1 ? (bidi.getMirroredCharacter(char) ?? char) : char
  }
  return out
}
