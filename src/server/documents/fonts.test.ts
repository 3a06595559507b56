import fs from 'node:fs'
import path from 'node:path'

import { create, type Font } from 'fontkit'
import { afterEach, describe, expect, it } from 'vitest'

import { FONT_FILES, fontPath, loadFont, type FontName } from './fonts'

const seed = path.join(process.cwd(), 'catalogue/seed')

async function font(name: FontName): Promise<Font> {
  return create(await loadFont(name)) as Font
}

describe('document fonts', () => {
  afterEach(() => {
    delete process.env.DOCUMENT_FONTS_DIR
  })

  it('are read from the published packages, or from DOCUMENT_FONTS_DIR by file name', () => {
    for (const name of Object.keys(FONT_FILES) as FontName[]) expect(fs.existsSync(fontPath(name)), name).toBe(true)
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

  it('draw every character of the seed catalogue and its documents in every weight', async () => {
    const sources = [
      fs.readFileSync(path.join(seed, 'catalogue.json'), 'utf8'),
      ...fs
        .readdirSync(path.join(seed, 'documents'))
        .map((f) => fs.readFileSync(path.join(seed, 'documents', f), 'utf8')),
    ].join('')
    const characters = [...new Set(sources.replace(/\s/g, ''))]
    expect(characters.length).toBeGreaterThan(90)
    for (const name of ['regular', 'semibold', 'bold'] as const) {
      const f = await font(name)
      expect(characters.filter((c) => !f.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([])
    }
    // Specification symbols beyond the seed, and the monospace font for code.
    const regular = await font('regular')
    for (const c of '°±≤≥≈≠×µ²³–—−→←ΩΔσ€₂\u00A0') expect(regular.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true)
    const mono = await font('mono')
    for (const c of '$<>|{}[]~^≤≥') expect(mono.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true)
  })
})
