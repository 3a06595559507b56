import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invalidateCatalogueCache } from '@/server/catalogue'
import { products } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { resolveContactPrefill, sourcePageFrom } from './prefill'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
  await db.handle.db.insert(products).values({ slug: 'k8-gnss-module', name: 'K8 GNSS Module', title: 'K8 module' })
  invalidateCatalogueCache()
})
afterAll(async () => {
  await db?.dispose()
})

describe('resolveContactPrefill (the ?subject=&product=&topic= contract of contactHref)', () => {
  it('selects the subject, finds the product by slug and writes the quote opening line', async () => {
    expect(await resolveContactPrefill({ subject: 'quote-request', product: 'k8-gnss-module' })).toEqual({
      values: {
        name: '',
        email: '',
        company: '',
        phone: '',
        subject: 'quote-request',
        message: 'Please send me a quotation for the K8 GNSS Module.',
      },
      product: { slug: 'k8-gnss-module', name: 'K8 GNSS Module' },
    })
  })
  it('a topic prefills the message, with or without a product', async () => {
    expect(
      (await resolveContactPrefill({ subject: 'product-inquiry', product: 'k8-gnss-module', topic: 'demo' })).values
        .message,
    ).toBe('I would like to schedule a demonstration of the K8 GNSS Module.')
    expect((await resolveContactPrefill({ topic: 'support' })).values).toMatchObject({
      subject: '',
      message: 'I need technical support with my equipment.',
    })
  })
  it('ignores unknown subjects, topics and products (never an error)', async () => {
    const out = await resolveContactPrefill({ subject: 'sales', topic: 'lunch', product: 'no-such-thing' })
    expect(out).toEqual({
      values: { name: '', email: '', company: '', phone: '', subject: '', message: '' },
      product: undefined,
    })
    expect((await resolveContactPrefill({ product: '../../etc/passwd' })).product).toBeUndefined()
    expect((await resolveContactPrefill({ subject: ['quote-request', 'other'] })).values.subject).toBe('quote-request')
  })
})

describe('sourcePageFrom', () => {
  it('keeps a same-origin referer as a path, drops others', () => {
    expect(sourcePageFrom('http://localhost:3000/product/k8-gnss-module?tab=specs', 'localhost:3000')).toBe(
      '/product/k8-gnss-module?tab=specs',
    )
    expect(sourcePageFrom('https://evil.example/x', 'localhost:3000')).toBeUndefined()
    expect(sourcePageFrom(null, 'localhost:3000')).toBeUndefined()
    expect(sourcePageFrom('not a url', 'localhost:3000')).toBeUndefined()
  })
})
