import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { contentEntriesOf, contentRevisionsOf } from './entries'
import { publicOffices } from './offices'
import { seedContentIfEmpty } from './seed'
import { exportContent, importContent } from './transfer'

const SEED = path.join(import.meta.dirname, '../../../catalogue/seed/content.json')

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
  await seedContentIfEmpty(db.handle.db, SEED)
})
afterAll(() => db.dispose())

describe('content files', () => {
  it('exports the seed as it was imported (the same file, entry for entry)', async () => {
    const seed = JSON.parse(readFileSync(SEED, 'utf8')) as { entries: { kind: string; slug: string }[] }
    const exported = await exportContent(db.handle.db)
    const key = (e: { kind: string; slug: string }) => `${e.kind}/${e.slug}`
    expect(exported.entries.map(key).sort()).toEqual(seed.entries.map(key).sort())
    const kabul = exported.entries.find((e) => e.slug === 'kabul')!
    expect(kabul.fields.phones).toEqual(['+93 20 230 1450'])
  })

  it('imports a file: replaces what it names (with a revision), creates the rest; invalid: nothing', async () => {
    const file = await exportContent(db.handle.db)
    const kabul = file.entries.find((e) => e.slug === 'kabul')!
    kabul.fields = { ...kabul.fields, phones: ['+93 20 555 0101'] }
    const newOffice = { ...kabul, slug: 'herat', fields: { ...kabul.fields, name: 'Herat Office', headOffice: false } }
    const result = await importContent(db.handle.db, { ...file, entries: [kabul, newOffice] })
    expect(result).toEqual({ created: 1, replaced: 1 })
    const offices = await publicOffices('en')
    expect(offices.map((o) => [o.slug, o.phones[0]])).toContainEqual(['kabul', '+93 20 555 0101'])
    expect(offices.map((o) => o.slug)).toContain('herat')
    const kabulRow = (await contentEntriesOf('office')).find((e) => e.slug === 'kabul')!
    expect((await contentRevisionsOf(kabulRow.id)).map((r) => [r.version, r.actorName, r.changed])).toEqual([
      [2, 'Content import', ['fields.phones']],
      [1, 'Seed content', expect.any(Array)],
    ])
    const bad = { ...file, entries: [{ ...kabul, fields: { ...kabul.fields, email: 'not an address' } }] }
    await expect(importContent(db.handle.db, bad)).rejects.toThrow(/office\/kabul email: An e-mail address/)
    expect((await publicOffices('en')).find((o) => o.slug === 'kabul')!.phones).toEqual(['+93 20 555 0101'])
  })
})
