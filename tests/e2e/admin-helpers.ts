/**
 * Staff sign-in for the admin browser tests. scripts/e2e-server.mjs creates these three accounts (one per role)
 * with `npm run admin:create-user` before the server starts, so every spec can sign in as the role it needs:
 *
 *   await signInAs(page, 'editor')            // lands on /admin/products signed in as the editor
 *   await signInAs(page, 'sales', '/admin/leads')
 */
import { expect, type Cookie, type Page } from '@playwright/test'

import accounts from './staff-accounts.json' with { type: 'json' }

export type TestRole = 'owner' | 'editor' | 'sales' | 'service'

export const STAFF_ACCOUNTS: Record<TestRole, { email: string; name: string; password: string }> = accounts

/**
 * The session cookie of each role's first sign-in through the form in this worker, by server: later sign-ins as that
 * role reuse it (docs/decisions/060-ci-time.md). A sign-in is a page, hydration and a password hash on a busy
 * machine; the form itself is still used by each worker's first sign-in per role and server, and tested on its own
 * (tests/e2e/admin-staff-roles.spec.ts, tests/e2e/admin-staff-accounts.spec.ts).
 */
const sessions = new Map<string, Cookie[]>()
const SESSION_COOKIE = '__Host-mg_admin'

/** The page each role lands on after signing in at /admin (its first section). */
export const LANDING: Record<TestRole, string> = {
  owner: '/admin/leads',
  editor: '/admin/products',
  sales: '/admin/leads',
  service: '/admin/service',
}

/**
 * Waits until React has hydrated the admin page (src/staff/shared/hydrated-marker.tsx). Call it after a
 * navigation and before changing a select or clicking a form button: before hydration React resets selects to
 * their default, and a click posts the form without JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('[data-admin-hydrated="true"]')).toBeAttached()
}

/**
 * Signs in and waits for the landing page: through the real form the first time in a worker for this role and
 * server, later with that sign-in's session. `next` (an /admin path) is where to go after signing in; by default the
 * role's first section. Works with the test's `baseURL`, or pass an absolute origin.
 */
export async function signInAs(page: Page, role: TestRole, next?: string, origin = ''): Promise<void> {
  const key = `${origin} ${role}`
  const target = next ?? LANDING[role]
  const kept = sessions.get(key)
  if (kept) {
    await page.context().addCookies(kept)
    await page.goto(`${origin}${target}`)
    // A session a test ended (signed out, account disabled, server restarted) sends to the sign-in page: sign in again.
    if (new URL(page.url()).pathname !== '/admin/login') {
      await expect(page).toHaveURL((url) => url.pathname === target.split('?')[0])
      await waitForHydration(page)
      return
    }
    sessions.delete(key)
  }
  await signInWith(page, STAFF_ACCOUNTS[role], next, origin, LANDING[role])
  sessions.set(
    key,
    (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE),
  )
}

/**
 * Signs in with any account through the real form and waits for `next` (an /admin path) or, without one, for
 * `landing`, where the server sends that account's role.
 */
export async function signInWith(
  page: Page,
  account: { email: string; password: string },
  next?: string,
  origin = '',
  landing = '/admin/leads',
): Promise<void> {
  await page.goto(`${origin}/admin/login${next ? `?next=${encodeURIComponent(next)}` : ''}`)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL((url) => url.pathname === (next ?? landing).split('?')[0])
  await waitForHydration(page)
}

/** Signs out through the shell's button. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
}
