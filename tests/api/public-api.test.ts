import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Category, Product, ProductList } from '@/lib/catalogue/types'
import { useTestDatabase, type TestDatabase } from '../support/db'
import { call, ENDPOINTS, json, type ErrorBody } from './call'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

async function expectError(path: string, status: number, messagePart?: RegExp) {
  const res = await call(path)
  expect(res.status, path).toBe(status)
  const body = await json<ErrorBody>(res)
  expect(typeof body.error.message).toBe('string')
  expect(Array.isArray(body.error.issues)).toBe(true)
  if (messagePart) expect(JSON.stringify(body.error)).toMatch(messagePart)
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules/)
  return body
}

const slugs = (list: ProductList) => list.products.map((p) => p.slug)

describe('GET /products', () => {
  it('lists active products only, name order, with paging metadata', async () => {
    const res = await call('/products')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const body = await json<ProductList>(res)
    expect(slugs(body)).toEqual(['a2-handheld', 'b4-base-station', 'k8-gnss-module', 'r12-rover', 's300-scanner'])
    expect(body).toMatchObject({ total: 5, limit: 20, offset: 0 })
  })

  it('never returns inactive products, nor products of a hidden category, even when asked', async () => {
    expect(slugs(await json(await call('/products?active=false')))).toEqual([])
    const all = await json<ProductList>(await call('/products?active=true&limit=100'))
    expect(slugs(all)).not.toContain('old-rover')
    expect(slugs(all)).not.toContain('hidden-category-product')
    expect((await call('/products/slug/old-rover')).status).toBe(404)
  })

  it('filters featured, with limit', async () => {
    const body = await json<ProductList>(await call('/products?active=true&featured=true&limit=4'))
    expect(slugs(body)).toEqual(['k8-gnss-module', 'r12-rover', 's300-scanner'])
    expect(body.products.every((p) => p.is_featured)).toBe(true)
    const notFeatured = await json<ProductList>(await call('/products?featured=false'))
    expect(slugs(notFeatured)).toEqual(['a2-handheld', 'b4-base-station'])
  })

  it('filters by category slug or id; a parent includes its descendants', async () => {
    const parent = await json<ProductList>(await call('/products?category=gnss-receivers'))
    expect(slugs(parent)).toEqual(['a2-handheld', 'b4-base-station', 'r12-rover'])
    const child = await json<ProductList>(await call('/products?category=rtk-rovers'))
    expect(slugs(child)).toEqual(['r12-rover'])
    const { category } = await json<{ category: Category }>(await call('/categories/slug/oem-boards'))
    const byId = await json<ProductList>(await call(`/products?category=${category.id}`))
    expect(slugs(byId)).toEqual(['k8-gnss-module'])
  })

  it('an unknown or hidden category is a 404', async () => {
    await expectError('/products?category=no-such-thing', 404, /not found/)
    await expectError('/products?category=retired', 404)
    await expectError('/products?category=999999', 404)
  })

  it('searches name, subtitle, descriptions and key features, case-insensitively', async () => {
    expect(slugs(await json(await call('/products?search=K8')))).toEqual(['k8-gnss-module'])
    expect(slugs(await json(await call('/products?search=ZEPHYR')))).toEqual(['s300-scanner']) // description
    expect(slugs(await json(await call('/products?search=imu%20tilt')))).toEqual(['r12-rover']) // subtitle, two words
    expect(slugs(await json(await call('/products?search=sunlight')))).toEqual(['a2-handheld']) // key feature
    // Matched in the short description.
    expect(slugs(await json(await call('/products?search=asset%20mapping')))).toEqual(['a2-handheld'])
    expect(slugs(await json(await call('/products?search=%25')))).toEqual([]) // % is literal, not a wildcard
    expect((await json<ProductList>(await call('/products?search='))).total).toBe(5)
  })

  it('sorts by name, price (missing prices last) and newest', async () => {
    expect(slugs(await json(await call('/products?sort=price')))).toEqual([
      'k8-gnss-module',
      'a2-handheld',
      'r12-rover',
      's300-scanner',
      'b4-base-station',
    ])
    const newest = ['b4-base-station', 's300-scanner', 'k8-gnss-module', 'r12-rover', 'a2-handheld']
    expect(slugs(await json(await call('/products?sort=created_at')))).toEqual(newest)
    expect(slugs(await json(await call('/products?sort=newest')))).toEqual(newest)
    expect(slugs(await json(await call('/products?sort=name&search=r')))).toEqual(
      slugs(await json(await call('/products?search=r'))),
    )
  })

  it('pages with page or offset', async () => {
    const page2 = await json<ProductList>(await call('/products?limit=2&page=2'))
    expect(slugs(page2)).toEqual(['k8-gnss-module', 'r12-rover'])
    expect(page2).toMatchObject({ total: 5, limit: 2, offset: 2 })
    const offset = await json<ProductList>(await call('/products?limit=2&offset=4'))
    expect(slugs(offset)).toEqual(['s300-scanner'])
    expect(slugs(await json(await call('/products?offset=50')))).toEqual([])
  })

  it.each([
    ['/products?limit=abc', /limit must be a whole number/],
    ['/products?limit=101', /at most 100/],
    ['/products?limit=0', /at least 1/],
    ['/products?limit=-1', /limit/],
    ['/products?limit=1.5', /limit/],
    ['/products?sort=price_desc', /sort must be one of/],
    ['/products?featured=yes', /true or false/],
    ['/products?active=TRUE', /true or false/],
    ['/products?limit=1&limit=2', /more than once/],
    ['/products?page=0', /page/],
    ['/products?page=2&offset=3', /either page or offset/],
    ['/products?category=Bad%20Slug', /category/],
    ['/products?search=' + 'x'.repeat(101), /at most 100 characters/],
    ['/products?colour=red', /unknown parameter: colour/],
  ])('%s → 400 with the problem named', async (path, message) => {
    await expectError(path, 400, message)
  })
})

