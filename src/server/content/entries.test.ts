import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaffAccount } from '@/server/staff/accounts'
import { listAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import {
  changedPaths,
  contentRevisionsOf,
  createContentEntry,
  restoreContentRevision,
  saveContentEntry,
  type ContentDraft,
} from './entries'

let db: TestDatabase
let editor: StaffUser
let translator: StaffUser
beforeAll(async () => {
  db = await useTestDatabase()
  editor = await createStaffAccount(
    { email: 'editor@meridian.test', displayName: 'Edi Tor', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
  translator = await createStaffAccount(
    { email: 'owner@meridian.test', displayName: 'Tara Nslator', role: 'owner', password: 'basalt level staff rod' },
    null,
  )
})
afterAll(() => db.dispose())

const expo: ContentDraft = {
  kind: 'event',
  slug: 'geospatial-expo-kabul-2026',
  status: 'published',
  publishAt: null,
  unpublishAt: null,
  fields: { title: 'Geospatial & Survey Expo 2026', startDate: '2026-12-08', endDate: '2026-12-10', stand: 'B14' },
  translations: {},
  sortOrder: 0,
}

describe('content entries', () => {
  it('changedPaths names top-level fields, translations per language, and the schedule', () => {
    expect(changedPaths(null, expo)).toEqual([
      'slug',
      'status',
      'sortOrder',
      'fields.title',
      'fields.startDate',
      'fields.endDate',
      'fields.stand',
    ])
    const later = { ...expo, fields: { ...expo.fields, stand: 'C2' }, translations: { fa: { title: 'نمایشگاه' } } }
    expect(changedPaths(expo, later)).toEqual(['fields.stand', 'translations.fa.title'])
  })

  it('keeps a revision per save; a second save from the same version is refused, naming what changed', async () => {
    const created = await createContentEntry(expo, editor)
    expect(created).toMatchObject({ ok: true, version: 1 })
    if (!created.ok) return
    const first = await saveContentEntry(created.id, 1, { ...expo, fields: { ...expo.fields, stand: 'C2' } }, editor)
    expect(first).toMatchObject({ ok: true, version: 2 })
    const second = await saveContentEntry(
      created.id,
      1,
      { ...expo, translations: { fa: { title: 'نمایشگاه جیومکانی' } } },
      translator,
    )
    expect(second).toMatchObject({ ok: false, kind: 'conflict', changedSince: ['fields.stand'] })
    if (second.ok || second.kind !== 'conflict') return
    expect(second.current.fields.stand).toBe('C2')

    const revisions = await contentRevisionsOf(created.id)
    expect(revisions.map((r) => [r.version, r.actorName, r.changed])).toEqual([
      [2, 'Edi Tor', ['fields.stand']],
      [1, 'Edi Tor', changedPaths(null, expo)],
    ])
    const audit = await listAudit({ entityType: 'content' })
    expect(audit.entries.map((e) => e.action)).toEqual(['update', 'create'])
  })

  it('a slug is unique among the articles (they share /news/{slug}) and within other kinds', async () => {
    expect(await createContentEntry(expo, editor)).toEqual({ ok: false, kind: 'slug-taken' })
    expect(await createContentEntry({ ...expo, kind: 'news' }, editor)).toEqual({ ok: false, kind: 'slug-taken' })
    expect(await createContentEntry({ ...expo, kind: 'office' }, editor)).toMatchObject({ ok: true })
  })

  it('restoring a version writes its texts back as a new draft', async () => {
    const created = await createContentEntry({ ...expo, slug: 'restore-me' }, editor)
    if (!created.ok) throw new Error('create failed')
    await saveContentEntry(created.id, 1, { ...expo, slug: 'restore-me', fields: { title: 'Rewritten' } }, editor)
    const restored = await restoreContentRevision(created.id, 1, 2, translator)
    expect(restored).toMatchObject({ ok: true, version: 3 })
    const [latest] = await contentRevisionsOf(created.id)
    expect(latest).toMatchObject({ version: 3, status: 'draft', actorName: 'Tara Nslator' })
    expect(latest!.fields).toEqual(expo.fields)
    expect(latest!.changed).toEqual(expect.arrayContaining(['status', 'fields.title', 'fields.stand']))
    expect(await restoreContentRevision(created.id, 1, 2, translator)).toMatchObject({ ok: false, kind: 'conflict' })
  })
})
