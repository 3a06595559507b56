/**
 * Two app instances on one PostgreSQL (decision 019): a change saved in one
 * instance's panel, and a CLI import run beside them, are served by the other instance within moments, not after the
 * 5-minute snapshot TTL (docs/decisions/019-catalogue-changes-across-instances.md). Needs the PostgreSQL 15 server
 * binaries and root (to run them as `postgres`), as in CI; skipped with a message otherwise.
 */
import { expect, test } from '@playwright/test'
import { readFileSync, writeFileSync, mkdtempSync, cpSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { signInAs } from './admin-helpers'
import { prepareCatalogueData, startCatalogueApp, within, type CatalogueData } from './admin-categories-helpers'
import { canRunPostgres, startPostgres, type AppServer, type Postgres } from './leads-helpers'

test.describe.configure({ mode: 'serial' })
test.skip(!canRunPostgres(), 'needs PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin and root to run them')

let pg: Postgres
let data: CatalogueData
let a: AppServer
let b: AppServer
test.beforeAll(async () => {
  test.setTimeout(480_000)
  pg = await startPostgres()
  data = prepareCatalogueData({ databaseUrl: pg.url })
  // One data directory for both: on PostgreSQL it only holds media, as shared storage would in production.
  ;[a, b] = await Promise.all([startCatalogueApp(data), startCatalogueApp(data)])
})
test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  data?.dispose()
  pg?.dispose()
})

const categoryName = async (app: AppServer, slug: string) => {
  const response = await fetch(`${app.baseURL}/api/public/categories/slug/${slug}`)
  return response.ok ? ((await response.json()) as { category: { name: string } }).category.name : null
}
const productPrice = async (app: AppServer, slug: string) =>
  ((await (await fetch(`${app.baseURL}/api/public/products/slug/${slug}`)).json()) as { product: { price: number } })
    .product.price

test('a category renamed in instance A is served by instance B at once; its old URL redirects on B', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Both instances have loaded their snapshot (it would otherwise stay 5 minutes).
  expect(await categoryName(a, 'total-stations')).toBe('Total Stations')
  expect(await categoryName(b, 'total-stations')).toBe('Total Stations')

  await signInAs(page, 'editor', '/admin/categories', a.baseURL)
  await page.getByRole('button', { name: 'Edit Total Stations' }).click()
  await page.getByRole('textbox', { name: /^Name/ }).fill('Robotic Total Stations')
  await page.getByRole('textbox', { name: /^Slug/ }).fill('robotic-total-stations')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('#category-status')).toHaveText('Robotic Total Stations saved.')

  const tookMs = await within(
    3_000,
    async () => (await categoryName(b, 'robotic-total-stations')) === 'Robotic Total Stations',
  )
  expect(tookMs, 'instance B should serve the change within 3 s').not.toBeNull()
  const old = await fetch(`${b.baseURL}/products/category/total-stations`, { redirect: 'manual' })
  expect(old.status).toBe(308)
  expect(old.headers.get('location')).toContain('/products/category/robotic-total-stations')
  expect(await (await fetch(`${b.baseURL}/sitemap.xml`)).text()).toContain('/products/category/robotic-total-stations')
})

test('a CLI import against the same PostgreSQL is served by both instances at once', async () => {
  test.setTimeout(180_000)
  expect(await productPrice(a, 'vireo-g9-rtk-rover')).toBe(15800)
  expect(await productPrice(b, 'vireo-g9-rtk-rover')).toBe(15800)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-instances-import-'))
  try {
    cpSync(path.resolve('catalogue/seed'), dir, { recursive: true })
    const file = path.join(dir, 'catalogue.json')
    const json = JSON.parse(readFileSync(file, 'utf8')) as { products: { slug: string; price: number | null }[] }
    json.products.find((p) => p.slug === 'vireo-g9-rtk-rover')!.price = 14250
    writeFileSync(file, JSON.stringify(json))
    data.cli('scripts/catalogue-import.ts', [file])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  for (const app of [a, b]) {
    expect(await within(3_000, async () => (await productPrice(app, 'vireo-g9-rtk-rover')) === 14250)).not.toBeNull()
  }
})

test('site content imported with the CLI shows on both instances at once: an office phone, an event', async () => {
  test.setTimeout(180_000)
  const contactPage = async (app: AppServer) => (await fetch(`${app.baseURL}/fa/contact`)).text()
  // These instances start without seeding: the seed content goes in with the CLI too.
  data.cli('scripts/content-import.ts', [path.resolve('catalogue/seed/content.json')])
  for (const app of [a, b]) {
    expect(await within(3_000, async () => (await contactPage(app)).includes('+93 20 230 1450'))).not.toBeNull()
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-instances-content-'))
  try {
    const seed = JSON.parse(readFileSync(path.resolve('catalogue/seed/content.json'), 'utf8')) as {
      entries: { kind: string; slug: string; fields: Record<string, unknown> }[]
    }
    const kabul = seed.entries.find((e) => e.slug === 'kabul')!
    kabul.fields.phones = ['+93 20 777 1234']
    const expo = seed.entries.find((e) => e.slug === 'geospatial-expo-kabul-2026')!
    const event = { ...expo, slug: 'mazar-field-day-2027', fields: { ...expo.fields, title: 'Mazar field day 2027' } }
    const file = path.join(dir, 'content.json')
    writeFileSync(file, JSON.stringify({ version: 1, entries: [kabul, event] }))
    data.cli('scripts/content-import.ts', [file])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  for (const app of [a, b]) {
    expect(await within(3_000, async () => (await contactPage(app)).includes('+93 20 777 1234'))).not.toBeNull()
    const news = await (await fetch(`${app.baseURL}/news`)).text()
    expect(news).toContain('href="/news/mazar-field-day-2027"')
    expect(await (await fetch(`${app.baseURL}/news/feed`)).text()).toContain('Mazar field day 2027')
  }
})
