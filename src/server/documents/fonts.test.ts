import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FONT_FILES, documentFontsDir, findUnsupportedCharacters, fontPath, hasGlyph, normaliseText } from './fonts'

describe('document fonts', () => {
  it('resolves the bundled fonts from the project root', () => {
    expect(documentFontsDir()).toBe(path.join(process.cwd(), 'src/server/documents/fonts'))
    for (const name of Object.keys(FONT_FILES) as (keyof typeof FONT_FILES)[]) {
      expect(fs.existsSync(fontPath(name)), fontPath(name)).toBe(true)
    }
  })

  it('covers the symbols of specification values', () => {
    for (const ch of '°±≤≥×µ²³–—’‘“”…≈≠→←ΩΔσ•·€') expect(hasGlyph(ch.codePointAt(0)!), ch).toBe(true)
    expect(findUnsupportedCharacters('−40 °C to +85 °C, ≤ 2 W, 1 µs, Café, Łódź')).toEqual([])
  })

  it('reports characters without a glyph and substitutes look-alikes', () => {
    expect(findUnsupportedCharacters('∞ and √2 and ok')).toEqual(['∞', '√'])
    expect(normaliseText('CO₂ at 25 ℃, 10 Ω\u00AD')).toBe('CO2 at 25 °C, 10 Ω')
  })
})
