import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

describe('compile hints (docs/decisions/038-compile-hints.md)', () => {
  let dist: string
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  function chunk(name: string, bytes: number) {
    const file = path.join(dist, 'static', 'chunks', name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `globalThis.x=1;${'/* filler */'.repeat(Math.ceil(bytes / 12))}`)
    return file
  }

  it('marks the big script chunks, leaves small ones and stylesheets alone, and marks a chunk once', () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'))
    const big = chunk('framework.js', 60 * 1024)
    const small = chunk('page.js', 8 * 1024)
    const css = chunk('site.css', 60 * 1024)
    const nested = chunk('app/layout.js', 25 * 1024)
    const before = readFileSync(big, 'utf8')

    expect(addCompileHints(dist).sort()).toEqual(['app/layout.js', 'framework.js'])
    expect(readFileSync(big, 'utf8')).toBe(COMPILE_HINT + before)
    expect(readFileSync(nested, 'utf8').startsWith(COMPILE_HINT)).toBe(true)
    expect(readFileSync(small, 'utf8').startsWith('//')).toBe(false)
    expect(readFileSync(css, 'utf8').startsWith('//')).toBe(false)

    // A second run (a rebuild that kept a file) adds nothing.
    expect(addCompileHints(dist)).toEqual([])
    expect(readFileSync(big, 'utf8')).toBe(COMPILE_HINT + before)
  })
})
