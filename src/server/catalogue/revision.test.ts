import { describe, expect, it, vi } from 'vitest'

import { useTestDatabase } from '../../../tests/support/db'
import { CATALOGUE_CHANNEL, INSTANCE_ID, MAX_PATCHED_PRODUCTS, bumpCatalogueRevision, parseNotice } from './revision'

describe('catalogue notifications', () => {
  it('read back what a write names: its revision, the instance, the products or none', () => {
    expect(parseNotice('12')).toEqual({ revision: 12, instance: undefined })
    expect(parseNotice('12 a1b2')).toEqual({ revision: 12, instance: 'a1b2' })
    expect(parseNotice('12 a1b2 5,7')).toEqual({ revision: 12, instance: 'a1b2', products: [5, 7] })
    expect(parseNotice('12 a1b2 -')).toEqual({ revision: 12, instance: 'a1b2', products: [] })
    // Anything else is not trusted to name products: the receiver reloads.
    expect(parseNotice('12 a1b2 5,x')).toEqual({ revision: 12, instance: 'a1b2' })
    expect(parseNotice('twelve')).toBeUndefined()
  })

  // Only PostgreSQL delivers notifications to another connection (the CI's PostgreSQL leg runs this).
  it.runIf(process.env.DATABASE_URL)('are sent with the bump, naming few products and never many', async () => {
    const db = await useTestDatabase()
    const payloads: string[] = []
    let listening!: () => void
    const up = new Promise<void>((resolve) => (listening = resolve))
    const listener = db.handle.listen!(CATALOGUE_CHANNEL, {
      onNotify: (payload) => payloads.push(payload),
      onState: (on) => on && listening(),
    })
    try {
      await up
      const first = await bumpCatalogueRevision(db.handle.db, { products: [3, 4] })
      await bumpCatalogueRevision(db.handle.db, { products: [] })
      const many = Array.from({ length: MAX_PATCHED_PRODUCTS + 1 }, (_, i) => i + 1)
      await bumpCatalogueRevision(db.handle.db, { products: many })
      await bumpCatalogueRevision(db.handle.db)
      await vi.waitFor(() => expect(payloads).toHaveLength(4))
      expect(payloads.map(parseNotice)).toEqual([
        { revision: first, instance: INSTANCE_ID, products: [3, 4] },
        { revision: first + 1, instance: INSTANCE_ID, products: [] },
        { revision: first + 2, instance: INSTANCE_ID },
        { revision: first + 3, instance: INSTANCE_ID },
      ])
    } finally {
      await listener.stop()
      await db.dispose()
    }
  })
})
