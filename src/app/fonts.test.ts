/**
 * Every character of the Dari and Pashto copy has a glyph in the page fonts (issue 13): Vazirmatn's Arabic-script
 * subset for the script, Inter's Latin subset for model names, units and figures. A character in neither would be
 * drawn from whatever font the visitor's phone has, or as a box.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { create, type Font } from 'fontkit'
import decompress from 'wawoff2/decompress'
import { beforeAll, describe, expect, it } from 'vitest'

import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

const files = path.join(process.cwd(), 'node_modules', '@fontsource-variable')
let vazirmatn: Font
let inter: Font

/** A WOFF2 file as fontkit reads it (unpacked to TrueType, as src/server/documents/fonts.ts does). */
async function open(file: string): Promise<Font> {
  return create(Buffer.from(await decompress(await readFile(path.join(files, file))))) as Font
}

beforeAll(async () => {
  vazirmatn = await open('vazirmatn/files/vazirmatn-arabic-wght-normal.woff2')
  inter = await open('inter/files/inter-latin-wght-normal.woff2')
})

/** Every string in a copy tree, calling copy functions with sample arguments. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (typeof value === 'function') {
    for (const args of [[3, 7], ['K8 GNSS Module', 2], [1], []]) {
      try {
        strings((value as (...a: unknown[]) => unknown)(...args), out)
      } catch {
        // A sample that does not fit this function: the others cover it.
      }
    }
  } else if (Array.isArray(value)) value.forEach((item) => strings(item, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, out))
  return out
}

/** Format characters the font never draws: spaces, joiners, direction marks and isolates. */
const INVISIBLE = /[\s\u200b-\u200f\u2066-\u2069]/u

function missing(locale: Locale): string[] {
  const chars = new Set(strings(messages(locale)).join(''))
  return [...chars]
    .filter((c) => !INVISIBLE.test(c))
    .filter((c) => {
      const code = c.codePointAt(0)!
      return !vazirmatn.hasGlyphForCodePoint(code) && !inter.hasGlyphForCodePoint(code)
    })
    .map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
}

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
