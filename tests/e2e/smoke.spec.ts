import { expect, test } from '@playwright/test'

// Proves the browser harness and the production server: the seeded catalogue is server-rendered and the API,
// uploads and headers answer as specified over real HTTP (Next's routing included).

test('the home page renders from the seeded catalogue', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('link', { name: /K8 GNSS Module/ }).first()).toBeVisible()
})

test('the public API answers over HTTP with the spec wrappers', async ({ request }) => {
  const products = await request.get('/api/public/products?active=true&featured=true&limit=4')
  expect(products.status()).toBe(200)
  const body = await products.json()
  expect(body.products.length).toBeGreaterThan(0)
  expect(body.products.length).toBeLessThanOrEqual(4)
  const k8 = await (await request.get('/api/public/products/slug/k8-gnss-module')).json()
  expect(k8.product.slug).toBe('k8-gnss-module')
  const tree = await (await request.get('/api/public/categories/tree')).json()
  expect(tree.categories.length).toBeGreaterThanOrEqual(6)

  const unknown = await request.get('/api/public/nothing-here')
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).error.message).toMatch(/No such endpoint/)
  const post = await request.post('/api/public/products', { data: {} })
  expect(post.status()).toBe(405)
  expect(post.headers()['allow']).toBe('GET, HEAD, OPTIONS')
})

test('uploads are served with type, nosniff and immutable caching; traversal never escapes', async ({ request }) => {
  const k8 = await (await request.get('/api/public/products/slug/k8-gnss-module')).json()
  const image = await request.get(k8.product.images[0].url)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
  expect(image.headers()['x-content-type-options']).toBe('nosniff')
  expect(image.headers()['cache-control']).toContain('immutable')

  for (const evil of [
    '/uploads/images/..%2f..%2fpackage.json',
    '/uploads/images/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/images/..%5c..%5cpackage.json',
    '/uploads/images/%2fetc%2fpasswd',
    '/uploads/images/x.webp%00.png',
    '/uploads/images/../../package.json',
    '/uploads/files/..%2fimages%2f' + encodeURIComponent(k8.product.images[0].filename),
  ]) {
    const res = await request.get(evil)
    expect(res.status(), evil).toBe(404)
    expect(await res.text(), evil).not.toContain('"dependencies"')
  }
})

test('pages carry a nonce-based CSP and the security headers', async ({ request }) => {
  const res = await request.get('/')
  const headers = res.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by']).toBeUndefined()
})

test('links prefetch on intent, not on sight (decision 005: visitors on metered data)', async ({ page }) => {
  const prefetches: string[] = []
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch']) prefetches.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  // Scroll the whole page past every link, then give a viewport prefetch time to happen.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  expect(prefetches).toEqual([])

  // Resting the pointer on a link prefetches its route, so the click gets an instant loading screen.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('banner').getByRole('link', { name: 'About' }).hover()
  await expect.poll(() => prefetches).toContain('/about')
})
