import { expect, test, type Page } from '@playwright/test'

// The site's content on the public pages (docs/decisions/044-site-content-in-the-database.md): what shows depends on
// the time, which the tests move with the x-e2e-now header (src/server/page/request-now.ts) instead of waiting.

// The service worker would fetch pages itself, without the test's clock header.
test.use({ serviceWorkers: 'block' })

const BEFORE_EXPO = '2026-11-28T12:00:00Z'
/** 10 December 2026 is over in Kabul (UTC+4:30) at 19:30 UTC. */
const AFTER_EXPO = '2026-12-10T19:30:00Z'

async function at(page: Page, iso: string) {
  await page.setExtraHTTPHeaders({ 'x-e2e-now': iso })
}

test('the Kabul expo is upcoming, then past once its last day is over: listing, home page, article', async ({
  page,
}) => {
  await at(page, BEFORE_EXPO)
  await page.goto('/news')
  const expoCard = page.getByRole('article').filter({ hasText: 'Afghanistan Geospatial & Survey Expo 2026' })
  await expect(page.getByRole('article').first()).toContainText('Afghanistan Geospatial & Survey Expo 2026')
  await expect(expoCard.getByText('Event', { exact: true })).toBeVisible()

  await at(page, AFTER_EXPO)
  await page.goto('/news')
  await expect(expoCard.getByText('Event · Past event')).toBeVisible()
  await page.goto('/')
  const home = page.getByRole('region', { name: 'News & Events' })
  await expect(home.getByText('Event · Past event')).toBeVisible()
  await page.goto('/news/geospatial-expo-kabul-2026')
  await expect(page.getByText('Past event', { exact: true })).toBeVisible()

  await page.goto('/fa/news')
  await expect(page.getByText('رویداد · رویداد گذشته')).toBeVisible()
})

test('the listing filters by type and links its Atom feed; each language has its own feed', async ({
  page,
  request,
}) => {
  await page.goto('/news')
  await page.getByRole('link', { name: 'Events', exact: true }).click()
  await expect(page).toHaveURL(/\/news\?type=event$/)
  await expect(page.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('link', { name: 'Case studies' }).click()
  await expect(page.getByText('Nothing has been published here yet.')).toBeVisible()
  expect((await request.get('/news?type=rumours')).status()).toBe(404)
  expect((await request.get('/news?page=9')).status()).toBe(404)

  const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
  await expect(feedLink).toHaveAttribute('href', /\/news\/feed$/)
  for (const [path, lang, title] of [
    ['/news/feed', 'en', 'K8 series'],
    ['/fa/news/feed', 'fa-AF', 'سری K8'],
    ['/ps/news/feed', 'ps-AF', 'K8'],
  ] as const) {
    const response = await request.get(path)
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain(`xml:lang="${lang}"`)
    expect(xml.match(/<entry>/g)).toHaveLength(3)
    expect(xml).toContain(title)
  }
})

test('article pages carry NewsArticle and Event JSON-LD with the event status and place', async ({ request }) => {
  const html = await (await request.get('/fa/news/geospatial-expo-kabul-2026')).text()
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as unknown
    return Array.isArray(parsed) ? parsed : [parsed]
  }) as Record<string, unknown>[]
  const event = data.find((item) => item['@type'] === 'Event')!
  expect(event).toMatchObject({
    startDate: '2026-12-08',
    endDate: '2026-12-10',
    eventStatus: 'https://schema.org/EventScheduled',
    inLanguage: 'fa-AF',
  })
  expect((event.location as { address: { addressLocality: string } }).address.addressLocality).toBe('کابل')
  expect(data.find((item) => item['@type'] === 'NewsArticle')).toMatchObject({ inLanguage: 'fa-AF' })
  expect(html).toContain('hrefLang="ps-AF"')
})
