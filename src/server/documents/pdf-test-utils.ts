import 'server-only'

/*
 * Helpers for the documents tests (not used by the module itself).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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
