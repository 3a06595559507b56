import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { publicEntries, publicEntry } from './read'
import { seedContentIfEmpty } from './seed'

const SEED = path.join(import.meta.dirname, '../../../catalogue/seed/content.json')

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
})
afterAll(() => db.dispose())

describe('seed content', () => {
  it('a file with a bad entry writes nothing and names each problem', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-content-'))
    const bad = path.join(dir, 'content.json')
    writeFileSync(
      bad,
      JSON.stringify({
        version: 1,
        entries: [
          {
            kind: 'office',
            slug: 'kabul',
            status: 'published',
            fields: { name: 'Kabul', addressLines: [], city: 'Kabul', email: 'javascript:x' },
          },
        ],
      }),
    )
    await expect(seedContentIfEmpty(db.handle.db, bad)).rejects.toThrow(
      new RegExp(
        'office/kabul addressLines: Enter the address\\.\\n' +
          'office/kabul phones: Enter a phone number\\.\\n' +
          'office/kabul email: An e-mail address',
      ),
    )
    expect(await publicEntries(['office'], 'en')).toEqual([])
  })

  it("imports today's content once: the articles and offices, in three languages", async () => {
    expect(await seedContentIfEmpty(db.handle.db, SEED)).toBe(6)
    expect(await seedContentIfEmpty(db.handle.db, SEED)).toBe(0)
    const offices = await publicEntries(['office'], 'fa')
    expect(offices.map((o) => [o.slug, o.lang])).toEqual([
      ['kabul', 'fa'],
      ['jalalabad', 'fa'],
      ['mazar-i-sharif', 'fa'],
    ])
    const expo = await publicEntry(['event'], 'geospatial-expo-kabul-2026', 'ps')
    expect(expo?.lang).toBe('ps')
    expect(expo?.fields.startDate).toBe('2026-12-08')
  })
})
