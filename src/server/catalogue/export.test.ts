import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDatabase, useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { catalogueAsFile, catalogueJson, exportCatalogue } from './export'

// The streamed export must write exactly what one JSON.stringify of the whole file wrote before it streamed, so a
// file exported before and after compares equal byte for byte.

let db: TestDatabase
let empty: TestDatabase
let work: string

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  empty = await createTestDatabase()
  work = await mkdtemp(path.join(os.tmpdir(), 'mg-export-'))
})
afterAll(async () => {
  await db?.dispose()
  await empty?.dispose()
  await rm(work, { recursive: true, force: true })
})

async function streamed(options: Parameters<typeof catalogueJson>[0]) {
  const json = catalogueJson(options)
  let text = ''
  let pieces = 0
  for await (const chunk of json.chunks) {
    text += chunk
    pieces++
  }
  return { text, pieces, ...json.done() }
}

describe('catalogue.json streamed', () => {
  it('has the bytes of JSON.stringify(file, null, 2), however the products are paged', async () => {
    const options = { db: db.handle.db, dataDir: db.dataDir }
    const { file, files } = await catalogueAsFile(options)
    const whole = `${JSON.stringify(file, null, 2)}\n`
    expect(file.products.length).toBeGreaterThan(3)
    for (const pageSize of [1, 3, 200]) {
      const out = await streamed({ ...options, pageSize })
      expect(out.text).toBe(whole)
      expect(out.products).toBe(file.products.length)
      expect(out.files).toEqual(files)
    }
    // One piece per page of products, not one piece for the whole file.
    expect((await streamed({ ...options, pageSize: 1 })).pieces).toBeGreaterThan(file.products.length)
  })

  it('an empty catalogue reads as JSON.stringify writes it', async () => {
    const out = await streamed({ db: empty.handle.db, dataDir: empty.dataDir })
    expect(out.text).toBe(`${JSON.stringify({ version: 1, categories: [], products: [] }, null, 2)}\n`)
  })

  it('the CLI export writes the same file', async () => {
    const options = { db: db.handle.db, dataDir: db.dataDir }
    const summary = await exportCatalogue(path.join(work, 'out'), options)
    const { file } = await catalogueAsFile(options)
    expect(readFileSync(summary.file, 'utf8')).toBe(`${JSON.stringify(file, null, 2)}\n`)
  })
})
