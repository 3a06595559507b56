/**
 * Copy that no code reads is dead weight that translators keep translating: every registry key (./en.ts) must be
 * read somewhere, and so must every property of a key's object (as `.name`, `{ name }` or `['name']`). "Somewhere" is
 * code (everything under src/ but the copy modules and tests) or another English copy module (copy built from copy,
 * such as the navigation's category names). Objects read by a computed key (`labels[slug]`) are checked as a whole.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import * as en from './en'

const src = path.resolve(import.meta.dirname, '..')
const COPY_MODULE = /^content\/(?!client-copy\.ts$)[^/]+\.ts$|^content\/(fa|ps)\//

function codeText(): string {
  const parts: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(src, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(rel)
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !COPY_MODULE.test(rel))
        parts.push(readFileSync(path.join(src, rel), 'utf8'))
    }
  }
  walk('')
  return parts.join('\n')
}

const code = codeText()

/** Each English copy module's text, by file name (the modules ./en.ts lists). */
const copyModules = new Map(
  [...readFileSync(path.join(src, 'content/en.ts'), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)].map(([, name]) => [
    name,
    readFileSync(path.join(src, `content/${name}.ts`), 'utf8'),
  ]),
)
/** Code, and the English copy modules other than the one that defines `key`. */
function readersOf(key: string): string {
  const defining = new RegExp(`export const ${key}\\b`)
  const texts = [...copyModules.values()].map((text) =>
    // In its own module, a key is read when another export is built from it (more than its own definition).
    defining.test(text) ? (text.match(new RegExp(`\\b${key}\\b`, 'g'))!.length > 1 ? text : '') : text,
  )
  return [code, ...texts].join('\n')
}
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

describe('copy that no code reads', () => {
  it('every registry key is read by code', () => {
    const unread = Object.keys(en).filter((key) => !new RegExp(`\\b${key}\\b`).test(readersOf(key)))
    expect(unread).toEqual([])
  })

  it("every property of a key's object is read by code", () => {
    const unread: string[] = []
    for (const [key, value] of Object.entries(en)) {
      const readers = readersOf(key)
      if (!isPlainObject(value) || new RegExp(`\\b${key}\\[`).test(readers)) continue
      for (const prop of Object.keys(value)) {
        const read = new RegExp(`\\.${prop}\\b|[{,]\\s*${prop}\\s*[,}:=]|\\['${prop}'\\]`).test(readers)
        if (!read) unread.push(`${key}.${prop}`)
      }
    }
    expect(unread).toEqual([])
  })
})
