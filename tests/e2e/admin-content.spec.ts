/**
 * The staff panel's Content screens (docs/staff-panel.md, docs/decisions/044-site-content-in-the-database.md): an
 * editor writes an English and Dari event with a cover image and a schedule in Afghanistan time, sees it listed as
 * scheduled with its translation status, loses a race to another save without losing the input, restores an older
 * version as a draft; hostile rich text is reduced to the allow-list before it is stored; sales gets 403.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

// Sign-ins, an upload with its renditions, screenshots at three widths: over the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const TITLE = 'Mining Survey Day Mazar 2027'
const SLUG = `mining-survey-day-${Date.now().toString(36)}`
let entryUrl = ''

/** The calendar day after today in Kabul (UTC+4:30), as a date input takes it. */
function kabulTomorrow(): string {
  return new Date(Date.now() + (4.5 + 24) * 3600_000).toISOString().slice(0, 10)
}

async function photo(): Promise<Buffer> {
  const width = 640
  const height = 400
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = (i / 3) % 255
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`admin-content-${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

const englishTitle = (page: Page) => page.getByRole('textbox', { name: 'Title (required)', exact: true })
const summary = (page: Page) => page.getByRole('textbox', { name: 'Summary (required)', exact: true })

test('an editor creates an English and Dari event with a cover and a schedule; the list shows its state', async ({
  page,
}) => {
  await signInAs(page, 'editor', '/admin/content')
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
  await expectNoAxeViolations(page, 'content list')
  await screenshots(page, 'list')

  await page.getByRole('link', { name: 'New event' }).click()
  await expect(page).toHaveURL(/\/admin\/content\/new\?kind=event$/)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /^Slug/ }).fill(SLUG)
  await englishTitle(page).fill(TITLE)
  // The limit shows as a count while one types, read with the field; near the limit it is announced too.
  const titleCount = page.locator('#content-fields-title-count')
  await expect(titleCount).toHaveText(`${TITLE.length} / 160 characters`)
  await expect(englishTitle(page)).toHaveAccessibleDescription(new RegExp(`${TITLE.length} / 160 characters`))
  await expect(titleCount).toHaveAttribute('aria-live', 'off')
  await englishTitle(page).fill('x'.repeat(150))
  await expect(titleCount).toHaveText('150 / 160 characters')
  await expect(titleCount).toHaveAttribute('aria-live', 'polite')
  await englishTitle(page).fill(TITLE)
  await summary(page).fill('A day of GNSS, drone and scanner demonstrations for mine surveyors.')
  await expect(page.locator('#content-fields-summary-count')).toHaveText('67 / 300 characters')
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: await photo() })
  await expect(page.getByText('Replace image')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('textbox', { name: 'Image description (alt text) (required)' }).fill('Our stand at the expo')
  const body = page.getByRole('textbox', { name: 'Body', exact: true })
  await body.click()
  await page.keyboard.type('Bring your field questions. ')
  const bold = page.getByRole('toolbar', { name: 'Body: formatting' }).getByRole('button', { name: 'Bold' })
  // Pressing a toolbar button leaves the focus in the text, so the next key typed goes there and not to the button.
  await bold.hover()
  await page.mouse.down()
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Body')
  await page.mouse.up()
  await expect(bold).toHaveAttribute('aria-pressed', 'true')
  await expect(body).toBeFocused()
  await page.keyboard.type('Entry is free.')
  await expect(body.locator('strong')).toHaveText('Entry is free.')
  // The keyboard still reaches the toolbar (one tab stop before the text) and comes back.
  await page.keyboard.press('Shift+Tab')
  await expect(bold).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(body).toBeFocused()
  await page.getByLabel('Date shown on the article').fill('2026-11-28')
  await page.getByLabel('First day').fill('2027-04-12')
  await page.getByLabel('Last day').fill('2027-04-12')
  await page.getByRole('textbox', { name: 'Venue (required)', exact: true }).fill('Balkh Chamber of Commerce')
  await page.getByRole('textbox', { name: 'City (required)', exact: true }).fill('Mazar-i-Sharif')

  await page.getByRole('tab', { name: /Dari/ }).click()
  const dariTitle = page.getByRole('textbox', { name: /^Title in Dari/ })
  await expect(dariTitle).toHaveAttribute('dir', 'rtl')
  await dariTitle.fill('روز نقشه‌برداری معدن مزار ۲۰۲۷')

  await page.getByRole('radio', { name: /^Published/ }).check()
  const publishAt = page.getByRole('group', { name: 'Publish at (optional)', exact: true })
  await publishAt.getByLabel('Date', { exact: true }).fill(kabulTomorrow())
  await publishAt.getByLabel('Time (AFT)', { exact: true }).fill('09:00')
  await expectNoAxeViolations(page, 'new event form')
  await screenshots(page, 'editor')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page).toHaveURL(/\/admin\/content\/\d+\?created$/)
  await expect(page.getByText('Event created.')).toBeVisible()
  entryUrl = new URL(page.url()).pathname

  await page.goto('/admin/content?kind=event')
  const row = page.getByRole('row').filter({ hasText: TITLE })
  await expect(row.getByText('Scheduled')).toBeVisible()
  await expect(row.getByText(/^from /)).toContainText('09:00 AFT')
  await expect(row.getByText('Dari: Partial')).toBeAttached()
  await expect(row.getByText('Pashto: Missing')).toBeAttached()
  await expect(row).toContainText('Eddie Editor')
})

test('a save from a stale version is refused, naming the other save’s fields, and keeps the input', async ({
  browser,
}) => {
  // Two contexts: two people, each with their own session (axe needs pages opened from a context).
  const first = await (await browser.newContext()).newPage()
  const second = await (await browser.newContext()).newPage()
  await signInAs(first, 'editor', entryUrl)
  await signInAs(second, 'owner', entryUrl)
  await summary(first).fill('Demonstrations of GNSS, drones and scanners for mine surveyors.')
  await first.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(first.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

  await second.getByRole('textbox', { name: 'Stand(optional)', exact: true }).fill('A7')
  await second.getByRole('button', { name: 'Save', exact: true }).click()
  const conflict = second.getByRole('region', { name: 'Someone else saved this entry after you opened it' })
  await expect(conflict).toBeVisible()
  await expect(conflict.getByRole('list', { name: 'Fields they changed' })).toContainText(
    'Summary: A day of GNSS, drone and scanner demonstrations for mine surveyors. → Demonstrations of GNSS',
  )
  await expect(second.getByRole('textbox', { name: 'Stand(optional)', exact: true })).toHaveValue('A7')
  await expect(second.getByRole('alert').filter({ hasText: 'Someone else saved this entry' })).toBeVisible()
  await expectNoAxeViolations(second, 'editor with a conflict')
  await first.context().close()
  await second.context().close()
})

test('an older version is restored as a draft through the confirm dialog', async ({ page }) => {
  await signInAs(page, 'editor', entryUrl)
  await page.getByRole('button', { name: 'Restore version 1 as draft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Restore version 1 as a draft?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Restore as draft' }).click()
  await expect(page.getByText(/Version 1 restored as a draft \(now version 3\)/)).toBeVisible()
  await expect(summary(page)).toHaveValue('A day of GNSS, drone and scanner demonstrations for mine surveyors.')
  await expect(page.getByRole('radio', { name: /^Draft/ })).toBeChecked()
  await page.goto('/admin/content?kind=event')
  await expect(page.getByRole('row').filter({ hasText: TITLE }).getByText('Draft', { exact: true })).toBeVisible()
})

test('hostile rich text posted to the action is reduced to the allow-list before it is stored', async ({ page }) => {
  await signInAs(page, 'editor', entryUrl)
  const hostile = {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] },
      { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
      { type: 'image', attrs: { src: '/images/x.png', alt: 'x', onerror: 'alert(1)' } },
      { type: 'iframe', attrs: { src: 'https://evil.example/' } },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
      },
    ],
  }
  await page.locator('input[name="fields.body"]').evaluate((input, json) => {
    ;(input as HTMLInputElement).value = json
  }, JSON.stringify(hostile))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  await page.reload()
  const stored = await page.locator('input[name="fields.body"]').inputValue()
  expect(JSON.parse(stored)).toEqual({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] },
      { type: 'image', attrs: { src: '/images/x.png', alt: 'x' } },
      { type: 'paragraph', content: [{ type: 'text', text: 'click' }] },
    ],
  })
  expect(stored).not.toMatch(/script|onerror|iframe|javascript/i)
})

test('contact settings start from the configured values; sales is refused every content screen', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'owner', '/admin/content/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact settings' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Business hours (required)', exact: true })).not.toHaveValue('')
  await expectNoAxeViolations(page, 'contact settings')
  await screenshots(page, 'settings')

  const sales = await (await browser.newContext()).newPage()
  await signInAs(sales, 'sales', '/admin/leads')
  for (const path of ['/admin/content', '/admin/content/new?kind=news', entryUrl, '/admin/content/settings']) {
    const response = await sales.goto(path)
    expect(response?.status(), path).toBe(403)
    await expect(sales.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible()
  }
  await expect(
    sales.getByRole('navigation', { name: 'Staff panel' }).getByRole('link', { name: 'Content' }),
  ).toHaveCount(0)
  await sales.context().close()
})
