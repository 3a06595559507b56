/**
 * No import circles under src/ (docs/new-page.md, "Layers"): a circle makes module order decide which value is still
 * undefined at load time, and hides which of two modules owns a shape. The graph is read from the source as text
 * (scripts/lib/import-graph.mjs); the planted circle below proves the finder finds one.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { importCycles, importGraph } from '../../scripts/lib/import-graph.mjs'

describe('import circles', () => {
  it('src/ has none', () => {
    expect(importCycles(importGraph('src'))).toEqual([])
  })

  const planted = path.resolve(import.meta.dirname, '../../src/.cycle-fixture')
  afterAll(() => rmSync(planted, { recursive: true, force: true }))

  it('a planted circle of three modules, one of them a type import, is found', () => {
    mkdirSync(planted, { recursive: true })
    writeFileSync(path.join(planted, 'a.ts'), `import { b } from './b'\nexport const a = b\n`)
    writeFileSync(path.join(planted, 'b.ts'), `import { c } from '@/.cycle-fixture/c'\nexport const b = c\n`)
    writeFileSync(path.join(planted, 'c.ts'), `import type { A } from './a'\nexport const c = 1 as unknown as A\n`)
    const cycles = importCycles(importGraph('src/.cycle-fixture'))
    expect(cycles).toEqual([['src/.cycle-fixture/a.ts', 'src/.cycle-fixture/b.ts', 'src/.cycle-fixture/c.ts']])
  })
})
