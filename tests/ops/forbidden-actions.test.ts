/**
 * A staff server action run by a role that may not use it answers 403, as a page the role may not open does
 * (docs/staff-panel.md, docs/decisions/043-http-limits-and-supervision.md): posted by a browser without JavaScript
 * (a form post naming the action in its `$ACTION_…` fields) the panel's 403 page, not Next's 404 page; called by
 * React (`Next-Action`) the action's own refusal, "Your role doesn't allow this.", with the status 403. Nothing is
 * changed either way.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashPassword } from '../../src/server/staff/password'
import { send, serverActions, signInCookie } from './http-helpers'
import { health, ROOT, startApp, waitUntil, type AppProcess } from './support'

const OWNER = { email: 'owner@example.af', password: 'granite survey benchmark' }
const STAFF = {
  editor: { email: 'editor@example.af', name: 'Test Editor', password: 'basalt level tripod 42' },
  sales: { email: 'sales@example.af', name: 'Test Sales', password: 'quartz prism station 17' },
}
/** Which permission each file of staff actions needs, and a role without it. */
const REFUSED_ROLE: Record<string, keyof typeof STAFF> = {
  'src/staff/accounts/actions.ts': 'sales',
  'src/staff/categories/actions.ts': 'sales',
  'src/staff/catalogue/actions.ts': 'sales',
  'src/staff/content/actions.ts': 'sales',
  'src/staff/leads/actions.ts': 'editor',
  'src/staff/leads/owner-actions.ts': 'editor',
  'src/staff/leads/assignment-actions.ts': 'sales',
}
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')

let app: AppProcess
const cookies: Record<'owner' | keyof typeof STAFF, string> = { owner: '', editor: '', sales: '' }

beforeAll(async () => {
  // The accounts exist before the server starts (the CLI, as an operator creates them); the owner is the bootstrap one.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-'))
  for (const [role, account] of Object.entries(STAFF)) {
    const args = ['--email', account.email, '--name', account.name, '--role', role, '--password-stdin']
    const r = spawnSync(process.execPath, [TSX, '--conditions=react-server', 'scripts/admin-create-user.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD_HASH: '' },
      input: `${account.password}\n`,
      encoding: 'utf8',
    })
    if (r.status !== 0) throw new Error(`admin-create-user failed:\n${r.stdout}\n${r.stderr}`)
  }
  app = await startApp({
    dataDir,
    env: { ADMIN_PASSWORD_HASH: await hashPassword(OWNER.password), ADMIN_EMAIL: OWNER.email },
  })
  await waitUntil(async () => (await health(app.baseURL)).status === 200, 'ready', 90_000)
  cookies.owner = await signInCookie(app.baseURL, OWNER.email, OWNER.password)
  for (const role of ['editor', 'sales'] as const)
    cookies[role] = await signInCookie(app.baseURL, STAFF[role].email, STAFF[role].password)
})
afterAll(async () => app?.dispose())

/** The staff actions of the build with the page that shows each and a role refused by it. */
function refusedActions() {
  const manifest = serverActions()
  return manifest
    .map((a) => ({ ...a, role: REFUSED_ROLE[a.filename ?? ''] }))
    .filter((a): a is typeof a & { role: keyof typeof STAFF } => a.role !== undefined)
}

/** The text a browser shows for an HTML answer. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

/**
 * The panel's 403 page, not Next's 404 page, in the HTML itself: a browser without JavaScript shows it (the panel's
 * layout refuses the page; a page's own forbidden() renders as an empty document in a production build).
 */
function expectForbiddenPage(html: string, what: string) {
  expect(visibleText(html), what).toContain("You don't have access to this page")
  expect(visibleText(html), what).not.toMatch(/could not be found|404/)
}

