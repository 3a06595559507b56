/**
 * Roles on the server (decision 015): each role sees only its sections, and a page, route or action outside its
 * permission is refused by the server itself: 403 "You don't have access to this page" for pages, 401/403 JSON
 * for routes, and a server action posted directly (without the page that shows its form) changes nothing.
 */
import { expect, test, type Page } from '@playwright/test'

import { LANDING, signInAs, STAFF_ACCOUNTS } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

async function expectForbidden(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible()
}

test('without a session the panel sends to sign-in (with the way back), and the API answers 401', async ({
  page,
  request,
}) => {
  await page.goto('/admin/accounts')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faccounts$/)
  await expectNoAxeViolations(page)
  expect((await request.get('/api/admin/leads/export')).status()).toBe(401)
})

test('sales: leads and customers only', async ({ page }) => {
  await signInAs(page, 'sales')
  expect(new URL(page.url()).pathname).toBe(LANDING.sales)
  await expect(page.getByRole('banner')).toContainText(STAFF_ACCOUNTS.sales.name)
  await expect(page.getByRole('navigation', { name: 'Staff panel' }).getByRole('link')).toHaveText([
    'Leads',
    'Customers',
  ])
  // The catalogue sections' own role tests live with them (admin-products-*, admin-categories-*).
  const refused = ['/admin/accounts', '/admin/accounts/1', '/admin/audit', '/admin/content', '/admin/content/settings']
  for (const path of [...refused, '/admin/library', '/admin/library/releases/new']) await expectForbidden(page, path)
  // The library's resumable uploads refuse a role without the library too.
  const upload = await page.request.post('/api/admin/library/uploads', {
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10', origin: new URL(page.url()).origin },
  })
  expect(upload.status()).toBe(403)
  await expectNoAxeViolations(page)
  const csv = await page.request.get('/api/admin/leads/export')
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
})

test('editor: catalogue, site content and the audit log, not accounts or leads', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/audit')
  await expect(page.getByRole('navigation', { name: 'Staff panel' }).getByRole('link')).toHaveText([
    'Products',
    'Categories',
    'Import / export',
    'Content',
    'Support library',
    'Audit log',
  ])
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expectForbidden(page, '/admin/accounts')
  await expectForbidden(page, '/admin/accounts/1')
  await expectForbidden(page, '/admin/leads')
  const csv = await page.request.get('/api/admin/leads/export')
  expect(csv.status()).toBe(403)
  expect((await csv.json()).error.message).toBe("Your role doesn't allow this.")
  // Editors cannot quote: the quotation editor and its PDF preview are refused whatever the ids.
  await expectForbidden(page, '/admin/leads/1/quotations/1')
  const preview = await page.request.get('/api/admin/quotations/1/preview')
  expect(preview.status()).toBe(403)
  expect((await preview.json()).error.message).toBe("Your role doesn't allow this.")
})

test("a server action posted without its page's permission is refused and changes nothing", async ({
  page,
  browser,
}) => {
  // The owner's page as the server renders it carries the create-account form with Next's hidden action fields:
  // exactly what a browser without JavaScript posts.
  await signInAs(page, 'owner', '/admin/accounts')
  const html = await (await page.request.get('/admin/accounts')).text()
  const form = html.split('<form').find((f) => f.includes('name="displayName"'))!
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
  const hidden = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => [
    decode(/name="([^"]*)"/.exec(m[0])![1]!),
    decode(/value="([^"]*)"/.exec(m[0])?.[1] ?? ''),
  ])
  expect(hidden.some(([name]) => name!.startsWith('$ACTION'))).toBe(true)
  const email = `intruder.${Date.now()}@e2e.meridian.test`
  const post = (target: Page) =>
    target.evaluate(
      async ({ hidden, email }) => {
        const body = new FormData()
        for (const [k, v] of hidden) body.append(k!, v!)
        body.set('email', email)
        body.set('displayName', 'Intruder')
        body.set('role', 'sales')
        const r = await fetch('/admin/accounts', { method: 'POST', body })
        return `${r.status} ${(await r.text())
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(0, 300)}`
      },
      { hidden, email },
    )

  const other = await browser.newContext()
  const editor = await other.newPage()
  await signInAs(editor, 'editor', '/admin/audit')
  // Refused by requireStaffForm('accounts') inside the action: 403, with the page posted to, which shows this role
  // the panel's 403 page (tests/ops/forbidden-actions.test.ts checks that for every staff action). An action that
  // throws forbidden() gets Next's 404 page when posted without JavaScript, hence the refusal returned and its status
  // set by the HTTP server (src/server/http/action-status.mjs).
  expect(await post(editor)).toMatch(/^403 /)
  await other.close()
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
  // The same post from the owner works: the refusal above was the permission, not a malformed request.
  expect(await post(page)).toMatch(/^200/)
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1)
})
