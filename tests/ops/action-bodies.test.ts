/**
 * Every server action of the production build, posted what a script may send instead of React's encoding, by every
 * kind of caller: never a 5xx (docs/decisions/043-http-limits-and-supervision.md). Arguments that are not a list
 * (`{}`) and multipart bodies that are not a valid argument list (a lone part `1_x`; part `0` that is not JSON; part
 * `0` pointing at parts the body does not have) are refused 400 by the HTTP layer, whoever sends them. An empty list
 * (`[]`) reaches the action: a staff action answers 401 to a caller who is signed out and 403 to a role without its
 * permission before it reads anything, and 400 to one with it (no form, no ids); a public action 400.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { roleCan, type StaffPermission, type StaffRole } from '../../src/lib/staff/roles'
import { hashPassword } from '../../src/server/staff/password'
import { send, serverActions, signInCookie } from './http-helpers'
import { health, ROOT, startApp, waitUntil, type AppProcess } from './support'

const OWNER = { email: 'owner@example.af', password: 'granite survey benchmark' }
const STAFF = {
  editor: { email: 'editor@example.af', name: 'Test Editor', password: 'basalt level tripod 42' },
  sales: { email: 'sales@example.af', name: 'Test Sales', password: 'quartz prism station 17' },
  service: { email: 'service@example.af', name: 'Test Service', password: 'theodolite bench plumb 28' },
}
type Caller = 'signed out' | StaffRole

/**
 * What each file of actions asks of its caller: a permission, any signed-in staff member ('session'), or nothing
 * (public). A new file of actions must be named here: the test fails on one it does not know.
 */
const NEEDS: Record<string, StaffPermission | 'session' | 'public'> = {
  'src/actions/compare.ts': 'public',
  'src/actions/contact.ts': 'public',
  'src/actions/language.ts': 'public',
  'src/actions/quote.ts': 'public',
  'src/staff/sign-in/actions.ts': 'public',
  'src/staff/shell/actions.ts': 'session',
  'src/staff/password/actions.ts': 'session',
  'src/staff/accounts/actions.ts': 'accounts',
  'src/staff/categories/actions.ts': 'catalogue',
  'src/staff/catalogue/actions.ts': 'catalogue',
  'src/staff/content/actions.ts': 'content',
  'src/staff/translations/actions.ts': 'content',
  'src/staff/leads/actions.ts': 'leads',
  'src/staff/leads/owner-actions.ts': 'leads',
  'src/staff/quotations/actions.ts': 'leads',
  'src/staff/leads/assignment-actions.ts': 'lead-settings',
  'src/staff/backups/actions.ts': 'backups',
  'src/staff/library/actions.ts': 'library',
  'src/actions/service.ts': 'public',
  'src/actions/library.ts': 'public',
  'src/staff/service/actions.ts': 'service',
  'src/staff/service/unit-actions.ts': 'service',
  'src/staff/service/quotation-actions.ts': 'service',
  'src/staff/service/certificate-actions.ts': 'service',
  'src/staff/service/link-actions.ts': 'service',
  'src/staff/customers/actions.ts': 'customers',
  'src/staff/service/customer-actions.ts': 'service',
  'src/staff/leads/customer-actions.ts': 'leads',
}
/** Actions that take no arguments: an empty list is a whole, valid call. */
const NO_ARGUMENTS = new Set(['dismissLanguageOffer', 'logout'])

const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
let app: AppProcess
const cookies: Record<Caller, string> = { 'signed out': '', owner: '', editor: '', sales: '', service: '' }

beforeAll(async () => {
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
  for (const role of ['editor', 'sales', 'service'] as const)
    cookies[role] = await signInCookie(app.baseURL, STAFF[role].email, STAFF[role].password)
})
afterAll(async () => app?.dispose())

/** A multipart body with these text parts, as a script would send it in place of React's encoding. */
function multipart(parts: Record<string, string>): { type: string; body: string } {
  const boundary = '----meridian-test-boundary'
  const body =
    Object.entries(parts)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`
  return { type: `multipart/form-data; boundary=${boundary}`, body }
}

const BODIES = {
  'an empty list': { type: 'text/plain;charset=UTF-8', body: '[]' },
  'an object': { type: 'text/plain;charset=UTF-8', body: '{}' },
  'a lone part 1_x': multipart({ '1_x': 'x' }),
  'part 0 not JSON': multipart({ '0': '{{' }),
  'part 0 pointing at missing parts': multipart({ '0': '["$K9","$9"]' }),
} as const
type Body = keyof typeof BODIES

/** The status a caller should get, or null for any 2xx or 3xx (an action that takes no arguments did its work). */
function expected(action: { name: string; filename?: string }, caller: Caller, body: Body): number | null {
  if (body !== 'an empty list') return 400
  const needs = NEEDS[action.filename ?? '']!
  if (needs !== 'public') {
    if (caller === 'signed out') return 401
    if (needs !== 'session' && !roleCan(caller, needs)) return 403
  }
  return NO_ARGUMENTS.has(action.name) ? null : 400
}

async function post(action: { id: string; page: string }, caller: Caller, body: Body) {
  const { type, body: content } = BODIES[body]
  return send(app.baseURL, 'POST', action.page, {
    headers: {
      ...(cookies[caller] && { cookie: cookies[caller] }),
      origin: app.baseURL,
      'next-action': action.id,
      accept: 'text/x-component',
      'content-type': type,
    },
    body: content,
  })
}

describe('every server action, posted what a script may send', () => {
  it('knows every file of actions in the build (the test itself works)', () => {
    const files = [...new Set(serverActions().map((a) => a.filename ?? '(none)'))]
    expect(files.filter((f) => !(f in NEEDS))).toEqual([])
    expect(serverActions().length).toBeGreaterThanOrEqual(40)
  })

  it('answers 400, 401 or 403, never a 5xx, to each caller', async () => {
    // Signing out ends the session the later calls use: the sign-out action goes last.
    const actions = serverActions().sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'))
    const wrong: string[] = []
    for (const action of actions) {
      for (const caller of ['signed out', 'editor', 'sales', 'owner'] as const) {
        for (const body of Object.keys(BODIES) as Body[]) {
          const answer = await post(action, caller, body)
          const want = expected(action, caller, body)
          const ok = want === null ? answer.status >= 200 && answer.status < 400 : answer.status === want
          if (!ok)
            wrong.push(`${action.name} (${action.filename}) as ${caller}, ${body}: ${answer.status}, want ${want}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(app.output()).not.toMatch(/SyntaxError|Invalid forward reference|Cannot read properties of undefined/)
  })
})
