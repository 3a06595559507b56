import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { publicEntries, publicEntry } from './read'
import { and, eq, inArray } from 'drizzle-orm'

import { PAGE_SLUGS } from '@/lib/content/pages'
import { contentEntries } from '@/server/db/schema'
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
    expect(await seedContentIfEmpty(db.handle.db, SEED)).toBe(16)
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

  it('a site seeded before the pages moved gets the missing pages, and keeps the ones it has', async () => {
    const [home] = await db.handle.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, 'page'), eq(contentEntries.slug, 'home')))
    await db.handle.db
      .update(contentEntries)
      .set({ fields: { ...home!.fields, edited: true } })
      .where(eq(contentEntries.id, home!.id))
    await db.handle.db
      .delete(contentEntries)
      .where(and(eq(contentEntries.kind, 'page'), inArray(contentEntries.slug, ['about', 'mining'])))
    expect(await seedContentIfEmpty(db.handle.db, SEED)).toBe(2)
    expect(await seedContentIfEmpty(db.handle.db, SEED)).toBe(0)
    const pages = await db.handle.db.select().from(contentEntries).where(eq(contentEntries.kind, 'page'))
    expect(pages.map((p) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort())
    expect(pages.find((p) => p.slug === 'home')?.fields.edited).toBe(true)
  })
})
