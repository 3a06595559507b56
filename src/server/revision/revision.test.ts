import { describe, expect, it, vi } from 'vitest'

import { changeDetail, changeOf, MAX_PATCHED_PRODUCTS } from '@/server/catalogue/revision'
import { useTestDatabase } from '../../../tests/support/db'
import { bumpRevision, INSTANCE_ID, parseNotice, readRevisions, REVISION_CHANNEL } from './revision'

describe('revision notices', () => {
  it('read back what a write names: its topic, revision, the instance and its detail', () => {
    expect(parseNotice('catalogue 12')).toEqual({ topic: 'catalogue', revision: 12 })
    expect(parseNotice('content 12 a1b2')).toEqual({ topic: 'content', revision: 12, instance: 'a1b2' })
    expect(parseNotice('catalogue 12 a1b2 5,7')).toEqual({
      topic: 'catalogue',
      revision: 12,
      instance: 'a1b2',
      detail: '5,7',
    })
    // Not ours: an unknown topic, or no revision.
    expect(parseNotice('orders 12 a1b2')).toBeUndefined()
    expect(parseNotice('catalogue twelve')).toBeUndefined()
    expect(parseNotice('12 a1b2 5,7')).toBeUndefined()
  })

  it("carry the catalogue's products when they are few, and nothing it would have to trust when not", () => {
    expect(changeDetail({ products: [5, 7] })).toBe('5,7')
    expect(changeDetail({ products: [] })).toBe('-')
    expect(changeDetail({})).toBeUndefined()
    expect(changeDetail({ products: Array.from({ length: MAX_PATCHED_PRODUCTS + 1 }, (_, i) => i) })).toBeUndefined()
    expect(changeOf({ detail: '5,7' })).toEqual({ products: [5, 7] })
    expect(changeOf({ detail: '-' })).toEqual({ products: [] })
    expect(changeOf({})).toEqual({})
    // A list it cannot read names nothing: the receiver reloads.
    expect(changeOf({ detail: '5,x' })).toEqual({})
  })

  it('count per topic: a content write does not move the catalogue', async () => {
    const db = await useTestDatabase()
    try {
      const before = await readRevisions(db.handle.db)
      const content = await bumpRevision(db.handle.db, 'content')
      expect(content).toBe(before.content + 1)
      expect(await readRevisions(db.handle.db)).toEqual({ ...before, content })
    } finally {
      await db.dispose()
    }
  })

  // Only PostgreSQL delivers notifications to another connection (the CI's PostgreSQL leg runs this).
  it.runIf(process.env.DATABASE_URL)('are sent with the bump, naming the topic and its detail', async () => {
    const db = await useTestDatabase()
    const payloads: string[] = []
    let listening!: () => void
    const up = new Promise<void>((resolve) => (listening = resolve))
    const listener = db.handle.listen!(REVISION_CHANNEL, {
      onNotify: (payload) => payloads.push(payload),
      onState: (on) => on && listening(),
    })
    try {
      await up
      const first = await bumpRevision(db.handle.db, 'catalogue', '3,4')
      const content = await bumpRevision(db.handle.db, 'content')
      await bumpRevision(db.handle.db, 'catalogue')
      await vi.waitFor(() => expect(payloads).toHaveLength(3))
      expect(payloads.map(parseNotice)).toEqual([
        { topic: 'catalogue', revision: first, instance: INSTANCE_ID, detail: '3,4' },
        { topic: 'content', revision: content, instance: INSTANCE_ID },
        { topic: 'catalogue', revision: first + 1, instance: INSTANCE_ID },
      ])
    } finally {
      await listener.stop()
      await db.dispose()
    }
  })
})
