/**
 * The site's content from the panel to every page that shows it (docs/decisions/044-site-content-in-the-database.md):
 * an event scheduled in the panel appears at its time on the listings, the home page and the feed, in English and
 * Dari, and turns past after its last day (time moved with the x-e2e-now header, src/server/page/request-now.ts); an
 * office's phone changed in the panel changes on every page that shows it; a translator's PO file round trip.
 */
import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import { po, type GetTextTranslation } from 'gettext-parser'
import sharp from 'sharp'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial', timeout: 120_000 })
// The service worker would fetch pages itself, without the test's clock header.
test.use({ serviceWorkers: 'block' })

const TITLE = 'Herat Surveyors Forum 2027'
const DARI_TITLE = 'همایش نقشه‌برداران هرات ۲۰۲۷'
const SLUG = `herat-forum-${Date.now().toString(36)}`
const PUBLISH = '2027-01-10T04:30:00Z' // 09:00 in Kabul on 10 January 2027
const BEFORE = '2027-01-10T04:29:00Z'
const DURING = '2027-01-20T08:00:00Z'
const AFTER = '2027-01-21T19:30:00Z' // 21 January is over in Kabul

const englishTitle = (page: Page) => page.getByRole('textbox', { name: 'Title (required)', exact: true })
const summary = (page: Page) => page.getByRole('textbox', { name: 'Summary (required)', exact: true })

async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(640 * 400 * 3, 90)
  return sharp(pixels, { raw: { width: 640, height: 400, channels: 3 } })
    .png()
    .toBuffer()
}

