import 'server-only'

/*
 * Which face draws each character of a document (docs/decisions/080-pdfs-draw-any-script.md). A document knows, for
 * each face name the typesetter asks for (regular, semibold, bold, mono), the fonts to try in order (./fonts.ts,
 * DOCUMENT_FACES). Text is cut into runs of one script (Latin, Arabic, Greek…; figures, punctuation and spaces go
 * with the run they sit in), and each run is set in the first font that has all of its letters: a Dari name in an
 * English quotation in Vazirmatn, a Cyrillic name in a Dari one in Inter, both whole. A sign the run's font lacks
 * ("→" in a Dari line) is set in the first font that has it. A character no font of the document has is drawn as
 * U+FFFD, never as an empty box (glyph 0, `.notdef`), which would also run over the text after it.
 */
import type { Font } from 'fontkit'
import type PDFDocument from 'pdfkit'

import type { FontFile, FontName } from './fonts'

export type Doc = InstanceType<typeof PDFDocument>

/** One font of a document: the name it is registered under in pdfkit (its file's key) and its fontkit font. */
export interface Face {
  name: FontFile
  font: Font
}

export interface DocumentFaces {
  /** Right to left (Dari, Pashto): mirrored layout, lines in bidi order (./typeset.ts). */
  rtl: boolean
  /** The endless scratch page of frame.ts, where text is set only to learn its height. */
  measureOnly: boolean
  /** Each face name's fonts, in the order they are tried. */
  faces: Readonly<Record<FontName, readonly Face[]>>
}

const documents = new WeakMap<Doc, DocumentFaces>()

export function setDocumentFaces(doc: Doc, state: DocumentFaces): void {
  documents.set(doc, state)
}

export function documentFaces(doc: Doc): DocumentFaces {
  const state = documents.get(doc)
  if (!state) throw new Error('A document made without createPdf (./frame.ts) has no faces')
  return state
}

export const isRightToLeft = (doc: Doc): boolean => documents.get(doc)?.rtl ?? false

/** The font a face name is set in when nothing asks for another: Inter in English, Vazirmatn in Dari and Pashto. */
export const primaryFace = (doc: Doc, face: FontName): FontFile => documentFaces(doc).faces[face][0]!.name

/** Where a box of `width` that starts at `x` (measured as in English) is drawn: mirrored in right-to-left documents. */
export function flipX(doc: Doc, x: number, width = 0): number {
  return isRightToLeft(doc) ? doc.page.width - x - width : x
}

/** Spaces, tabs and line breaks: pdfkit's flow handles them, never as glyphs of their own. */
const BREAKS = /^[ \t\n]$/
/** Isolate controls steer the bidi algorithm (./bidi.ts) and are never drawn. */
const ISOLATE = /^[\u2066-\u2069]$/
/** Characters of no script of their own (figures, punctuation, signs, marks): they join the run they are in. */
const COMMON = /^[\p{Script=Common}\p{Script=Inherited}]$/u
const SCRIPTS = ['Latin', 'Arabic', 'Greek', 'Cyrillic', 'Hebrew', 'Armenian', 'Georgian', 'Han', 'Hangul'].map(
  (name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const,
)

function scriptOf(char: string): string | undefined {
  if (COMMON.test(char)) return undefined
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other'
}

const has = (face: Face, char: string) => face.font.hasGlyphForCodePoint(char.codePointAt(0)!)

/**
 * `value` as the document can draw it in `face`: a character no font of the face's list has becomes U+FFFD (the
 * replacement character, which the fallback fonts draw), a space none has a plain space, and a format character
 * (a bidi mark) none has is left out. Isolate controls stay for the bidi algorithm.
 */
export function drawable(doc: Doc, value: string, face: FontName): string {
  const fonts = documentFaces(doc).faces[face]
  let out = ''
  for (const char of value) {
    if (BREAKS.test(char) || ISOLATE.test(char) || fonts.some((f) => has(f, char))) out += char
    else if (/\s/.test(char)) out += ' '
    else if (!/\p{Cf}/u.test(char)) out += '\uFFFD'
  }
  return out
}

/** A stretch of text set in one font. */
export interface Stretch {
  text: string
  face: FontFile
}

/**
 * `value` (already {@link drawable}, without isolate controls) cut into stretches of one font each, in order: each
 * script run in the first font that has all its letters, a character that font lacks in the first that has it.
 */
export function stretches(doc: Doc, value: string, face: FontName): Stretch[] {
  const fonts = documentFaces(doc).faces[face]
  // Script runs: a character of no script stays in the run before it (or the first run, at the start).
  const runs: { text: string; script?: string }[] = []
  for (const char of value) {
    const script = scriptOf(char)
    const last = runs.at(-1)
    if (last && (!script || !last.script || last.script === script)) {
      last.text += char
      last.script ??= script
    } else runs.push({ text: char, script })
  }
  const out: Stretch[] = []
  for (const run of runs) {
    const letters = [...run.text].filter((c) => !COMMON.test(c))
    const own = fonts.find((f) => letters.every((c) => has(f, c))) ?? fonts[0]!
    for (const char of run.text) {
      const font = BREAKS.test(char) || has(own, char) ? own : (fonts.find((f) => has(f, char)) ?? own)
      if (out.at(-1)?.face === font.name) out.at(-1)!.text += char
      else out.push({ text: char, face: font.name })
    }
  }
  return out
}

/**
 * Whether pdfkit's own flow can set `value` in a left-to-right document as it is: every character in the face's
 * first font, nothing to reorder. Anything else goes through the bidi path (./typeset-bidi.ts).
 */
export function plainLatin(doc: Doc, value: string, face: FontName): boolean {
  const first = documentFaces(doc).faces[face][0]!
  for (const char of value) if (!BREAKS.test(char) && !has(first, char)) return false
  return true
}
