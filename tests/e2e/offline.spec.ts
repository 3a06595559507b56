/**
 * Pages that open offline (docs/decisions/023-offline-service-worker.md): the service worker keeps
 * visited pages and datasheets; with the browser offline (or on a link too slow to answer) a visited page opens from
 * the cache with the "saved copy" notice, an unvisited one shows the offline page listing what is saved, and staff
 * pages, error answers and form posts are never kept. Each test has its own browser context, so its own worker and
 * caches.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type Page } from '@playwright/test'

import { offlineCopy } from '../../src/content/offline'
import { contactToasts } from '../../src/content/contact'
import { waitUntilSaved } from './site-helpers'

const PRODUCT = '/product/k8-gnss-module'

// The config blocks service workers for every other spec (page.route() cannot see what a worker answers).
test.use({ serviceWorkers: 'allow' })

/** Paths (with query) of the pages the worker has saved. */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open('mg-pages-v1')).keys()
    return keys.map((r) => new URL(r.url).pathname + new URL(r.url).search)
  })
}

async function openOnline(page: Page, path: string) {
  await page.goto(path)
  await waitUntilSaved(page, path)
}

const notice = (page: Page) => page.locator('saved-copy-notice')

test('a visited page opens offline with the saved-copy notice; an unvisited one shows the offline page', async ({
  page,
  context,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await openOnline(page, PRODUCT)
  await expect(notice(page)).toHaveCount(0)

  await context.setOffline(true)
  await page.goto(PRODUCT)
  await expect(page.getByRole('heading', { level: 1, name: /^K8 Multi-Band RTK GNSS Module/ })).toBeVisible()
  await expect(notice(page)).toBeVisible()
  await expect(notice(page)).toHaveText(/^Saved copy from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\. You are offline/)
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy from' })).toBeVisible()
  // The saved copy hydrates with its own build's scripts (all saved): the tabs work, the notice stays.
  await page.getByRole('tab', { name: 'Specifications' }).click()
  await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
  await expect(notice(page)).toBeVisible()
  expect(errors).toEqual([])

  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: offlineCopy.page.title })).toBeVisible()
  const saved = page.locator('[data-saved-pages] li')
  await expect(saved).toHaveCount(1)
  await expect(saved.getByRole('link')).toHaveText(/K8 GNSS Module/)
  await expect(saved).toContainText(/saved \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)
  await expect(page.getByRole('link', { name: offlineCopy.page.retry })).toHaveAttribute('href', '/about')
  await saved.getByRole('link').click()
  await expect(page).toHaveURL(PRODUCT)
  await expect(notice(page)).toBeVisible()

  // Back online, the page comes from the network again, without the notice.
  await context.setOffline(false)
  await page.goto(PRODUCT)
  await expect(page.getByRole('heading', { level: 1, name: /^K8 Multi-Band RTK GNSS Module/ })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
})

test('with nothing saved, the offline page says so', async ({ page, context }) => {
  await page.goto('/products')
  await waitUntilSaved(page, '/products')
  await page.evaluate(() => caches.delete('mg-pages-v1'))
  await context.setOffline(true)
  await page.goto('/news')
  const heading = page.getByRole('heading', { level: 1, name: offlineCopy.page.title })
  await expect(heading).toBeVisible()
  await expect(page.getByText(offlineCopy.page.nothingSaved)).toBeVisible()
  // Styled by the precached site stylesheet: the heading is the brand's navy-900.
  expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(11, 31, 58)')
})

test('pages reached by client-side navigation are saved too', async ({ page, context }) => {
  await openOnline(page, '/')
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'About' }).first().click()
  await expect(page).toHaveURL('/about')
  await waitUntilSaved(page, '/about')
  await context.setOffline(true)
  await page.goto('/about')
  await expect(notice(page)).toBeVisible()
})

test('a datasheet opened before opens offline', async ({ page, context }) => {
  await openOnline(page, PRODUCT)
  const link = page.getByRole('link', { name: /Download Datasheet/ }).first()
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(/^\/uploads\/files\/.+\.pdf$/)
  // Opened once while connected (a plain link: the server's Content-Disposition makes it a download).
  const [online] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(await online.failure()).toBeNull()
  await expect
    .poll(() => page.evaluate(async (url) => !!(await (await caches.open('mg-documents-v1')).match(url)), href))
    .toBe(true)

  await context.setOffline(true)
  await page.goto(PRODUCT)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(await download.failure()).toBeNull()
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
})

