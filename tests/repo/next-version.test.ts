/**
 * The framework stays at or above the release that fixes Next.js's published security advisories (16.3.3 when this was
 * written; versions are pinned, decision 001): an accidental downgrade, in package.json or in what is installed, fails
 * the tests.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const MINIMUM = '16.3.3'

/** Compares dotted versions numerically (a pre-release such as 16.3.3-canary.1 counts as below 16.3.3). */
function atLeast(version: string, minimum: string): boolean {
  const m = /^(\d+)\.(\d+)\.(\d+)(-.+)?$/.exec(version.trim())
  if (!m) return false
  const have = [Number(m[1]), Number(m[2]), Number(m[3])]
  const want = minimum.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    if (have[i]! !== want[i]!) return have[i]! > want[i]!
  }
  return !m[4]
}

const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

describe(`next is at least ${MINIMUM}`, () => {
  it('the comparison itself', () => {
    expect(atLeast('16.4.5', MINIMUM)).toBe(true)
    expect(atLeast('16.3.3', MINIMUM)).toBe(true)
    expect(atLeast('17.0.0', MINIMUM)).toBe(true)
    expect(atLeast('16.3.2', MINIMUM)).toBe(false)
    expect(atLeast('16.3.3-canary.4', MINIMUM)).toBe(false)
    expect(atLeast('15.5.9', MINIMUM)).toBe(false)
    expect(atLeast('^16.4.5', MINIMUM)).toBe(false) // a range is not an exact pin
  })

  it('package.json pins it exactly, at or above the minimum', () => {
    const declared = json('package.json').dependencies.next as string
    expect(atLeast(declared, MINIMUM), `package.json has next ${declared}`).toBe(true)
  })

  it('the installed package and the lockfile agree', () => {
    const installed = json('node_modules/next/package.json').version as string
    expect(atLeast(installed, MINIMUM), `node_modules has next ${installed}`).toBe(true)
    const locked = json('package-lock.json').packages['node_modules/next'].version as string
    expect(atLeast(locked, MINIMUM), `package-lock.json has next ${locked}`).toBe(true)
  })
})
