/**
 * Every character of the Dari and Pashto copy has a glyph in the page fonts (decision 032): Vazirmatn's Arabic-script
 * subset for the script, Inter's Latin subset for model names, units and figures. A character in neither would be
 * drawn from whatever font the visitor's phone has, or as a box. The fonts tested are the ones the site serves
 * (src/app/site-fonts.css): Inter cut to what the pages use (scripts/fonts/subset.ts), which must keep every character
 * of the copy and the seed catalogue that the published Inter has, and all of printable ASCII and Latin-1.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Font } from 'fontkit'
import { beforeAll, describe, expect, it } from 'vitest'

import { LOCALES, type Locale } from '@/lib/i18n/locales'

import { copyText, openWoff2, seedText } from '../../scripts/fonts/site-text'

const root = process.cwd()
let vazirmatn: Font
let inter: Font
let publishedInter: Font

async function open(file: string): Promise<Font> {
  return openWoff2(await readFile(path.join(root, file)))
}

/** The file a family's @font-face in src/app/site-fonts.css points at (served from public/). */
function served(family: string): string {
  const css = readFileSync(path.join(root, 'src/app/site-fonts.css'), 'utf8')
  const face = new RegExp(`font-family: '${family}';\\s*src: url\\('(/assets/[^']+)'\\)`).exec(css)
  if (!face) throw new Error(`no @font-face for ${family} in src/app/site-fonts.css`)
  return path.join('public', face[1]!)
}

beforeAll(async () => {
  vazirmatn = await open(served('Vazirmatn'))
  inter = await open(served('Inter'))
  publishedInter = await open('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
})

/** Format characters the font never draws: spaces, joiners, direction marks and isolates. */
const INVISIBLE = /[\s\u200b-\u200f\u2066-\u2069]/u

function missing(locale: Locale): string[] {
  const chars = new Set(copyText(locale))
  return [...chars]
    .filter((c) => !INVISIBLE.test(c))
    .filter((c) => {
      const code = c.codePointAt(0)!
      return !vazirmatn.hasGlyphForCodePoint(code) && !inter.hasGlyphForCodePoint(code)
    })
    .map(code)
}

const code = (c: string) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

describe('the Inter subset', () => {
  it('has printable ASCII and Latin-1 (what staff type into the catalogue)', () => {
    const lacking: string[] = []
    for (let c = 0x21; c <= 0xff; c++) {
      // C1 controls and the soft hyphen (U+00AD, a line-break hint the subsetter drops as invisible) draw nothing.
      if ((c > 0x7e && c < 0xa1) || c === 0xad) continue
      if (!inter.hasGlyphForCodePoint(c)) lacking.push(code(String.fromCodePoint(c)))
    }
    expect(lacking).toEqual([])
  })

  it('has every character of the copy and the seed catalogue that the published Inter has', () => {
    const chars = new Set([...LOCALES.map(copyText), seedText()].join(''))
    const lacking = [...chars]
      .filter((c) => !INVISIBLE.test(c) && publishedInter.hasGlyphForCodePoint(c.codePointAt(0)!))
      .filter((c) => !inter.hasGlyphForCodePoint(c.codePointAt(0)!))
      .map(code)
    // Run `npm run fonts:subset` when this lists a character.
    expect(lacking).toEqual([])
  })

  it('is the file the layout preloads (src/lib/site-fonts.ts)', async () => {
    const { INTER_URL, VAZIRMATN_URL } = await import('@/lib/site-fonts')
    expect(path.join('public', INTER_URL)).toBe(served('Inter'))
    expect(path.join('public', VAZIRMATN_URL)).toBe(served('Vazirmatn'))
  })

  it('is smaller than the published file', () => {
    const size = (file: string) => readFileSync(path.join(root, file)).length
    expect(size(served('Inter'))).toBeLessThan(
      0.7 * size('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    )
  })
})

describe('page fonts cover the Dari and Pashto copy', () => {
  it('has every Pashto letter in Vazirmatn', () => {
    for (const letter of 'ټډړږښګڼېۍئ') expect(vazirmatn.hasGlyphForCodePoint(letter.codePointAt(0)!), letter).toBe(true)
  })

  it.each(['fa', 'ps'] as const)('%s: every character has a glyph', (locale) => {
    expect(missing(locale)).toEqual([])
  })

  it('would notice a character neither font has', () => {
    const code = 'ᚠ'.codePointAt(0)! // Runic: in neither font
    expect(vazirmatn.hasGlyphForCodePoint(code) || inter.hasGlyphForCodePoint(code)).toBe(false)
  })
})