test('staff pages, error answers and redirects are never kept', async ({ page, context }) => {
  await openOnline(page, '/contact')
  await page.goto('/admin/login')
  await page.goto('/product/no-such-product')
  await page.goto('/products/gnss-receivers') // 308 to the category page
  const api = await page.evaluate(async () => {
    const bad = await fetch('/api/public/products?limit=nope')
    const good = await fetch('/api/public/products?limit=1')
    const cache = await caches.open('mg-api-v1')
    return { bad: bad.status, good: good.status, keys: (await cache.keys()).map((r) => new URL(r.url).search) }
  })
  expect(api.bad).toBe(400)
  expect(api.good).toBe(200)
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('mg-api-v1')).keys()).length)).toBe(1)
  expect(api.keys.filter((k) => k.includes('nope'))).toEqual([])

  const everything = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname)
    return urls
  })
  expect(everything.filter((p) => p.startsWith('/admin') || p.startsWith('/api/admin'))).toEqual([])
  expect(everything).not.toContain('/product/no-such-product')
  expect(everything).not.toContain('/products/gnss-receivers')
  expect(await savedPaths(page)).toContain('/contact')

  await context.setOffline(true)
  // Not answered by the worker at all: the browser's own offline error.
  await expect(page.goto('/admin/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
})

test('a post while offline fails visibly and keeps what was typed', async ({ page, context }) => {
  await openOnline(page, '/contact')
  await context.setOffline(true)
  await page.goto('/contact')
  await expect(notice(page)).toBeVisible()
  await expect(page.locator('[data-hydrated="true"], form').first()).toBeVisible()
  await page.getByRole('textbox', { name: /Full Name/ }).fill('Farid Ahmadi')
  await page.getByRole('textbox', { name: /Email Address/ }).fill('farid@example.af')
  await page.getByRole('combobox', { name: /Subject/ }).selectOption('product-inquiry')
  await page.getByRole('textbox', { name: /^Message/ }).fill('Do you stock the K8 module?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText(contactToasts.failure.title)).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Farid Ahmadi')
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Do you stock the K8 module?')
})

test('a saved page whose build files are gone (a later deployment) is not served: the offline page instead', async ({
  page,
  context,
}) => {
  await openOnline(page, PRODUCT)
  const html = await (await page.request.get(PRODUCT)).text()
  // The worker's precache list is this build's site stylesheet (for the offline page: pages carry it inline) and its
  // Latin font, never the staff panel's stylesheet: a new build changes the worker, so browsers update it.
  const worker = await (await page.request.get('/serwist/sw.js')).text()
  expect(worker.match(/\/_next\/static\/[^"]+\.css/g)).toHaveLength(1)
  expect(worker).toMatch(/\/assets\/inter-latin-[0-9a-f]+\.woff2/)
  expect(worker).not.toContain('vazirmatn')
  const script = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1]!
  await page.evaluate(async (url) => (await caches.open('mg-build-v1')).delete(url), script)

  await context.setOffline(true)
  await page.goto(PRODUCT)
  await expect(page.getByRole('heading', { level: 1, name: offlineCopy.page.title })).toBeVisible()
  await expect(page.getByText(offlineCopy.page.nothingSaved)).toBeVisible()
})

test('on a link too slow to answer, a visited page opens from the cache after a few seconds', async ({
  page,
  baseURL,
}) => {
  // A loopback proxy standing in for a slow mobile link: while `stalled`, page requests get no answer at all.
  let stalled = false
  const target = new URL(baseURL!)
  const proxy = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    }
    if (stalled && (req.headers.accept ?? '').includes('text/html')) setTimeout(forward, 30_000)
    else forward()
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  try {
    await openOnline(page, `${origin}${PRODUCT}`)
    stalled = true
    const started = Date.now()
    await page.goto(`${origin}${PRODUCT}`)
    await expect(notice(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: /^K8 Multi-Band RTK GNSS Module/ })).toBeVisible()
    const waited = Date.now() - started
    expect(waited).toBeGreaterThan(3_500)
    expect(waited).toBeLessThan(15_000)
  } finally {
    proxy.closeAllConnections()
    proxy.close()
  }
})
