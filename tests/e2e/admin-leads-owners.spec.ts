/**
 * Leads that someone owns, and the reply clock (docs/decisions/047-lead-clock.md): the owner sets a round robin; a
 * visitor's message is assigned on arrival and shows its clock; a call stops it; a second lead passes its deadline
 * (time moved with the x-e2e-now header, src/server/page/request-now.ts), shows as overdue, is in the overdue filter
 * and in its owner's digest; sales reassigns it; an editor cannot open the Assignment screen.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'

import { signInAs, STAFF_ACCOUNTS, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

test.use({ serviceWorkers: 'block' })
test.describe.configure({ mode: 'serial' })

const SALES = STAFF_ACCOUNTS.sales
const OWNER = STAFF_ACCOUNTS.owner
const stamp = Date.now().toString(36)
const FIRST = `Farid First ${stamp}`
const SECOND = `Sima Second ${stamp}`

/** Ten days on, at 10:00 Kabul time: every unanswered lead of today is past a 24-hour promise, and digests run. */
function tenDaysLater(): string {
  const day = 86_400_000
  const later = Date.now() + 10 * day
  const kabulMidnight = Math.floor((later + 4.5 * 3_600_000) / day) * day - 4.5 * 3_600_000
  return new Date(kabulMidnight + 10 * 3_600_000).toISOString()
}

async function sendMessage(browser: Browser, name: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/contact?subject=quote-request')
  await page.getByRole('textbox', { name: /Full Name/ }).fill(name)
  await page.getByRole('textbox', { name: /Email Address/ }).fill(`${stamp}@mining-co.af`)
  await page.getByRole('textbox', { name: /^Message/ }).fill('Two rovers and a base station for a road survey.')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect((await answer).status()).toBe(201)
  await context.close()
}

async function shoot(page: Page, name: string) {
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
}

test('the owner sets a round robin; a new lead is assigned on arrival and shows its clock', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'owner', '/admin/leads/assignment')
  await expect(page.getByRole('heading', { level: 1, name: 'Lead assignment' })).toBeVisible()
  await page.getByRole('radio', { name: /Business hours/ }).check()
  // The promise is the contact settings' (the one the contact page states), shown here with the way to change it.
  await expect(page.getByText('Reply promised within 24 hours')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact settings' })).toHaveAttribute('href', '/admin/content/settings')
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck()
  await page.getByRole('checkbox', { name: new RegExp(SALES.name) }).check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Assignment settings saved.' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'assignment')

  // A refusal keeps the input and names the field.
  const rule = page.getByRole('group', { name: 'Rule 1' })
  await rule.getByRole('combobox').nth(1).selectOption({ index: 1 })
  const chosen = await rule.getByRole('combobox').nth(1).inputValue()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toBeVisible()
  await expect(page.getByText('Rule 1: choose both a value and an owner.')).toBeVisible()
  await expect(rule.getByRole('combobox').nth(1)).toHaveValue(chosen)
  await expect(page.getByRole('checkbox', { name: new RegExp(SALES.name) })).toBeChecked()

  await sendMessage(browser, FIRST)
  await page.goto('/admin/leads')
  const row = page.getByRole('row').filter({ hasText: FIRST })
  await expect(row).toContainText(SALES.name)
  await expect(row.getByTestId('lead-clock')).toContainText(/On time|Due soon/)
  await expect(row.getByTestId('lead-clock')).toContainText(/left/)
  await expectNoAxeViolations(page)
  await shoot(page, 'leads-list')
})

test('sales logs a call (the clock stops); a second lead passes its deadline, is overdue and in the digest', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'sales')
  await page.getByRole('link', { name: FIRST }).click()
  await waitForHydration(page)
  await expect(page.getByTestId('lead-clock')).toContainText(/On time|Due soon/)
  await page.getByRole('textbox', { name: 'Call note' }).fill('Called back; sending a quotation tomorrow.')
  await page.getByRole('button', { name: 'Log a call' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Call logged.' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('lead-clock')).toContainText('Answered')
  await expectNoAxeViolations(page)
  await shoot(page, 'lead-page')

  await sendMessage(browser, SECOND)
  await page.setExtraHTTPHeaders({ 'x-e2e-now': tenDaysLater() })
  await page.goto('/admin/leads')
  const second = page.getByRole('row').filter({ hasText: SECOND })
  await expect(second).toContainText(SALES.name)
  await expect(second.getByTestId('lead-clock')).toContainText(/Overdue · .* over/)
  await expect(page.getByRole('row').filter({ hasText: FIRST }).getByTestId('lead-clock')).toContainText('Answered')

  await page.getByRole('link', { name: 'Overdue', exact: true }).click()
  await expect(page).toHaveURL(/clock=overdue/)
  await expect(page.getByRole('row').filter({ hasText: SECOND })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: FIRST })).toHaveCount(0)
  await page.getByRole('link', { name: 'Least time left' }).click()
  await expect(page).toHaveURL(/sort=time-left/)
  await expectNoAxeViolations(page)

  // Viewing the list wrote today's digests (the outbox worker does the same on its timer): Sami's lists the lead.
  // A context of its own: axe scans only pages of a context the test made.
  const ownerContext = await browser.newContext()
  const owner = await ownerContext.newPage()
  await owner.setExtraHTTPHeaders({ 'x-e2e-now': tenDaysLater() })
  await signInAs(owner, 'owner', '/admin/leads/assignment')
  await expect(owner.getByTestId('digests')).toContainText(`${SALES.email}: Leads for`)
  await owner.getByTestId('digests').getByText('What it lists').first().click()
  await expect(owner.getByTestId('digests').getByText(`past reply promise: ${SECOND}`)).toBeVisible()
  // The digest list is checked by axe open, as an owner reads it.
  await expectNoAxeViolations(owner)
  await ownerContext.close()
})

test('sales reassigns the overdue lead; the history says so', async ({ page }) => {
  await signInAs(page, 'sales')
  await page.getByRole('link', { name: SECOND }).click()
  await waitForHydration(page)
  await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: `${OWNER.name} (Owner)` })
  await page.getByRole('button', { name: 'Save owner' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Owner saved.' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveValue(/\d+/)
  await expect(page.getByRole('region', { name: 'History' })).toContainText(OWNER.name)
})

test('an editor cannot open the Assignment screen, nor sales', async ({ page }) => {
  await signInAs(page, 'editor')
  const response = await page.goto('/admin/leads/assignment')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible()
  await page.context().clearCookies()
  await signInAs(page, 'sales')
  await expect(page.getByRole('link', { name: 'Assignment' })).toHaveCount(0)
  expect((await page.goto('/admin/leads/assignment'))?.status()).toBe(403)
})
