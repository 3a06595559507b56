import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { hashPassword } from '@/server/staff/password'
import { listAudit } from './audit'
import {
  AccountError,
  changeOwnPassword,
  changeStaffRole,
  createStaffAccount,
  getStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffDisabled,
  temporaryPassword,
  type StaffAccount,
} from './accounts'
import { accountForToken, createSession } from './sessions'
import { resetLoginGate } from './login-gate'
import { signIn } from './sign-in'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'

let db: TestDatabase
let owner: StaffAccount
let editor: StaffAccount
const PASSWORD = 'granite survey benchmark'

beforeAll(async () => {
  db = await useTestDatabase()
  owner = await createStaffAccount(
    { email: ' Owner@Meridian.TEST ', displayName: 'Olga Owner', role: 'owner', password: PASSWORD },
    null,
  )
  editor = await createStaffAccount(
    { email: 'editor@meridian.test', displayName: 'Eddie Editor', role: 'editor', password: PASSWORD },
    owner,
  )
})
afterAll(async () => {
  delete process.env.ADMIN_PASSWORD_HASH
  delete process.env.ADMIN_EMAIL
  resetEnvCache()
  await db?.dispose()
})
beforeEach(() => resetLoginGate())

describe('staff accounts', () => {
  it('stores the e-mail lower-cased and refuses a duplicate, a bad address and a weak password', async () => {
    expect(owner.email).toBe('owner@meridian.test')
    const attempt = (over: Record<string, string>) =>
      createStaffAccount(
        { email: 'x@meridian.test', displayName: 'X', role: 'sales', password: PASSWORD, ...over },
        owner,
      )
    await expect(attempt({ email: 'OWNER@meridian.test' })).rejects.toThrow(
      'An account for owner@meridian.test already exists.',
    )
    await expect(attempt({ email: 'not-an-address' })).rejects.toMatchObject({ field: 'email' })
    await expect(attempt({ password: 'short' })).rejects.toThrow('Use at least 12 characters.')
    await expect(attempt({ password: 'password1234' })).rejects.toThrow('This password is too common.')
    await expect(attempt({ password: 'aaaaaaaaaaaaaaaa' })).rejects.toThrow(AccountError)
    await expect(attempt({ role: 'admin' })).rejects.toMatchObject({ field: 'role' })
  })

  it('records account creation by an owner in the audit log, without the password', async () => {
    const { entries } = await listAudit({ entityType: 'account', entityId: String(editor.id) })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'create', actorEmail: 'owner@meridian.test', actorName: 'Olga Owner' })
    expect(entries[0]!.changes).toEqual([
      { field: 'email', before: null, after: 'editor@meridian.test' },
      { field: 'displayName', before: null, after: 'Eddie Editor' },
      { field: 'role', before: null, after: 'editor' },
      { field: 'language', before: null, after: 'en' },
      { field: 'disabled', before: null, after: false },
    ])
    expect(JSON.stringify(entries)).not.toContain('scrypt')
  })

  it('makes temporary passwords that pass the policy', () => {
    const a = temporaryPassword()
    expect(a).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/)
    expect(temporaryPassword()).not.toBe(a)
  })

  it('never leaves the panel without an enabled owner', async () => {
    await expect(changeStaffRole(owner.id, 'editor', owner)).rejects.toThrow(
      'You are the only owner: make another account an owner first.',
    )
    await expect(setStaffDisabled(owner.id, true, owner)).rejects.toThrow(/only owner/)
    expect(await getStaffAccount(owner.id)).toMatchObject({ role: 'owner', disabledAt: null })
    // With a second owner, the first may step down.
    const second = await changeStaffRole(editor.id, 'owner', owner)
    expect(second.role).toBe('owner')
    await changeStaffRole(owner.id, 'editor', owner)
    await expect(changeStaffRole(editor.id, 'sales', second)).rejects.toThrow(/only owner/)
    await changeStaffRole(owner.id, 'owner', second)
    await changeStaffRole(editor.id, 'editor', owner)
    const roles = (await listStaffAccounts()).map((a) => [a.email, a.role])
    expect(roles).toEqual([
      ['editor@meridian.test', 'editor'],
      ['owner@meridian.test', 'owner'],
    ])
    const { entries } = await listAudit({ entityType: 'account', entityId: String(editor.id), pageSize: 1 })
    expect(entries[0]).toMatchObject({
      action: 'change-role',
      changes: [{ field: 'role', before: 'owner', after: 'editor' }],
    })
  })

  it("ends a disabled account's live session at once, and refuses its sign-in", async () => {
    const { token } = await createSession(editor.id)
    expect(await accountForToken(token)).toMatchObject({ id: editor.id, role: 'editor' })
    // A role change shows on the very next lookup.
    await changeStaffRole(editor.id, 'sales', owner)
    expect(await accountForToken(token)).toMatchObject({ role: 'sales' })
    await setStaffDisabled(editor.id, true, owner)
    expect(await accountForToken(token)).toBeNull()
    const refused = await signIn({ email: 'editor@meridian.test', password: PASSWORD, clientAddress: 'a' })
    expect(refused).toEqual({ ok: false, error: 'This account is disabled. Ask an owner to enable it.' })
    await setStaffDisabled(editor.id, false, owner)
    await changeStaffRole(editor.id, 'editor', owner)
    // The old session stays ended: enabling does not revive it.
    expect(await accountForToken(token)).toBeNull()
    expect(await signIn({ email: 'Editor@Meridian.test', password: PASSWORD, clientAddress: 'a' })).toMatchObject({
      ok: true,
      user: { id: editor.id, role: 'editor' },
    })
    expect((await getStaffAccount(editor.id))!.lastSignInAt).toBeInstanceOf(Date)
  })

  it('resets a password: old sessions end, a temporary password works once changed', async () => {
    const { token } = await createSession(editor.id)
    const { password } = await resetStaffPassword(editor.id, owner)
    expect(await accountForToken(token)).toBeNull()
    expect((await signIn({ email: 'editor@meridian.test', password: PASSWORD, clientAddress: 'b' })).ok).toBe(false)
    expect((await signIn({ email: 'editor@meridian.test', password, clientAddress: 'b' })).ok).toBe(true)
    const session = await createSession(editor.id)
    const other = await createSession(editor.id)
    expect(await accountForToken(session.token)).toMatchObject({ mustChangePassword: true })
    const current = (await accountForToken(session.token))!
    await expect(changeOwnPassword(editor, 'wrong', 'a brand new passphrase', current.sessionId)).rejects.toThrow(
      'The current password is wrong.',
    )
    await expect(changeOwnPassword(editor, password, 'qwertyuiop12', current.sessionId)).rejects.toThrow(/common/)
    await changeOwnPassword(editor, password, 'a brand new passphrase', current.sessionId)
    expect(await accountForToken(session.token)).toMatchObject({ mustChangePassword: false })
    expect(await accountForToken(other.token)).toBeNull()
    const actions = (await listAudit({ entityType: 'account', entityId: String(editor.id), pageSize: 2 })).entries
    expect(actions.map((e) => [e.action, e.actorEmail, e.changes])).toEqual([
      ['change-password', 'editor@meridian.test', [{ field: 'password', before: '(changed)', after: '(changed)' }]],
      ['reset-password', 'owner@meridian.test', [{ field: 'password', before: '(changed)', after: '(changed)' }]],
    ])
  })

  it('rate limits failed sign-ins per address: 5 per 15 minutes, success does not count', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await signIn({ email: 'owner@meridian.test', password: 'wrong password!', clientAddress: 'c' })).toEqual({
        ok: false,
        error: 'Wrong e-mail address or password.',
      })
    }
    const blocked = await signIn({ email: 'owner@meridian.test', password: PASSWORD, clientAddress: 'c' })
    expect(blocked).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Too many sign-in attempts\. Try again in/),
    })
    expect((await signIn({ email: 'owner@meridian.test', password: PASSWORD, clientAddress: 'd' })).ok).toBe(true)
    expect((await signIn({ email: 'nobody@meridian.test', password: PASSWORD, clientAddress: 'd' })).ok).toBe(false)
  })
})

