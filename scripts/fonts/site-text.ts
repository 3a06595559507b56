/**
 * The text the public site can show, for the font subset (scripts/fonts/subset.ts) and the glyph-coverage test
 * (src/app/fonts.test.ts), so both count the same characters: every string of the copy in every locale and of the
 * seed catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { create, type Font } from 'fontkit'
import decompress from 'wawoff2/decompress'

import { messages } from '../../src/content/messages'
import type { Locale } from '../../src/lib/i18n/locales'

const root = path.resolve(import.meta.dirname, '../..')

/** Every string in a value: copy trees (functions called with sample arguments) and JSON alike. */
export function strings(value: unknown, out: string[] = []): string[] {
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

/** The characters of one locale's copy. */
export function copyText(locale: Locale): string {
  return strings(messages(locale)).join('')
}

/** The characters of the seed catalogue (every JSON file under catalogue/seed). */
export function seedText(): string {
  const seed = path.join(root, 'catalogue', 'seed')
  return readdirSync(seed, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => strings(JSON.parse(readFileSync(path.join(seed, file), 'utf8'))).join(''))
    .join('')
}

/** A WOFF2 file as fontkit reads it (unpacked to TrueType, as src/server/documents/fonts.ts does). */
export async function openWoff2(buffer: Buffer): Promise<Font> {
  return create(Buffer.from(await decompress(buffer))) as Font
}
