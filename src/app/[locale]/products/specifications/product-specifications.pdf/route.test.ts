import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../../../../../../tests/support/db'
import { GET } from './route'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => db?.dispose())

const renders = () => (globalThis as { __specificationsPdfRenders?: number }).__specificationsPdfRenders ?? 0
const request = () => new Request('http://localhost/products/specifications/product-specifications.pdf')

describe('the specifications PDF', () => {
  it('is typeset once for concurrent requests (single-flight), and every one of them gets the same file', async () => {
    const before = renders()
    const responses = await Promise.all(Array.from({ length: 8 }, () => GET(request())))
    expect(renders() - before).toBe(1)
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(responses.every((r) => r.status === 200 && r.headers.get('content-type') === 'application/pdf')).toBe(true)
    expect(bodies[0]!.subarray(0, 5).toString()).toBe('%PDF-')
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1)
    // Later requests reuse the file until the catalogue changes.
    expect((await GET(request())).status).toBe(200)
    expect(renders() - before).toBe(1)
  })
})
