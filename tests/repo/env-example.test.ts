/**
 * .env.example is the operator's list of settings: it must name every variable src/env.ts declares, no variable
 * that src/env.ts does not know, and its example values must be valid, with the defaults it states being the real
 * ones. Adding a variable to src/env.ts without documenting it fails here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { envSchema, parseEnv } from '@/env'

const root = path.resolve(import.meta.dirname, '../..')
const example = readFileSync(path.join(root, '.env.example'), 'utf8')

/**
 * `NAME=value` assignments, commented out or not, as a dotenv file holds them: surrounding quotes dropped and `\$`
 * read as `$` (Next.js expands `$NAME` in .env files, so the example escapes every `$`).
 */
function assignments(text: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const line of text.split('\n')) {
    const m = /^#?\s?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (!m) continue
    const raw = m[2]!.trim()
    const unquoted = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw
    out.set(m[1]!, unquoted.replace(/\\\$/g, '$'))
  }
  return out
}

function undocumented(text: string, keys: readonly string[]): string[] {
  const listed = assignments(text)
  return keys.filter((key) => !listed.has(key))
}

const schemaKeys = Object.keys(envSchema.shape)

describe('.env.example', () => {
  it('lists every variable src/env.ts declares', () => {
    expect(schemaKeys.length).toBeGreaterThan(20)
    expect(undocumented(example, schemaKeys)).toEqual([])
  })

  it('the check notices a variable that is missing', () => {
    const withoutPort = example.replace(/^# PORT=.*$/m, '')
    expect(undocumented(withoutPort, schemaKeys)).toEqual(['PORT'])
  })

  it('lists no variable src/env.ts does not read', () => {
    expect([...assignments(example).keys()].filter((key) => !schemaKeys.includes(key))).toEqual([])
  })

  it('gives valid example values', () => {
    expect(() => parseEnv(Object.fromEntries(assignments(example)))).not.toThrow()
  })

  it('states the real default where a variable has one', () => {
    const defaults = parseEnv({}) as Record<string, unknown>
    for (const [key, value] of assignments(example)) {
      if (defaults[key] === undefined) continue
      const parsed = parseEnv({ [key]: value }) as Record<string, unknown>
      expect(parsed[key], key).toEqual(defaults[key])
    }
  })

  it('holds no secret: nothing is set, every assignment is commented out', () => {
    const active = example.split('\n').filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    expect(active).toEqual([])
  })
})
