/**
 * Customer records from the sales side (docs/service-desk.md, "Customer records"), on the shared test server: a lead
 * with nothing to match makes a new company record; a second lead with the same phone line (typed another way) is
 * offered that record and linked to it by sales. The Customers tab lists and finds the record by phone; its edit form
 * names a bad contact and keeps what was typed, saves, and refuses a save from a form opened before another save. An
 * editor has no Customers tab and cannot open the list.
 */
import { expect, test, type Page } from '@playwright/test'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { shot } from './site-helpers'
import { validMessage } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const COMPANY = `Herat Roads ${stamp}`
const FIRST = `Wahid Sultani ${stamp}`
const SECOND = `Site Office ${stamp}`
// The same line typed two ways: national with a 0, and international.
const PHONE = `07${String(Date.now()).slice(-8)}`
const PHONE_INTL = `+93 ${PHONE.slice(1, 4)} ${PHONE.slice(4, 7)} ${PHONE.slice(7)}`

async function openLead(page: Page, name: string) {
  await page.goto('/admin/leads')
  await page.getByRole('link', { name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await waitForHydration(page)
}

const customerSection = (page: Page) => page.getByRole('region', { name: 'Customer record' })

test('a lead makes a new record; the next lead on the same line is offered it and linked', async ({ page }) => {
  for (const lead of [
    { name: FIRST, company: COMPANY, email: `wahid-${stamp}@heratroads.af`, phone: PHONE },
    { name: SECOND, email: `site-${stamp}@example.af`, phone: PHONE_INTL },
  ]) {
    const posted = await page.request.post('/api/contact', { data: validMessage({ subject: 'other', ...lead }) })
    expect(posted.status()).toBe(201)
  }
  await signInAs(page, 'sales')

  await openLead(page, FIRST)
  await expect(customerSection(page)).toContainText('No record has this e-mail address or phone line.')
  await customerSection(page).getByRole('button', { name: 'New record from this lead' }).click()
  await expect(customerSection(page).getByRole('link', { name: COMPANY })).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Customer record')

  await openLead(page, SECOND)
  const matches = customerSection(page).getByTestId('customer-matches')
  await expect(matches).toContainText(COMPANY)
  await expect(matches).toContainText('same phone')
  await expectNoAxeViolations(page, 'lead with a matching customer record')
  await shot(page, 'lead-customer')
  await matches.getByRole('button', { name: `Link to ${COMPANY}` }).click()
  await expect(customerSection(page).getByRole('link', { name: COMPANY })).toBeVisible()
  await expect(customerSection(page).getByTestId('customer-matches')).toHaveCount(0)

  await customerSection(page).getByRole('link', { name: COMPANY }).click()
  const timeline = page.getByTestId('customer-timeline')
  await expect(timeline.getByRole('link', { name: /\(new\)$/ })).toHaveCount(2)
})

test('the Customers tab finds the record by its phone typed another way', async ({ page }) => {
  await signInAs(page, 'sales')
  await page.getByRole('navigation', { name: 'Staff panel' }).getByRole('link', { name: 'Customers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
  await page.getByLabel('Search customers').fill(PHONE_INTL)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/admin\/customers\?q=/)
  const table = page.getByTestId('customers-table')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('link', { name: COMPANY })).toBeVisible()
  await expect(table).toContainText(`wahid-${stamp}@heratroads.af`)
  await expectNoAxeViolations(page, 'customers list')
  await shot(page, 'customers')
  await page.getByLabel('Search customers').fill(`nobody-${stamp}`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('No record matches.', { exact: false })).toBeVisible()
})

test('the record is edited; a contact with no e-mail or phone is refused, input kept; a stale form is refused', async ({
  page,
  context,
}) => {
  await signInAs(page, 'sales')
  await page.goto(`/admin/customers?q=${encodeURIComponent(COMPANY)}`)
  await page.getByTestId('customers-table').getByRole('link', { name: COMPANY }).click()
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible()
  const recordUrl = page.url()
  // A second tab opened on the same record now, saved after the first tab's save.
  const stale = await context.newPage()
  await stale.goto(recordUrl)
  await waitForHydration(stale)
  await waitForHydration(page)

  await page.getByText('Edit the record and its contacts').click()
  const form = page.getByTestId('customer-form')
  await form.locator('[name=name]').fill(`${COMPANY} Ltd`)
  await form.locator('[name="contacts.1.name"]').fill('Accounts')
  // A contact with a name only: the browser lets it through, the save names what it needs.
  await form.getByRole('button', { name: 'Save record' }).click()
  await expect(form.getByRole('alert')).toContainText('The record was not saved')
  await expect(form.locator('[name="contacts.1.email"]')).toHaveAccessibleDescription(
    /Give an e-mail address or a phone number/,
  )
  await expect(form.locator('[name=name]')).toHaveValue(`${COMPANY} Ltd`)
  await expect(form.locator('[name="contacts.1.name"]')).toHaveValue('Accounts')
  await expectNoAxeViolations(page, 'customer edit with an error')
  await shot(page, 'customer-edit')

  await form.locator('[name="contacts.1.email"]').fill(`accounts-${stamp}@heratroads.af`)
  await form.getByRole('button', { name: 'Save record' }).click()
  await expect(form.getByRole('status')).toContainText('Record saved.')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: `${COMPANY} Ltd` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contacts' })).toContainText(`accounts-${stamp}@heratroads.af`)

  await stale.getByText('Edit the record and its contacts').click()
  const staleForm = stale.getByTestId('customer-form')
  await staleForm.locator('[name=notes]').fill('Written in the other tab.')
  await staleForm.getByRole('button', { name: 'Save record' }).click()
  await expect(staleForm.getByRole('alert')).toContainText('Someone else saved this record after you opened it')
  await expect(staleForm.getByRole('alert')).toContainText('name')
  await expect(staleForm.getByRole('button', { name: 'Save mine over theirs' })).toBeVisible()
  await stale.reload()
  await expect(stale.getByRole('heading', { level: 1, name: `${COMPANY} Ltd` })).toBeVisible()
  await stale.close()
})

test('an editor has no Customers tab and cannot open the list', async ({ page }) => {
  await signInAs(page, 'editor')
  await expect(
    page.getByRole('navigation', { name: 'Staff panel' }).getByRole('link', { name: 'Customers' }),
  ).toHaveCount(0)
  const response = await page.goto('/admin/customers')
  expect(response?.status()).toBe(403)
})
