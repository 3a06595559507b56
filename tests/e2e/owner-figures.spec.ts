/**
 * The owner's figures (docs/figures.md), end to end on the shared test server: a visitor's browser (no JavaScript, so
 * every page is one request), one with Do Not Track and one with a crawler's user agent; a campaign landing, a search
 * with no result, a Dari datasheet download, a WhatsApp click, a quote-list add and a quote request. The owner's page
 * and its CSV files move by exactly what the visitor did; the other two browsers move nothing but the bots' count.
 * The other specs' browsers say "HeadlessChrome", a bot, so they do not disturb these numbers.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { signInAs } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const K8 = 'k8-gnss-module'
const RANGE = 'range=7d'

type Csv = string[][]

/** RFC 4180 as the export writes it: every field quoted, CRLF, a byte order mark. */
function parseCsv(text: string): Csv {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')))
}

async function csv(request: APIRequestContext, table: string): Promise<Csv> {
  const res = await request.get(`/api/admin/figures/export?table=${table}&${RANGE}`)
  expect(res.status()).toBe(200)
  return parseCsv(await res.text())
}

/** A row's counts by its first cell (0 when absent). */
function cell(rows: Csv, label: string, column = 1): number {
  const row = rows.find((r) => r[0] === label)
  return row ? Number(row[column]) : 0
}

const TOTALS = ['visitors', 'visits', 'views', 'enquiries', 'searches', 'downloads', 'whatsapp', 'quoteAdds'] as const

async function totalsOnPage(page: Page): Promise<Record<(typeof TOTALS)[number], number>> {
  await page.goto(`/admin/figures?${RANGE}`)
  const out = {} as Record<(typeof TOTALS)[number], number>
  for (const key of TOTALS) out[key] = Number((await page.getByTestId(`total-${key}`).textContent())!.replace(/,/g, ''))
  return out
}

async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options })
  return { context, page: await context.newPage() }
}