describe('bootstrap owner (ADMIN_PASSWORD_HASH)', () => {
  it('signs in only while no enabled owner exists, and then becomes an ordinary owner account', async () => {
    process.env.ADMIN_PASSWORD_HASH = await hashPassword('bootstrap pass phrase')
    process.env.ADMIN_EMAIL = 'boss@meridian.test'
    resetEnvCache()
    // An owner exists: the bootstrap password is just a wrong password.
    expect(
      (await signIn({ email: 'boss@meridian.test', password: 'bootstrap pass phrase', clientAddress: 'e' })).ok,
    ).toBe(false)
    // Take the owner away (as a database restore without owners would): now the bootstrap works, for ADMIN_EMAIL only.
    await db.handle.db.execute(`update staff_users set role = 'editor' where role = 'owner'`)
    expect(
      (await signIn({ email: 'someone@meridian.test', password: 'bootstrap pass phrase', clientAddress: 'e' })).ok,
    ).toBe(false)
    const first = await signIn({ email: 'BOSS@meridian.test', password: 'bootstrap pass phrase', clientAddress: 'e' })
    expect(first).toMatchObject({
      ok: true,
      user: { email: 'boss@meridian.test', role: 'owner', displayName: 'Owner' },
    })
    const accounts = await listStaffAccounts()
    expect(accounts.filter((a) => a.role === 'owner').map((a) => a.email)).toEqual(['boss@meridian.test'])
    // From now on it is an account like any other: the same password signs it in, without a second account.
    expect(
      (await signIn({ email: 'boss@meridian.test', password: 'bootstrap pass phrase', clientAddress: 'e' })).ok,
    ).toBe(true)
    expect(await listStaffAccounts()).toHaveLength(accounts.length)
    const { entries } = await listAudit({ entityType: 'account', pageSize: 1 })
    expect(entries[0]).toMatchObject({ action: 'bootstrap-owner', actorEmail: 'boss@meridian.test' })
  })
})
