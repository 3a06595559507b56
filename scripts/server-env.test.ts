import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { readCatalogueSize, recordCatalogueSize } from '../src/server/catalogue/catalogue-size.mjs'
import { HEAP_LIMIT_MIB, serverEnv } from './server-env.mjs'

const dirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-heap-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const heapOf = (env: Record<string, string>) =>
  /--max-old-space-size=(\d+)/.exec(serverEnv(env as NodeJS.ProcessEnv).NODE_OPTIONS ?? '')?.[1]

describe("the server's heap", () => {
  it('is the default for a new data directory and a small catalogue, and grows with a big one', () => {
    const dir = dataDir()
    expect(heapOf({ DATA_DIR: dir })).toBe(String(HEAP_LIMIT_MIB))
    recordCatalogueSize(dir, 900)
    expect(readCatalogueSize(dir)).toBe(900)
    expect(heapOf({ DATA_DIR: dir })).toBe(String(HEAP_LIMIT_MIB))
    recordCatalogueSize(dir, 10_000)
    // docs/operations.md "Memory" quotes this figure: 192 MiB plus 12 per 1,000 products past 1,000.
    expect(Number(heapOf({ DATA_DIR: dir }))).toBe(300)
  })

  it("never overrides the operator's own limit, and ignores an unreadable record", () => {
    const dir = dataDir()
    recordCatalogueSize(dir, 10_000)
    expect(heapOf({ DATA_DIR: dir, NODE_OPTIONS: '--max-old-space-size=2048' })).toBe('2048')
    recordCatalogueSize(path.join(dir, 'missing', 'dir'), 5)
    expect(readCatalogueSize(path.join(dir, 'missing', 'dir'))).toBe(0)
  })
})