/** The screen at the panel's widths, kept with the test's output to look at; none may scroll sideways. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function at(page: Page, iso: string) {
  await page.setExtraHTTPHeaders({ 'x-e2e-now': iso })
}

test('an event scheduled in the panel appears at its time on /news, /fa/news, the home page and the feed', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'editor', '/admin/content/new?kind=event')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /^Slug/ }).fill(SLUG)
  await englishTitle(page).fill(TITLE)
  await summary(page).fill('Two days of talks and field demonstrations for surveyors in the west.')
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'forum.png', mimeType: 'image/png', buffer: await photo() })
  await expect(page.getByText('Replace image')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('textbox', { name: 'Image description (alt text) (required)' }).fill('A stand at an expo')
  await page.getByLabel('Date shown on the article').fill('2027-01-10')
  await page.getByLabel('First day').fill('2027-01-20')
  await page.getByLabel('Last day').fill('2027-01-21')
  await page.getByRole('textbox', { name: 'Venue (required)', exact: true }).fill('Herat Chamber of Commerce')
  await page.getByRole('textbox', { name: 'City (required)', exact: true }).fill('Herat')
  await page.getByRole('tab', { name: /Dari/ }).click()
  await page.getByRole('textbox', { name: /^Title in Dari/ }).fill(DARI_TITLE)
  await page.getByRole('textbox', { name: /^Summary in Dari/ }).fill('دو روز سخنرانی و نمایش ساحوی برای نقشه‌برداران.')
  await page.getByRole('textbox', { name: /^Cover image description in Dari/ }).fill('غرفه در نمایشگاه')
  await page.getByRole('textbox', { name: /^Venue in Dari/ }).fill('اتاق تجارت هرات')
  await page.getByRole('textbox', { name: /^City in Dari/ }).fill('هرات')
  await page.getByRole('radio', { name: /^Published/ }).check()
  const publishAt = page.getByRole('group', { name: 'Publish at (optional)', exact: true })
  await publishAt.getByLabel('Date', { exact: true }).fill('2027-01-10')
  await publishAt.getByLabel('Time (AFT)', { exact: true }).fill('09:00')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('Event created.')).toBeVisible()
  await page.getByRole('link', { name: 'Preview in Dari' }).click()
  await expect(page.getByRole('note')).toContainText('Preview of a scheduled item.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DARI_TITLE)
  await expectNoAxeViolations(page, 'content preview')
  await screenshots(page, 'content-preview')

  const visitor = await browser.newPage()
  const feed = async (path: string) => (await visitor.request.get(path, { headers: { 'x-e2e-now': AFTER } })).text()
  await at(visitor, BEFORE)
  await visitor.goto('/news')
  await expect(visitor.getByText(TITLE)).toHaveCount(0)
  await at(visitor, PUBLISH)
  for (const path of ['/news', '/']) {
    await visitor.goto(path)
    await expect(visitor.getByRole('link', { name: TITLE })).toBeVisible()
  }
  // The uploaded cover is a file the site serves, not the kept original.
  const cover = visitor.getByRole('article').filter({ hasText: TITLE }).getByRole('img', { name: 'A stand at an expo' })
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await visitor.goto('/fa/news')
  await expect(visitor.getByRole('link', { name: DARI_TITLE })).toBeVisible()
  await at(visitor, DURING)
  await visitor.goto('/news')
  await expect(visitor.getByRole('article').filter({ hasText: TITLE })).toContainText('Event · On now')
  await at(visitor, AFTER)
  await visitor.goto('/news')
  await expect(visitor.getByRole('article').filter({ hasText: TITLE })).toContainText('Event · Past event')
  expect(await feed('/news/feed')).toContain(TITLE)
  expect(await feed('/fa/news/feed')).toContain(DARI_TITLE)
  await visitor.close()
})

test('an office phone changed in the panel changes on every page that shows it', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/content?kind=office')
  await page.getByRole('link', { name: 'Jalalabad Office' }).click()
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /^Phone numbers/ }).fill('+93 60 280 9999')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  for (const path of ['/contact', '/fa/contact', '/ps/about', '/news']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '+93 60 280 9999' })).toBeVisible()
  }
  await page.goto('/contact')
  await expect(page.locator('#offices').getByRole('link', { name: '+93 60 280 9999' })).toBeVisible()
})

test('a translator exports Pashto, fills two texts, imports, and the Pashto page shows them', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/content?kind=news')
  await page.getByRole('link', { name: /^K8 series/ }).click()
  await waitForHydration(page)
  await englishTitle(page).fill('K8 series: multi-band GNSS modules in stock in Kabul and Mazar')
  await summary(page).fill('K8 modules and evaluation kits now ship from Kabul and Mazar-i-Sharif.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

  await page.goto('/admin/content/translations')
  await expectNoAxeViolations(page, 'translation files')
  await screenshots(page, 'translation-files')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Pashto: to translate' }).click()
  const file = readFileSync(await (await download).path())
  const parsed = po.parse(file)
  const message = (context: string) => Object.values(parsed.translations[context] ?? {})[0]!
  expect(message('news/k8-series-launch/title').comments?.flag).toBe('fuzzy')
  // Checked and rewritten: the translator's tool clears the fuzzy mark (a text still marked is not imported).
  message('news/k8-series-launch/title').comments = {
    ...message('news/k8-series-launch/title').comments,
    flag: '',
  } as GetTextTranslation['comments']
  message('news/k8-series-launch/title').msgstr = ['K8 لړۍ: په کابل او مزار کې موجود څو بانډه GNSS ماډلونه']
  message('news/k8-series-launch/summary').comments = {
    ...message('news/k8-series-launch/summary').comments,
    flag: '',
  } as GetTextTranslation['comments']
  message('news/k8-series-launch/summary').msgstr = [
    'K8 ماډلونه او ازموینیز کټونه اوس له کابل او مزار شریف څخه لېږل کېږي.',
  ]

  await page.getByRole('radio', { name: 'Pashto' }).check()
  await page.getByLabel('Translation file (.po)').setInputFiles({
    name: 'ps.po',
    mimeType: 'text/x-gettext-translation',
    buffer: po.compile(parsed),
  })
  await page.getByRole('button', { name: 'Import translations' }).click()
  await expect(page.getByRole('status')).toContainText('Imported 2 texts into 1 item.')
  await page.goto('/ps/news/k8-series-launch')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'K8 لړۍ: په کابل او مزار کې موجود څو بانډه GNSS ماډلونه',
  )

  // A file whose English has changed since it was made is refused whole, naming the text.
  await page.goto('/admin/content/translations')
  await page.getByRole('radio', { name: 'Pashto' }).check()
  message('news/k8-series-launch/title').msgid = 'An English that is no longer there'
  await page.getByLabel('Translation file (.po)').setInputFiles({
    name: 'ps.po',
    mimeType: 'text/x-gettext-translation',
    buffer: po.compile(parsed),
  })
  await page.getByRole('button', { name: 'Import translations' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible()
  await expect(page.getByText(/the English has changed since this file was made/)).toBeVisible()

  // A file over the limit the HTTP layer holds every form post to (1 MB) is refused in the form's own words before it
  // is sent, the language chosen kept: it once said "at most 5 MB" and then met the HTTP layer's plain refusal.
  await page.goto('/admin/content/translations')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'Pashto' }).check()
  await page.getByLabel('Translation file (.po)').setInputFiles({
    name: 'ps.po',
    mimeType: 'text/x-gettext-translation',
    buffer: Buffer.alloc(1_100_000, 0x61),
  })
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
  await page.getByRole('button', { name: 'Import translations' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'That file is too large for a translation file (at most 1 MB).' }),
  ).toBeVisible()
  await expect(page.getByText('At most 1 MB.', { exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Pashto' })).toBeChecked()
  expect(posts).toEqual([])
})
