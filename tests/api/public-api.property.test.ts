import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../support/db'
import { call } from './call'

// Random and hostile query strings and path segments at every endpoint: never a 5xx, always a well-formed body.

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

const RUNS = 1_000
const KNOWN_KEYS = ['active', 'featured', 'category', 'limit', 'search', 'sort', 'page', 'offset', 'q', 'type']
const hostileValues = [
  '',
  ' ',
  'true',
  'false',
  '1',
  '0',
  '-1',
  '1e9',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '%',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'name',
  'price',
  'created_at',
  'newest',
  'gnss-receivers',
  'rtk-rovers',
  'k8-gnss-module',
  '😀',
  'ﬀ',
  'x'.repeat(5000),
]

const value = fc.oneof(
  fc.constantFrom(...hostileValues),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer().map(String),
)
const key = fc.oneof(
  fc.constantFrom(...KNOWN_KEYS, '__proto__', 'constructor', '', 'a[b]', 'limit[]'),
  fc.string({ maxLength: 20 }),
)
const query = fc.array(fc.tuple(key, value), { maxLength: 8 }).map((pairs) => {
  const q = new URLSearchParams()
  for (const [k, v] of pairs) q.append(k, v)
  return q.toString()
})
const segment = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '999999999999',
    '1.5',
    'k8-gnss-module',
    'gnss-receivers',
    '..',
    '%2e%2e',
    '%00',
    ' ',
    'UPPER',
    'a--b',
    '-a',
    'a-',
  ),
  fc.string({ minLength: 1, maxLength: 120 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
)

async function expectWellFormed(path: string) {
  const res = await call(path)
  expect(res.status, path).toBeLessThan(500)
  expect([200, 400, 404], path).toContain(res.status)
  const body = (await res.json()) as Record<string, unknown>
  if (res.status === 200) {
    expect(
      Object.keys(body).some((k) => ['products', 'product', 'categories', 'category', 'results'].includes(k)),
      path,
    ).toBe(true)
  } else {
    const error = body.error as { message: unknown; issues: unknown }
    expect(typeof error.message, path).toBe('string')
    expect(Array.isArray(error.issues), path).toBe(true)
    expect(JSON.stringify(body), path).not.toMatch(/\bat [^ ]+:\d+:\d+|node_modules|Error:/)
  }
}

describe('hostile input never causes a 5xx', () => {
  it.each(['/products', '/categories', '/categories/tree', '/search'])(
    `%s with ${RUNS} random query strings`,
    async (base) => {
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          await expectWellFormed(q ? `${base}?${q}` : base)
        }),
        { numRuns: RUNS },
      )
    },
  )

  it.each(['/products/', '/products/slug/', '/categories/', '/categories/slug/'])(
    `%s{segment} with ${RUNS} random segments and queries`,
    async (base) => {
      await fc.assert(
        fc.asyncProperty(segment, fc.option(query, { nil: undefined }), async (seg, q) => {
          await expectWellFormed(`${base}${seg}${q ? `?${q}` : ''}`)
        }),
        { numRuns: RUNS },
      )
    },
  )
})
