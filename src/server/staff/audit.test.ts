import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auditLog } from '@/server/db/schema'
import { auditSubjects, diffFields, listAudit, recordAudit } from './audit'
import type { StaffUser } from './auth'
import { createStaffAccount } from './accounts'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'

describe('diffFields', () => {
  it('lists only changed fields, in order, with whole values', () => {
    expect(
      diffFields(
        { name: 'K8', price: '289.00', keyFeatures: ['a', 'b'], specs: { b: 1, a: 2 }, updatedAt: new Date(1) },
        { name: 'K8 Pro', price: '289.00', keyFeatures: ['a', 'c'], specs: { a: 2, b: 1 }, updatedAt: new Date(2) },
      ),
    ).toEqual([
      { field: 'name', before: 'K8', after: 'K8 Pro' },
      { field: 'keyFeatures', before: ['a', 'b'], after: ['a', 'c'] },
    ])
  })

  it('treats creation and deletion as every field from or to null; redacts secrets', () => {
    expect(diffFields(null, { slug: 'x', passwordHash: 'scrypt$…' })).toEqual([
      { field: 'slug', before: null, after: 'x' },
      { field: 'passwordHash', before: null, after: '(changed)' },
    ])
    expect(diffFields({ slug: 'x', when: new Date('2026-01-01T00:00:00Z') }, null)).toEqual([
      { field: 'slug', before: 'x', after: null },
      { field: 'when', before: '2026-01-01T00:00:00.000Z', after: null },
    ])
    expect(diffFields('new', 'won')).toEqual([{ field: '(value)', before: 'new', after: 'won' }])
    expect(diffFields({ a: 1 }, { a: 1 })).toEqual([])
  })
})

describe('recordAudit and listAudit', () => {
  let db: TestDatabase
  let actor: StaffUser
  beforeAll(async () => {
    db = await useTestDatabase()
    actor = await createStaffAccount(
      { email: 'ed@meridian.test', displayName: 'Ed', role: 'editor', password: 'granite survey benchmark' },
      null,
    )
  })
  afterAll(() => db?.dispose())

  it('stores actor, entity, action and diff in the caller’s transaction; nothing when it rolls back', async () => {
    await db.handle.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor,
        entityType: 'product',
        entityId: '17',
        action: 'update',
        before: { name: 'A', price: null },
        after: { name: 'B', price: '10.00' },
      })
    })
    await expect(
      db.handle.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor,
          entityType: 'category',
          entityId: '3',
          action: 'delete',
          before: { a: 1 },
          after: null,
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    // An update that changed nothing leaves no entry.
    await recordAudit(db.handle.db, {
      actor,
      entityType: 'product',
      entityId: '17',
      action: 'update',
      before: { a: 1 },
      after: { a: 1 },
    })
    const rows = await db.handle.db.select().from(auditLog)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorId: actor.id,
      actorEmail: 'ed@meridian.test',
      actorName: 'Ed',
      entityType: 'product',
      entityId: '17',
      action: 'update',
      changes: [
        { field: 'name', before: 'A', after: 'B' },
        { field: 'price', before: null, after: '10.00' },
      ],
    })
    expect(rows[0]!.at.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('lists newest first, paged, filtered by entity type', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(db.handle.db, {
        actor,
        entityType: i % 2 ? 'category' : 'product',
        entityId: String(i),
        action: 'create',
        before: null,
        after: { n: i },
      })
    }
    const page1 = await listAudit({ pageSize: 4 })
    expect(page1).toMatchObject({ total: 6, page: 1, pageCount: 2 })
    expect(page1.entries.map((e) => e.entityId)).toEqual(['4', '3', '2', '1'])
    expect((await listAudit({ pageSize: 4, page: 9 })).entries.map((e) => e.entityId)).toEqual(['0', '17'])
    const categories = await listAudit({ entityType: 'category' })
    expect(categories.entries.map((e) => e.entityId)).toEqual(['3', '1'])
  })

  it('names each entry by its item: the current name with a link, or the recorded name once deleted', async () => {
    await recordAudit(db.handle.db, {
      actor,
      entityType: 'account',
      entityId: String(actor.id),
      action: 'rename',
      before: { displayName: 'Eddie' },
      after: { displayName: 'Ed' },
    })
    await recordAudit(db.handle.db, {
      actor,
      entityType: 'product',
      entityId: '95',
      action: 'delete',
      before: { name: 'Vireo G7 RTK Rover', series: '' },
      after: null,
    })
    await recordAudit(db.handle.db, {
      actor,
      entityType: 'catalogue-import',
      entityId: 'catalogue.zip',
      action: 'apply',
      before: null,
      after: { products: 2 },
    })
    const { entries } = await listAudit({ pageSize: 3 })
    const subjects = await auditSubjects(entries)
    expect(entries.map((e) => subjects.get(e.id))).toEqual([
      { name: 'catalogue.zip' },
      { name: 'Vireo G7 RTK Rover' },
      { name: 'Ed', href: `/admin/accounts/${actor.id}` },
    ])
  })
})
