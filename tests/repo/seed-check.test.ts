/**
 * `npm run catalogue:check` (scripts/check-seed.ts): the seed catalogue is complete, and the checker says what is
 * missing, with its path, when a catalogue is not (the small test fixture is valid but far from complete).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function check(...args: string[]) {
  const r = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/check-seed.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('catalogue:check', () => {
  it('passes on the seed catalogue', () => {
    const r = check()
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('seed OK')
    expect(r.status).toBe(0)
  })

  it('fails on an incomplete catalogue and names each gap', () => {
    const r = check('tests/fixtures/catalogue/catalogue.json')
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('FAIL products: expected ≥ 36 active products, found 6')
    expect(r.stderr).toContain('FAIL products[0] (k8-gnss-module): expected exactly 4 downloads, found 2')
  })
})