test('the figures count what a visitor did, and leave out Do Not Track and bots', async ({ page, browser }) => {
  test.slow()
  const run = Date.now().toString(36)
  await signInAs(page, 'owner', `/admin/figures?${RANGE}`)
  const before = await totalsOnPage(page)
  const beforeProducts = await csv(page.request, 'products')
  const beforeDownloads = await csv(page.request, 'downloads')

  // The visitor: no JavaScript, so each page is one GET and each form a post, redirect and get.
  const { context, page: v } = await visitor(browser, { userAgent: CHROME, javaScriptEnabled: false })
  await v.goto(`/?utm_source=e2e-news&utm_medium=email&utm_campaign=figures-${run}`) // view 1: a campaign's landing
  await v.goto(`/search?q=zzfig${run}`) // view 2, and a search with no result
  await expect(v.getByRole('heading', { level: 1 })).toBeVisible()
  await v.goto(`/fa/product/${K8}`) // view 3, in Dari
  const [download] = await Promise.all([
    v.waitForEvent('download'),
    v.locator('a[href$="datasheet.pdf"]').first().click(),
  ])
  expect(download.url()).toMatch(new RegExp(`/fa/product/${K8}/datasheet\\.pdf$`))
  // The counted redirect answers 302 to wa.me (not reachable from the test machine: the redirect is what counts).
  const [go] = await Promise.all([
    context.waitForEvent('requestfinished', (r) => r.url().includes('/go/whatsapp')),
    v.getByTestId('whatsapp-link').first().click(),
  ])
  const answer = (await go.response())!
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  for (const other of context.pages()) if (other !== v) await other.close()
  await v.goto(`/product/${K8}`) // view 4
  await v.getByRole('button', { name: 'Add K8 GNSS Module to quote' }).click() // view 5: back on the product page
  await expect(v).toHaveURL(`/product/${K8}`)
  await v.goto('/quote') // view 6
  await v.getByRole('textbox', { name: /Full Name/ }).fill(`Figures Tester ${run}`)
  await v.getByRole('textbox', { name: /Email Address/ }).fill('figures.tester@example.af')
  await v.getByRole('button', { name: 'Send quote request' }).click() // view 7: the confirmation
  await expect(v).toHaveURL(/\/quote\/sent\//)
  await context.close()

  // Do Not Track: nothing. A crawler: only the bots' count.
  const dnt = await visitor(browser, { userAgent: CHROME, extraHTTPHeaders: { DNT: '1' } })
  await dnt.page.goto(`/product/${K8}`)
  await dnt.page.goto(`/search?q=zzdnt${run}`)
  await dnt.context.close()
  const bot = await visitor(browser, { userAgent: GOOGLEBOT })
  await bot.page.goto('/')
  await bot.page.goto(`/product/${K8}`)
  await bot.context.close()

  const after = await totalsOnPage(page)
  expect({
    visitors: after.visitors - before.visitors,
    visits: after.visits - before.visits,
    views: after.views - before.views,
    enquiries: after.enquiries - before.enquiries,
    searches: after.searches - before.searches,
    downloads: after.downloads - before.downloads,
    whatsapp: after.whatsapp - before.whatsapp,
    quoteAdds: after.quoteAdds - before.quoteAdds,
  }).toEqual({ visitors: 1, visits: 1, views: 7, enquiries: 1, searches: 1, downloads: 1, whatsapp: 1, quoteAdds: 1 })
  expect(Number((await page.getByTestId('figures-bots').textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2)

  // The tables, on the page and in their CSV files: the same numbers.
  const campaign = `e2e-news / email / figures-${run}`
  await expect(page.getByTestId('figures-table-campaigns').getByRole('row', { name: campaign })).toContainText('1')
  const noResult = page.getByTestId('figures-table-searches-none').getByRole('link', { name: `zzfig${run}` })
  await expect(noResult).toHaveAttribute('href', `/admin/products?q=zzfig${run}`)
  await expect(page.getByText(`zzdnt${run}`)).toHaveCount(0)
  const campaigns = await csv(page.request, 'campaigns')
  expect(cell(campaigns, campaign)).toBe(1)
  expect(cell(await csv(page.request, 'searches-none'), `zzfig${run}`)).toBe(1)
  const products = await csv(page.request, 'products')
  const k8 = products.find((r) => r[0] === 'K8 GNSS Module')!
  const k8Before = beforeProducts.find((r) => r[0] === 'K8 GNSS Module') ?? ['', '0', '0', '0']
  expect([1, 2, 3].map((i) => Number(k8[i]) - Number(k8Before[i]))).toEqual([3, 1, 1])
  const downloads = await csv(page.request, 'downloads')
  const dari = (rows: Csv) => rows.find((r) => r[0] === 'Datasheet: K8 GNSS Module' && r[1] === 'Dari')
  expect(Number(dari(downloads)![2]) - Number(dari(beforeDownloads)?.[2] ?? 0)).toBe(1)
  const days = await csv(page.request, 'days')
  expect(days[0]).toEqual(['Day', 'Visitors', 'Visits', 'Page views', 'Enquiries'])
  const sum = (column: number) => days.slice(1).reduce((n, r) => n + Number(r[column]), 0)
  expect([sum(1), sum(2), sum(3), sum(4)]).toEqual([after.visitors, after.visits, after.views, after.enquiries])
  await expectNoAxeViolations(page, 'figures page')
})

test('only owners open the figures; the CSV needs a table name', async ({ page, browser }) => {
  await signInAs(page, 'sales')
  const res = await page.goto('/admin/figures')
  expect(res?.status()).toBe(403)
  expect((await page.request.get(`/api/admin/figures/export?table=pages`)).status()).toBe(403)
  const owner = await (await browser.newContext()).newPage()
  await signInAs(owner, 'owner', '/admin/figures')
  const bad = await owner.request.get('/api/admin/figures/export?table=nothing')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.message).toContain('Name the table')
  await owner.goto('/admin/figures?from=2026-02-30&to=2026-03-01')
  await expect(owner.getByRole('alert').filter({ hasText: 'Give both dates' })).toContainText(
    'Showing the last 30 days',
  )
  await owner.context().close()
})