describe('a page a role may not open', () => {
  it('answers 403 with the 403 page in its HTML, for every section and part the role lacks', async () => {
    for (const [role, path] of [
      ['sales', '/admin/categories'],
      ['sales', '/admin/products/1'],
      ['sales', '/admin/content/pages'],
      ['editor', '/admin/leads'],
      ['editor', '/admin/accounts'],
      ['sales', '/admin/leads/assignment'],
    ] as const) {
      const answer = await fetch(`${app.baseURL}${path}`, { headers: { cookie: cookies[role] }, redirect: 'manual' })
      expect(`${role} ${path}: ${answer.status}`).toBe(`${role} ${path}: 403`)
      const html = await answer.text()
      expectForbiddenPage(html, `${role} ${path}`)
      // Inside the panel's shell: the sections the role may open are still there to go to.
      expect(visibleText(html), path).toContain('Sign out')
    }
    // And what the role may open still opens.
    const open = await fetch(`${app.baseURL}/admin/leads`, { headers: { cookie: cookies.sales } })
    expect(open.status).toBe(200)
    expect(visibleText(await open.text())).not.toContain("You don't have access to this page")
  })
})

describe('a forbidden staff action answers 403', () => {
  it('finds the staff actions of the build (the test itself works)', () => {
    const names = refusedActions().map((a) => a.name)
    expect(names).toEqual(expect.arrayContaining(['createAccount', 'updateLeadStatus', 'saveProductAction']))
    expect(names.length).toBeGreaterThanOrEqual(15)
  })

  it('posted without JavaScript, as the form a browser sends: the 403 page, not a 404 page', async () => {
    for (const action of refusedActions()) {
      const form = new FormData()
      form.append(`$ACTION_ID_${action.id}`, '')
      form.append('id', '1')
      const answer = await fetch(`${app.baseURL}${action.page}`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: { cookie: cookies[action.role], origin: app.baseURL },
      })
      const raw = await answer.text()
      expect(`${action.name} as ${action.role}: ${answer.status}`).toBe(`${action.name} as ${action.role}: 403`)
      expectForbiddenPage(raw, action.name)
    }
  })

  it("the owner's create-account form posted by a sales session changes nothing and answers 403", async () => {
    // The owner's page as the server renders it carries the form with Next's hidden fields: exactly what a browser
    // without JavaScript posts.
    const page = await fetch(`${app.baseURL}/admin/accounts`, { headers: { cookie: cookies.owner } })
    const html = await page.text()
    const formHtml = html.split('<form').find((f) => f.includes('name="displayName"'))!
    const decode = (v: string) =>
      v
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
    const form = new FormData()
    for (const m of formHtml.matchAll(/<input[^>]*type="hidden"[^>]*>/g))
      form.append(decode(/name="([^"]*)"/.exec(m[0])![1]!), decode(/value="([^"]*)"/.exec(m[0])?.[1] ?? ''))
    expect([...form.keys()].some((k) => k.startsWith('$ACTION'))).toBe(true)
    const email = `intruder.${Date.now()}@example.af`
    form.set('email', email)
    form.set('displayName', 'Intruder')
    form.set('role', 'owner')
    const answer = await fetch(`${app.baseURL}/admin/accounts`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { cookie: cookies.sales, origin: app.baseURL },
    })
    expect(answer.status).toBe(403)
    expectForbiddenPage(await answer.text(), 'createAccount')
    const after = await (await fetch(`${app.baseURL}/admin/accounts`, { headers: { cookie: cookies.owner } })).text()
    expect(after).not.toContain(email)
  })

  it("called by React (Next-Action): 403 with the action's refusal, not an error page", async () => {
    for (const action of refusedActions()) {
      const answer = await send(app.baseURL, 'POST', action.page, {
        headers: {
          cookie: cookies[action.role],
          origin: app.baseURL,
          'next-action': action.id,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
        },
        body: '[]',
      })
      expect(`${action.name} as ${action.role}: ${answer.status}`).toBe(`${action.name} as ${action.role}: 403`)
      expect(String(answer.headers['content-type'])).toContain('text/x-component')
      // Actions that answer a FormState say why; the lead status form's action answers nothing, the slug check null.
      if (!['updateLeadStatus', 'checkSlugAction'].includes(action.name))
        expect(answer.body, action.name).toContain("Your role doesn't allow this.")
    }
  })

  it('the same actions still work for a role that may use them', async () => {
    const action = refusedActions().find((a) => a.name === 'deleteCategoryAction')!
    const answer = await send(app.baseURL, 'POST', action.page, {
      headers: {
        cookie: cookies.editor,
        origin: app.baseURL,
        'next-action': action.id,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: '[0]',
    })
    // An id that is not one: the action ran, past the permission, and refused the request itself (400, not 403).
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('That request was not understood.')
  })
})