describe('GET /products/{id} and /products/slug/{slug}', () => {
  it('returns { product } with every field of the spec, by slug and by id', async () => {
    const res = await call('/products/slug/k8-gnss-module')
    expect(res.status).toBe(200)
    const { product } = await json<{ product: Product }>(res)
    expect(product).toMatchObject({
      slug: 'k8-gnss-module',
      name: 'K8 GNSS Module',
      title: 'K8 multi-band RTK module',
      subtitle: 'Centimetre RTK in 16 × 12 mm',
      short_description: 'Multi-band GNSS RTK module.',
      series: 'K8 Series',
      category: { name: 'GNSS Modules', slug: 'gnss-modules' },
      is_featured: true,
      price: 249.5,
      key_features: ['1,408 channels', 'RTK 8 mm + 1 ppm', 'Dual antenna heading'],
      highlights: [{ number: '1,408', title: 'Channels', description: 'All constellations.' }],
      applications: ['UAV', 'Robotics'],
      features: [],
      created_at: '2025-03-01T00:00:00.000Z',
    })
    // Specification groups and rows keep the catalogue's order.
    expect(Object.keys(product.specifications)).toEqual(['GNSS', 'Physical'])
    expect(Object.entries(product.specifications.GNSS!)).toEqual([
      ['Channels', '1,408'],
      ['RTK horizontal', '8 mm + 1 ppm'],
    ])
    expect(product.images[0]).toMatchObject({ alt: 'K8 module', width: 1280 })
    // A 4:3 source; rasterising SVG at a whole-number density may shift a pixel.
    expect(Math.abs(product.images[0]!.height - 960)).toBeLessThanOrEqual(1)
    expect(product.images[0]!.url).toMatch(/^\/uploads\/images\/k8-gnss-module-[0-9a-f]{10}-1280\.webp$/)
    expect(product.images[0]!.share_url).toMatch(/^\/uploads\/images\/k8-gnss-module-[0-9a-f]{10}-share\.jpg$/)
    expect(product.images[0]!.sources.find((s) => s.type === 'image/webp')!.srcset).toMatch(
      /-320\.webp 320w, .*-1280\.webp 1280w$/,
    )
    expect(product.gallery.map((g) => [g.number, g.title])).toEqual([
      [1, 'RF front end'],
      [2, 'RTK engine'],
    ])
    expect(product.downloads.map((d) => [d.name, d.type])).toEqual([
      ['K8 Datasheet', 'PDF'],
      ['K8 Quick Start', 'PDF'],
    ])
    expect(product.downloads[0]!.url).toMatch(/^\/uploads\/files\/k8-datasheet-[0-9a-f]{8}\.pdf$/)
    expect(product.downloads[0]!.size).toMatch(/^\d+ KB$|^\d+\.\d MB$/)

    const byId = await json<{ product: Product }>(await call(`/products/${product.id}`))
    expect(byId.product).toEqual(product)
  })

  it('a product without a price has price null', async () => {
    const { product } = await json<{ product: Product }>(await call('/products/slug/b4-base-station'))
    expect(product.price).toBeNull()
    expect(product.specifications).toEqual({})
  })

  it('unknown → 404, malformed → 400', async () => {
    await expectError('/products/999999', 404, /not found/)
    await expectError('/products/slug/no-such-product', 404, /not found/)
    await expectError('/products/abc', 400, /positive whole number/)
    await expectError('/products/0', 400)
    await expectError('/products/-3', 400)
    await expectError('/products/slug/Not_A_Slug', 400, /slug/)
    await expectError('/products/slug/k8-gnss-module?x=1', 400, /unknown parameter/)
  })
})

