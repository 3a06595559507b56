/**
 * The contact page on the shared e2e server (seeded catalogue): prefill from the buttons' links, validation,
 * the 24/7 support buttons, accessibility, and the form without JavaScript.
 * Messages posted here share one client address (127.0.0.1) and its limit of 5 per 10 minutes with every other
 * spec on this server: this file stores one.
 */
import { expectNoAxeViolations } from './axe'
import { expect, test, type Page } from '@playwright/test'

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name })

test('Request Quote opens the form with subject and product prefilled; an unknown product is ignored', async ({
  page,
}) => {
  await page.goto('/contact?subject=quote-request&product=k8-gnss-module')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expect(page.getByText('About: K8 GNSS Module')).toBeVisible()
  await expect(page.getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/product/k8-gnss-module')
  await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('quote-request')
  await expect(field(page, /^Message/)).toHaveValue('Please send me a quotation for the K8 GNSS Module.')

  await page.goto('/contact?subject=product-inquiry&product=k8-gnss-module&topic=demo')
  await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('product-inquiry')
  await expect(field(page, /^Message/)).toHaveValue('I would like to schedule a demonstration of the K8 GNSS Module.')

  await page.goto('/contact?subject=nonsense&product=no-such-product')
  await expect(page.getByText(/^About:/)).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('')
})

test('invalid input gets field-level messages, focus moves to the first, and nothing is sent', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url())
  })
  await page.goto('/contact')
  await field(page, /Email Address/).fill('farid@')
  await field(page, /Phone Number/).fill('call me')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Enter your full name.')).toBeVisible()
  await expect(page.getByText('Enter a valid email address, like name@company.af.')).toBeVisible()
  await expect(page.getByText('Enter a valid phone number, like +93 79 900 2400.')).toBeVisible()
  await expect(page.getByText('Choose a subject.')).toBeVisible()
  await expect(page.getByText('Enter your message.')).toBeVisible()
  await expect(field(page, /Full Name/)).toBeFocused()
  await expect(field(page, /Full Name/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the form' })).toBeVisible()
  // Typed values stay.
  await expect(field(page, /Email Address/)).toHaveValue('farid@')
  await expectNoAxeViolations(page)
  expect(posts).toEqual([])
})

test('the contact page passes axe, and the 24/7 support buttons call and write to support', async ({ page }) => {
  await page.goto('/contact')
  await expectNoAxeViolations(page)
  await expect(page.getByRole('link', { name: 'Call Support' })).toHaveAttribute('href', /^tel:\+\d{8,15}$/)
  await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
    'href',
    /^mailto:[^@?]+@[^?]+\?subject=/,
  )
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Regional Offices' })).toBeVisible()
  for (const office of ['Kabul Head Office', 'Jalalabad Office', 'Mazar-i-Sharif Office']) {
    await expect(main.getByRole('heading', { name: office })).toBeVisible()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts; the page returns with errors (typed text kept), then with success and a cleared form', async ({
    page,
  }) => {
    await page.goto('/contact?subject=quote-request&product=k8-gnss-module')
    // Blank-but-present name passes the browser's `required`, so the server's validation answers.
    await field(page, /Full Name/).fill('   ')
    await field(page, /Email Address/).fill('no-js@survey.af')
    await field(page, /Company/).fill('Offline Surveys')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Enter your full name.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the form' })).toBeVisible()
    await expect(field(page, /Email Address/)).toHaveValue('no-js@survey.af')
    await expect(field(page, /Company/)).toHaveValue('Offline Surveys')
    await expect(field(page, /^Message/)).toHaveValue('Please send me a quotation for the K8 GNSS Module.')
    await expect(page.getByText('About: K8 GNSS Module')).toBeVisible()

    await field(page, /Full Name/).fill('Nasir Popal')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
    await expect(field(page, /Full Name/)).toHaveValue('')
    await expect(field(page, /Email Address/)).toHaveValue('')
    await expect(field(page, /^Message/)).toHaveValue('')
  })
})
