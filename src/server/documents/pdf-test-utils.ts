import 'server-only'

/*
 * Helpers for the documents tests (not used by the module itself).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import sharp from 'sharp'

/** Number of pages: page objects are written uncompressed by pdfkit ("/Type /Page", not "/Pages"). */
export function countPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length
}

function installed(tool: string): boolean {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Poppler tools (poppler-utils) are installed on the dev machine; tests that need them skip elsewhere. */
export const hasPdftotext = installed('pdftotext')
export const hasPdfinfo = installed('pdfinfo')

function withFile<T>(pdf: Buffer, fn: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'))
  try {
    const file = path.join(dir, 'doc.pdf')
    fs.writeFileSync(file, pdf)
    return fn(file)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Text of a PDF as poppler extracts it (proves glyphs map back to the right Unicode characters); `layout` keeps
 * table rows on one line. Pages are separated by form feeds.
 */
export function pdfText(pdf: Buffer, layout = false): string {
  const options = ['-enc', 'UTF-8', ...(layout ? ['-layout'] : [])]
  return withFile(pdf, (file) => execFileSync('pdftotext', [...options, file, '-'], { encoding: 'utf8' }))
}

/** Each page's text lines, without blank lines. */
export function pageLines(pdf: Buffer): string[][] {
  return pdfText(pdf, true)
    .split('\f')
    .filter((page) => page.trim())
    .map((page) =>
      page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
}

/** Every word with its box (points from the top left), as poppler places it. */
export function wordBoxes(pdf: Buffer): { word: string; xMin: number; xMax: number; yMin: number }[] {
  const html = withFile(pdf, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }))
  return [...html.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)</g)].map((m) => ({
    word: m[4]!,
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
  }))
}

/** Document information as poppler reads it (title, author, dates, page size). */
export function pdfInfo(pdf: Buffer): string {
  return withFile(pdf, (file) =>
    execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } }),
  )
}

/** Writes a sample when DOCUMENTS_SAMPLE_DIR is set, to look at it (`pdftoppm -r 60 -png file.pdf out`). */
export function saveSample(name: string, pdf: Buffer): void {
  const dir = process.env.DOCUMENTS_SAMPLE_DIR
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, name), pdf)
}

/**
 * Extracted right-to-left text made comparable with its source: poppler wraps runs in bidi embedding marks and puts
 * the space around a left-to-right run on its other side, a ZWNJ comes out as a space (fontkit draws it as a
 * zero-width space glyph), and a bracket read right to left maps back to its mirror image. Compared without spaces,
 * marks and brackets, the letters and words must be those of the source, in its order.
 */
export function comparable(value: string): string {
  return value.replace(/[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\s()[\]]/g, '')
}

/**
 * What each glyph of each embedded font maps back to (the ToUnicode CMaps, as pdfkit writes them: one bfrange array
 * per 256 glyphs), one list per font. Several glyphs mapping to one letter are its contextual forms.
 */
export function toUnicodeMaps(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1')
  const maps: string[][] = []
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    let body: string
    try {
      body = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    if (!body.includes('beginbfrange')) continue
    const glyphs: string[] = []
    for (const range of body.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      const first = parseInt(range[1]!, 16)
      ;[...range[2]!.matchAll(/<([^>]*)>/g)].forEach((entry, i) => {
        const units = entry[1]!.split(/\s+/).map((hex) => parseInt(hex, 16))
        glyphs[first + i] = String.fromCharCode(...units)
      })
    }
    maps.push(glyphs)
  }
  return maps
}

/** Page `page` rendered by poppler at `dpi` as greyscale pixels (0 black, 255 white), with its size. */
export async function renderPage(
  pdf: Buffer,
  page = 1,
  dpi = 60,
): Promise<{ width: number; height: number; pixels: Buffer; png: Buffer }> {
  const png = withFile(pdf, (file) =>
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), file], {
      maxBuffer: 64 * 1024 * 1024,
    }),
  )
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, pixels: data, png }
}

export const hasPdftoppm = installed('pdftoppm')

/** Every inflated stream of a PDF (pdfkit compresses page contents and fonts' ToUnicode maps with Flate). */
function streams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const out: string[] = []
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'))
    } catch {
      // Not a Flate stream (an image): no text in it.
    }
  }
  return out
}

/**
 * How many `.notdef` glyphs (glyph 0: the empty box a font draws for a character it lacks) the pages draw. pdfkit
 * shows text as `[<gid gid…> kerning <…>] TJ` with two bytes (four hex digits) per glyph of the embedded subset,
 * whose glyph 0 is always `.notdef`.
 */
export function notdefGlyphs(pdf: Buffer): number {
  let count = 0
  for (const body of streams(pdf)) {
    for (const shown of body.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      for (const hex of (shown[1] ?? `<${shown[2]}>`).matchAll(/<([0-9a-fA-F]*)>/g))
        count += (hex[1]!.match(/.{4}/g) ?? []).filter((gid) => gid === '0000').length
    }
  }
  return count
}

/** The fonts a PDF embeds, by their names without the subset tag ("Inter-Regular", "Vazirmatn-Bold"). */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!)
  return [...new Set(names)].sort()
}