describe('GET /categories', () => {
  it('returns { categories }: public ones only, in display order', async () => {
    const { categories } = await json<{ categories: Category[] }>(await call('/categories?active=true'))
    expect(categories.map((c) => c.slug)).toEqual([
      'gnss-receivers',
      'rtk-rovers',
      'base-stations',
      '3d-scanners',
      'oem-boards',
      'gnss-modules',
    ])
    const gnss = categories[0]!
    expect(gnss).toMatchObject({
      name: 'GNSS Receivers',
      description: 'Survey-grade GNSS receivers.',
      link: '/products/category/gnss-receivers',
      icon: 'satellite',
      features: ['RTK', 'Tilt compensation'],
      product_count: 3,
    })
    expect(gnss.image?.alt).toBe('GNSS rover receiver')
    expect((await json<{ categories: Category[] }>(await call('/categories?active=false'))).categories).toEqual([])
  })

  it('rejects bad parameters', async () => {
    await expectError('/categories?active=maybe', 400, /true or false/)
    await expectError('/categories?active=true&active=false', 400, /more than once/)
  })

  it('/categories/tree nests children', async () => {
    const { categories } = await json<{ categories: Category[] }>(await call('/categories/tree'))
    expect(categories.map((c) => [c.slug, c.children.map((x) => x.slug)])).toEqual([
      ['gnss-receivers', ['rtk-rovers', 'base-stations']],
      ['3d-scanners', []],
      ['oem-boards', ['gnss-modules']],
    ])
    expect(categories[0]!.children[0]).toMatchObject({
      name: 'RTK Rovers',
      product_count: 1,
      parent_id: categories[0]!.id,
    })
  })

  it('/categories/{id} and /categories/slug/{slug} return { category } with children', async () => {
    const bySlug = await json<{ category: Category }>(await call('/categories/slug/gnss-receivers'))
    expect(bySlug.category).toMatchObject({ name: 'GNSS Receivers', description: 'Survey-grade GNSS receivers.' })
    expect(bySlug.category.children.map((c) => c.slug)).toEqual(['rtk-rovers', 'base-stations'])
    const byId = await json<{ category: Category }>(await call(`/categories/${bySlug.category.id}`))
    expect(byId.category).toEqual(bySlug.category)
  })

  it('unknown, hidden or malformed categories', async () => {
    await expectError('/categories/slug/retired', 404)
    await expectError('/categories/slug/retired-child', 404)
    await expectError('/categories/999999', 404)
    await expectError('/categories/x1', 400)
    await expectError('/categories/slug/UPPER', 400)
    await expectError('/categories/tree?active=true', 400, /unknown parameter/)
  })
})

