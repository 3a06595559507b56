/**
 * The quotation steps the sales specs share (docs/decisions/051-quotations.md): sales opens a lead and creates its
 * quotation, prices it (a discount on the first line, an afghani rate dated today in Kabul), saves and sends it,
 * later sends a revision; the customer's link is read from the e-mail that carried it.
 *
 *   const number = await createQuotation(page, app.baseURL, CUSTOMER)
 *   await priceQuotation(page, { total: '$25,690.00', totalAfn: '1,807,292 AFN' })
 *   await sendToCustomer(page)
 *   const link = await linkFromMail(smtp, EMAIL, 1)
 */
import { expect, type Page } from '@playwright/test'

import { signInAs, waitForHydration } from './admin-helpers'
import type { Smtp } from './leads-helpers'

/** Signs in as sales and opens the lead of `customer` (its name, as the lead list links it). */
export async function openLead(page: Page, baseURL: string, customer: string): Promise<void> {
  await signInAs(page, 'sales', '/admin/leads', baseURL)
  await page.getByRole('link', { name: customer }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible()
  await waitForHydration(page)
}

/** On the open lead, **Create quotation**: the editor opens; returns the new number ("Q-2026-0001"). */
export async function createQuotation(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create quotation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Quotation Q-\d{4}-\d{4}$/ })).toBeVisible()
  return (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Quotation ', '')
}

/**
 * In the editor: the first line's discount, the afghani rate dated today (Kabul), optionally payment terms; the
 * totals the editor shows must read `total` and `totalAfn` before it saves.
 */
export async function priceQuotation(
  page: Page,
  prices: { discount?: string; afnRate?: string; paymentTerms?: string; total: string; totalAfn: string },
): Promise<void> {
  await page
    .getByLabel('Discount (%)')
    .first()
    .fill(prices.discount ?? '5')
  await page.getByLabel('AFN per USD').fill(prices.afnRate ?? '70.35')
  // Today in Kabul (UTC+4:30), the day the rate is taken.
  await page.getByLabel('Rate date').fill(new Date(Date.now() + 4.5 * 3_600_000).toISOString().slice(0, 10))
  if (prices.paymentTerms) await page.getByLabel('Payment terms').fill(prices.paymentTerms)
  const totals = page.getByTestId('quotation-totals')
  await expect(totals).toContainText(prices.total)
  await expect(totals).toContainText(prices.totalAfn)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation saved.' })).toBeVisible()
}

/** **Send to the customer** on the open draft, and wait until the editor shows it sent. */
export async function sendToCustomer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send to the customer' }).click()
  await expect(page.getByText('Sent', { exact: true })).toBeVisible()
}

/** From the lead page: opens quotation `number`, makes its next revision (`Rev 2` once) and sends it. */
export async function sendRevision(page: Page, number: string): Promise<void> {
  await page.getByRole('link', { name: number, exact: true }).click()
  await page.getByRole('button', { name: 'New revision' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Quotation ${number} Rev 2` })).toBeVisible()
  await sendToCustomer(page)
}

/** A raw e-mail's text: quoted-printable soft breaks removed, base64 parts (Dari, Pashto, PDFs) decoded beside. */
export function mailText(sent: string): string {
  const parts = [...sent.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  )
  return [sent.replace(/=\r?\n/g, ''), ...parts].join('\n')
}

/** The customer's link from the nth e-mail sent to `email`, which carries the PDF too. */
export async function linkFromMail(smtp: Smtp, email: string, nth: number): Promise<string> {
  const mails = () => smtp.inbox.filter((m) => m.to.includes(email))
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(nth)
  const raw = mailText(mails()[nth - 1]!.raw)
  expect(raw).toMatch(/Content-Type: application\/pdf/i)
  const match = /https?:\/\/[^\s"<>]+\/q\/([A-Za-z0-9_-]{43})/.exec(raw)
  expect(match, 'the e-mail holds the link').not.toBeNull()
  return match![0]
}
