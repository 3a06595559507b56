import 'server-only'

import { eq } from 'drizzle-orm'

import { getEnv } from '@/env'
import { PASSWORD_MAX_LENGTH } from '@/lib/staff/password-policy'
import { isStaffRole } from '@/lib/staff/roles'
import { hashPassword, verifyPassword } from '@/server/staff/password'
import { getDb } from '@/server/db/client'
import { staffUsers, type StaffUserRow } from '@/server/db/schema'
import { countEnabledOwners, findStaffByEmail, normalizeEmail, recordSignIn } from './accounts'
import { recordAudit } from './audit'
import type { StaffUser } from './staff-user'
import { signInWaitMessage } from '@/server/http/http-edge.mjs'
import { admitLogin } from './login-gate'

const g = globalThis as unknown as { __dummyHash?: Promise<string> }

export type SignInResult = { ok: true; user: StaffUser } | { ok: false; error: string; retryAfterSeconds?: number }

const WRONG = 'Wrong e-mail address or password.'

/**
 * A hash to verify against when there is no account, so "no such e-mail" takes as long as "wrong password" and
 * response times do not reveal which addresses have accounts.
 */
function dummyHash(): Promise<string> {
  return (g.__dummyHash ??= hashPassword('not a password of anyone'))
}

function asUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: isStaffRole(row.role) ? row.role : 'sales',
  }
}

/**
 * Bootstrap owner (docs/decisions/015-staff-accounts.md): while no enabled owner exists, ADMIN_PASSWORD_HASH's
 * password signs in with ADMIN_EMAIL (or any address when that is unset), and that sign-in turns it into an
 * ordinary owner account carrying the same hash. From then on the variable is ignored.
 */
async function bootstrapOwner(email: string, password: string): Promise<StaffUser | null> {
  const env = getEnv()
  const hash = env.ADMIN_PASSWORD_HASH
  if (!hash) return null
  if (env.ADMIN_EMAIL && normalizeEmail(env.ADMIN_EMAIL) !== email) return null
  if ((await countEnabledOwners()) > 0) return null
  if (!(await verifyPassword(password, hash))) return null
  const db = await getDb()
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: two first sign-ins at once make one owner.
    if ((await countEnabledOwners(tx)) > 0) return null
    const existing = await findStaffByEmail(tx, email)
    const [row] = existing
      ? await tx
          .update(staffUsers)
          .set({
            role: 'owner',
            passwordHash: hash,
            disabledAt: null,
            mustChangePassword: false,
            updatedAt: new Date(),
          })
          .where(eq(staffUsers.id, existing.id))
          .returning()
      : await tx
          .insert(staffUsers)
          .values({ email, displayName: 'Owner', role: 'owner', passwordHash: hash })
          .returning()
    const user = asUser(row!)
    await recordAudit(tx, {
      actor: user,
      entityType: 'account',
      entityId: String(user.id),
      action: 'bootstrap-owner',
      before: existing ? { email: existing.email, role: existing.role, disabled: existing.disabledAt !== null } : null,
      after: { email: user.email, displayName: user.displayName, role: 'owner', disabled: false },
    })
    return user
  })
}

/**
 * Checks an e-mail and password. Admitted through the login gate (src/server/staff/login-gate.ts): rate limited per
 * client address and IPv6 /64 (only failures count), and refused at once while the hash slots are busy. On success
 * the last sign-in time is recorded; the caller starts the session.
 */
export async function signIn(input: {
  email: unknown
  password: unknown
  clientAddress: string
}): Promise<SignInResult> {
  const gate = await admitLogin(input.clientAddress)
  if (!gate.ok) {
    const error =
      gate.reason === 'busy'
        ? 'Too many sign-in attempts right now. Try again in a few seconds.'
        : signInWaitMessage(gate.retryAfterSeconds)
    return { ok: false, error, retryAfterSeconds: gate.retryAfterSeconds }
  }
  try {
    const user = await checkCredentials(input.email, input.password)
    if (!user.ok) return user
    await gate.succeeded()
    await recordSignIn(user.user.id)
    return user
  } finally {
    gate.release()
  }
}

async function checkCredentials(rawEmail: unknown, password: unknown): Promise<SignInResult> {
  if (
    typeof rawEmail !== 'string' ||
    typeof password !== 'string' ||
    !rawEmail.trim() ||
    rawEmail.length > 254 ||
    !password ||
    password.length > PASSWORD_MAX_LENGTH
  ) {
    return { ok: false, error: WRONG }
  }
  const email = normalizeEmail(rawEmail)
  const db = await getDb()
  const row = await findStaffByEmail(db, email)
  const passwordOk = await verifyPassword(password, row?.passwordHash ?? (await dummyHash()))
  let user: StaffUser | null = null
  if (row && passwordOk) {
    if (row.disabledAt) return { ok: false, error: 'This account is disabled. Ask an owner to enable it.' }
    user = asUser(row)
  } else {
    user = await bootstrapOwner(email, password)
  }
  if (!user) return { ok: false, error: WRONG }
  return { ok: true, user }
}