describe('GET /search', () => {
  type SearchBody = {
    query: string
    total: number
    limit: number
    results: { type: string; id: number | null; slug: string; title: string; summary: string; url: string }[]
  }

  it('finds products by model number however it is typed, best first', async () => {
    for (const q of ['r12', 'R-12', 'r 12']) {
      const res = await call(`/search?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
      const body = await json<SearchBody>(res)
      expect(body.results[0], q).toMatchObject({ type: 'product', slug: 'r12-rover', url: '/product/r12-rover' })
    }
  })

  it('forgives a typo, filters by type and limits', async () => {
    const typo = await json<SearchBody>(await call('/search?q=scaner'))
    expect(typo.results.map((r) => r.slug)).toContain('s300-scanner')
    const only = await json<SearchBody>(await call('/search?q=gnss&type=category&limit=1'))
    expect(only.results).toHaveLength(1)
    expect(only.results.every((r) => r.type === 'category')).toBe(true)
    expect(only.limit).toBe(1)
    const none = await json<SearchBody>(await call('/search?q=zzqqxx'))
    expect(none).toEqual({ query: 'zzqqxx', total: 0, limit: 20, results: [] })
  })

  it('never finds hidden products', async () => {
    const body = await json<SearchBody>(await call('/search?q=old+rover'))
    expect(body.results.map((r) => r.slug)).not.toContain('old-rover')
  })

  it('refuses a missing, blank or over-long query, bad limits, types and unknown parameters', async () => {
    await expectError('/search', 400, /q is required/)
    await expectError('/search?q=%20%20', 400, /blank/)
    await expectError(`/search?q=${'a'.repeat(101)}`, 400, /at most 100/)
    await expectError('/search?q=k8&limit=0', 400, /limit/)
    await expectError('/search?q=k8&limit=51', 400, /at most 50/)
    await expectError('/search?q=k8&type=page', 400, /type must be one of/)
    await expectError('/search?q=k8&search=k8', 400, /unknown parameter: search/)
    await expectError('/search?q=k8&q=k9', 400, /more than once/)
  })
})

describe('the API is read-only', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s → 405 with Allow', async (method) => {
    for (const path of [
      '/products',
      '/products/1',
      '/products/slug/k8-gnss-module',
      '/categories',
      '/categories/tree',
      '/categories/1',
      '/categories/slug/x',
      '/search',
    ]) {
      const res = await call(path, method)
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect((await json<ErrorBody>(res)).error.message).toMatch(/not allowed/)
    }
  })
})

describe('validators', () => {
  it('every answer carries a strong ETag of its bytes; a client that has them gets a 304 without a body', async () => {
    for (const path of ENDPOINTS) {
      const first = await call(path)
      const etag = first.headers.get('etag')
      expect(etag, path).toMatch(/^"[\w-]{27}"$/)
      expect((await call(path)).headers.get('etag'), path).toBe(etag)
      const again = await call(path, 'GET', { 'if-none-match': `"other", ${etag}` })
      expect(again.status, path).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
      expect((await call(path, 'GET', { 'if-none-match': '"other"' })).status, path).toBe(200)
    }
    // Another answer, another tag.
    expect((await call('/products?limit=1')).headers.get('etag')).not.toBe(
      (await call('/products')).headers.get('etag'),
    )
  })
})
