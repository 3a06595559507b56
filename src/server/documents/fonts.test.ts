import fs from 'node:fs'
import path from 'node:path'

import { create, type Font } from 'fontkit'
import { afterEach, describe, expect, it } from 'vitest'

import { documentLabels as faLabels } from '@/content/fa/documents'
import { documentLabels as psLabels } from '@/content/ps/documents'

import { DOCUMENT_FACES, FONT_FILES, fontPath, loadFont, unpackWoff2, type FontFile } from './fonts'

const seed = path.join(process.cwd(), 'catalogue/seed')

async function font(name: FontFile): Promise<Font> {
  return create(await loadFont(name)) as Font
}

/** Arabic-script characters (letters, digits, punctuation, marks): only the Arabic faces can set them. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/

/** Every string a value yields: strings, and what functions return for sample arguments (numbers, a date, text). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    const date = new Date('2026-03-21T08:30:00Z')
    return [1, 12, 1408]
      .flatMap((n) =>
        strings(
          (value as (...a: unknown[]) => unknown)(
            ...Array.from({ length: value.length }, (_, i) => [n, n + 1, 'K8'][i] ?? n),
          ),
        ),
      )
      .concat(strings((value as (d: Date) => unknown)(date)))
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Characters of the faces of Arabic-script documents lack: none, or symbols the Latin fallback (Inter) draws. */
async function missingInArabicDocuments(text: string): Promise<string[]> {
  const characters = [...new Set(text.replace(/[\s\u200c\u200d\u200e\u200f\u2066-\u2069]/g, ''))]
  const missing = new Set<string>()
  for (const face of ['regular', 'semibold', 'bold'] as const) {
    const [arabic, latin] = [await font(DOCUMENT_FACES.arabic[face][0]!), await font(DOCUMENT_FACES.latin[face][0]!)]
    for (const c of characters) {
      const code = c.codePointAt(0)!
      if (arabic.hasGlyphForCodePoint(code)) continue
      if (!ARABIC_SCRIPT.test(c) && latin.hasGlyphForCodePoint(code)) continue
      missing.add(`${c} U+${code.toString(16).toUpperCase()} (${face})`)
    }
  }
  return [...missing]
}

describe('document fonts', () => {
  afterEach(() => {
    delete process.env.DOCUMENT_FONTS_DIR
  })

  it('are read from the published packages, or from DOCUMENT_FONTS_DIR by file name', () => {
    for (const name of Object.keys(FONT_FILES) as FontFile[]) expect(fs.existsSync(fontPath(name)), name).toBe(true)
    process.env.DOCUMENT_FONTS_DIR = '/srv/fonts'
    expect(fontPath('semibold')).toBe('/srv/fonts/Inter-SemiBold.woff2')
    expect(fontPath('mono')).toBe('/srv/fonts/DejaVuSansMono.ttf')
  })

  it('name the missing file when a font cannot be read', async () => {
    process.env.DOCUMENT_FONTS_DIR = '/nonexistent'
    await expect(loadFont('bold')).rejects.toThrow('PDF font missing: /nonexistent/Inter-Bold.woff2')
  })

  it('unpack Inter to TrueType in its three weights, with kerning and tabular figures', async () => {
    for (const [name, weight] of [
      ['regular', 400],
      ['semibold', 600],
      ['bold', 700],
    ] as const) {
      const f = await font(name)
      expect(f.familyName).toMatch(/^Inter\b/)
      expect(f['OS/2'].usWeightClass).toBe(weight)
      expect(f.availableFeatures).toEqual(expect.arrayContaining(['kern', 'tnum']))
    }
  })

  it('unpack several WOFF2 files at once to the same TrueType as one at a time', async () => {
    // A right-to-left document asks for Inter's three weights together; the decoder reuses its memory between calls.
    const files = (['regular', 'semibold', 'bold'] as const).map((name) => fs.readFileSync(fontPath(name)))
    const together = await Promise.all(files.map((data) => unpackWoff2(data)))
    const apart: Buffer[] = []
    for (const data of files) apart.push(await unpackWoff2(data))
    for (const [i, bytes] of together.entries()) {
      expect(bytes.equals(apart[i]!), `file ${i}`).toBe(true)
      expect(bytes.subarray(0, 4).toString('hex')).toBe('00010000') // a TrueType header
    }
    const weights = await Promise.all(
      (['regular', 'semibold', 'bold'] as const).map(async (n) => (await font(n))['OS/2'].usWeightClass),
    )
    expect(weights).toEqual([400, 600, 700])
  })

  it('draw every character of the seed catalogue and its documents in every weight', async () => {
    const sources = [
      fs.readFileSync(path.join(seed, 'catalogue.json'), 'utf8'),
      ...fs
        .readdirSync(path.join(seed, 'documents'))
        .map((f) => fs.readFileSync(path.join(seed, 'documents', f), 'utf8')),
    ].join('')
    // The catalogue's Dari and Pashto translations are set by the Arabic faces (and checked below).
    const characters = [...new Set(sources.replace(/[\s\u200c-\u200f]/g, ''))].filter((c) => !ARABIC_SCRIPT.test(c))
    expect(characters.length).toBeGreaterThan(90)
    for (const name of ['regular', 'semibold', 'bold'] as const) {
      const f = await font(name)
      expect(characters.filter((c) => !f.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([])
    }
    expect(await missingInArabicDocuments(sources)).toEqual([])
    // Specification symbols beyond the seed, and the monospace font for code.
    const regular = await font('regular')
    for (const c of '°±≤≥≈≠×µ²³–—−→←ΩΔσ€₂\u00A0') expect(regular.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true)
    const mono = await font('mono')
    for (const c of '$<>|{}[]~^≤≥') expect(mono.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true)
  })

  it('set every Dari and Pashto letter, Pashto’s own included, with the contextual forms that join them', async () => {
    for (const face of ['arabicRegular', 'arabicSemibold', 'arabicBold'] as const) {
      const f = await font(face)
      expect(f.familyName).toMatch(/^Vazirmatn\b/)
      for (const c of 'ټډړږښګڼېۍئځڅپچژگکیۀ‌')
        expect(f.hasGlyphForCodePoint(c.codePointAt(0)!), `${face} ${c}`).toBe(true)
      expect(f.availableFeatures).toEqual(expect.arrayContaining(['init', 'medi', 'fina', 'rlig']))
      // "تیلفون" shaped: teh initial, yeh, lam and feh medial, waw final; noon stays isolated (waw does not join on).
      const shaped = f.layout('تیلفون').glyphs.map((g) => g.name)
      const isolated = f
        .layout([...'تیلفون'].join(' '))
        .glyphs.filter((g) => g.name !== 'space')
        .map((g) => g.name)
      expect(shaped.filter((name, i) => name !== isolated[i]).length).toBe(5)
    }
  })

  it('draw every character of the Dari and Pashto copy: document labels and the content modules', async () => {
    const labels = [...strings(faLabels), ...strings(psLabels)].join(' ')
    expect(labels).toMatch(/حمل|ثور|جوزا|سرطان|اسد|سنبله|میزان|عقرب|قوس|جدی|دلو|حوت/) // Solar Hijri month names
    expect(await missingInArabicDocuments(labels)).toEqual([])
    const content = path.join(process.cwd(), 'src/content')
    for (const locale of ['fa', 'ps']) {
      const dir = path.join(content, locale)
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.ts')) : []
      expect(files, `src/content/${locale}`).toContain('documents.ts')
      const text = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n')
      expect(await missingInArabicDocuments(text), `src/content/${locale}`).toEqual([])
    }
  })
})
