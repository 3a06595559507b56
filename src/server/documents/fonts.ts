/*
 * PDF documents module. Used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so it does
 * NOT `import 'server-only'` (that package throws outside a React Server environment). Keep it free of Next.js
 * and browser APIs.
 */
import fs from 'node:fs'
import path from 'node:path'

import { FONT_COVERAGE } from './font-coverage'

/**
 * Font files, relative to {@link documentFontsDir}. Inter static instances are built from the variable WOFF2
 * files of `@fontsource-variable/inter` by `fonts/build-fonts.mjs` (SIL OFL 1.1, `fonts/OFL-Inter.txt`);
 * DejaVu Sans Mono is copied from Debian's fonts-dejavu-core (Bitstream Vera licence, `fonts/LICENSE-DejaVu.txt`).
 */
export const FONT_FILES = {
  regular: 'Inter-Regular.ttf',
  semibold: 'Inter-SemiBold.ttf',
  bold: 'Inter-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const

export type FontName = keyof typeof FONT_FILES

/**
 * Absolute path of the bundled fonts. Computed from `process.cwd()` (the project root, both for `next start`
 * and for `npm run catalogue:import`) rather than `__dirname`/`import.meta.url`, which point into `.next/`
 * bundles inside Next.js. A standalone deployment must copy `src/server/documents/fonts/` along (for example
 * with `outputFileTracingIncludes`); `DOCUMENT_FONTS_DIR` overrides the location.
 */
export function documentFontsDir(): string {
  const override = process.env.DOCUMENT_FONTS_DIR
  if (override) return path.resolve(/* turbopackIgnore: true */ override)
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'src', 'server', 'documents', 'fonts')
}

/** Absolute path of one bundled font file. */
export function fontPath(name: FontName): string {
  return path.join(documentFontsDir(), FONT_FILES[name])
}

let cache: { dir: string; data: Record<FontName, Buffer> } | null = null

/** Font bytes, read once per process (about 1 MB in all); pdfkit subsets what a document uses. */
export function loadFonts(): Record<FontName, Buffer> {
  const dir = documentFontsDir()
  if (cache?.dir === dir) return cache.data
  const data = {} as Record<FontName, Buffer>
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    const file = fontPath(name)
    try {
      data[name] = fs.readFileSync(/* turbopackIgnore: true */ file)
    } catch (error) {
      throw new Error(`PDF font missing: ${file} (run from the project root, or set DOCUMENT_FONTS_DIR)`, {
        cause: error,
      })
    }
  }
  cache = { dir, data }
  return data
}

const ranges = FONT_COVERAGE

/** Whether the Inter fonts have a glyph for this code point (all three weights cover the same set). */
export function hasGlyph(codePoint: number): boolean {
  let lo = 0
  let hi = ranges.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const [start, end] = ranges[mid]!
    if (codePoint < start) hi = mid - 1
    else if (codePoint > end) lo = mid + 1
    else return true
  }
  return false
}

/** Look-alike replacements for characters the fonts lack, so common variants still print. */
const SUBSTITUTES: Record<string, string> = {
  '\u2126': 'Ω', // OHM SIGN → Greek capital omega
  '\u2103': '°C',
  '\u2109': '°F',
  '\u2300': 'Ø', // DIAMETER SIGN
  '\u2A7D': '≤',
  '\u2A7E': '≥',
  '\u2266': '≤',
  '\u2267': '≥',
  '\u223C': '~',
  '\u2243': '≈',
  '\u2219': '·',
  '\u22C5': '·',
  '\u2010': '-',
  '\u2011': '-', // NON-BREAKING HYPHEN; lines only break at spaces anyway
  '\uFB01': 'fi',
  '\uFB02': 'fl',
}

/**
 * Text ready for the PDF fonts: NFC-normalised, soft hyphens and control characters dropped, known look-alikes
 * replaced. Characters still without a glyph are kept (they print blank); {@link findUnsupportedCharacters}
 * lists them so the import can warn.
 */
export function normaliseText(text: string): string {
  let out = ''
  // Subscript digits (CO₂) have no glyph: plain digits read the same in a specification.
  for (const ch of text.normalize('NFC').replace(/[\u00AD\u0000-\u0008\u000B-\u001F\u007F]/g, '')) {
    const cp = ch.codePointAt(0)!
    if (cp >= 0x2080 && cp <= 0x2089) out += String(cp - 0x2080)
    else out += SUBSTITUTES[ch] ?? ch
  }
  return out
}

/** Distinct characters of `text` that the document fonts cannot draw (after {@link normaliseText}). */
export function findUnsupportedCharacters(text: string): string[] {
  const missing = new Set<string>()
  for (const ch of normaliseText(text)) {
    const cp = ch.codePointAt(0)!
    if (ch === '\n' || ch === '\t') continue
    if (!hasGlyph(cp)) missing.add(ch)
  }
  return [...missing]
}
