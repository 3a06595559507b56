import 'server-only'

import { randomInt } from 'node:crypto'

import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm'
import { z } from 'zod'

import { passwordProblem, PASSWORD_MAX_LENGTH } from '@/lib/staff/password-policy'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@/lib/staff/roles'
import { hashPassword, verifyPassword } from '@/server/staff/password'
import { getDb, type Db, type Tx } from '@/server/db/client'
import { staffUsers, type StaffUserRow } from '@/server/db/schema'
import { recordAudit } from './audit'
import type { StaffUser } from './staff-user'
import { endSessionsOf } from './sessions'

/**
 * Staff accounts (docs/decisions/015-staff-accounts.md): created by the CLI or by an owner in the panel, never deleted
 * (disabled instead, so the audit log keeps its actors). Every change here is audited in the same transaction, and no
 * change may leave the panel without an enabled owner.
 */

/** E-mail addresses are compared lower-cased and trimmed: what people type differs in case, the mailbox does not. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const staffAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'Use at most 254 characters.')
    .pipe(z.email('Enter a valid e-mail address.'))
    .transform(normalizeEmail),
  displayName: z.string().trim().min(1, 'Enter a name.').max(80, 'Use at most 80 characters.'),
  role: z.enum(STAFF_ROLES, 'Choose a role.'),
})
export type StaffAccountInput = z.input<typeof staffAccountSchema>

/** A refusal to show the person who asked (a 4xx, never a 500). `field` names the form field at fault. */
export class AccountError extends Error {
  constructor(
    message: string,
    public readonly field?: string,
  ) {
    super(message)
    this.name = 'AccountError'
  }
}

export interface StaffAccount extends StaffUser {
  /** The language of the e-mails the account receives (notices, the daily digest); the panel stays English. */
  language: Locale
  mustChangePassword: boolean
  lastSignInAt: Date | null
  disabledAt: Date | null
  createdAt: Date
}

function toAccount(row: StaffUserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: isStaffRole(row.role) ? row.role : 'sales',
    language: isLocale(row.language) ? row.language : 'en',
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt,
    disabledAt: row.disabledAt,
    createdAt: row.createdAt,
  }
}

/** What the audit log sees of an account: never the hash. */
function auditView(row: StaffUserRow | StaffAccount) {
  return {
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    language: row.language,
    disabled: row.disabledAt !== null,
  }
}

// 32 letters and digits without look-alikes (0/O, 1/l/I): a temporary password is read off a screen and typed.
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A temporary password: 4 groups of 4 (about 79 bits), e.g. `k7wp-3mzd-qh2x-9tfa`. */
export function temporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join(''),
    )
    const candidate = groups.join('-')
    if (passwordProblem(candidate) === null) return candidate
  }
}

export async function listStaffAccounts(): Promise<StaffAccount[]> {
  const db = await getDb()
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.disabledAt), asc(staffUsers.email))
  // Enabled accounts first (nulls sort last in ascending order by default in Postgres), then by e-mail.
  return rows
    .map(toAccount)
    .sort((a, b) => Number(a.disabledAt !== null) - Number(b.disabledAt !== null) || a.email.localeCompare(b.email))
}

export async function getStaffAccount(id: number): Promise<StaffAccount | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const db = await getDb()
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1)
  return row ? toAccount(row) : undefined
}

export async function findStaffByEmail(db: Db | Tx, email: string): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeEmail(email)))
    .limit(1)
  return row
}

export async function countStaffAccounts(db?: Db | Tx): Promise<number> {
  const d = db ?? (await getDb())
  const [{ n } = { n: 0 }] = await d.select({ n: count() }).from(staffUsers)
  return n
}

export async function countEnabledOwners(db?: Db | Tx): Promise<number> {
  const d = db ?? (await getDb())
  const [{ n } = { n: 0 }] = await d
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt)))
  return n
}

export interface CreateAccountInput extends StaffAccountInput {
  password: string
  /** An owner handing out a temporary password sets this: the first sign-in asks for a new one. */
  mustChangePassword?: boolean
}

/**
 * Creates an account. `actor` is the owner doing it, recorded in the audit log; null for the command line, which
 * is run by whoever operates the server and has no staff account to name.
 */
export async function createStaffAccount(
  input: CreateAccountInput,
  actor: StaffUser | null,
  db?: Db,
): Promise<StaffAccount> {
  const parsed = staffAccountSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new AccountError(issue.message, String(issue.path[0] ?? ''))
  }
  const { email, displayName, role } = parsed.data
  const problem = passwordProblem(input.password, { email, displayName })
  if (problem) throw new AccountError(problem, 'password')
  const passwordHash = await hashPassword(input.password)
  const d = db ?? (await getDb())
  return d.transaction(async (tx) => {
    if (await findStaffByEmail(tx, email)) throw new AccountError(`An account for ${email} already exists.`, 'email')
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, displayName, role, passwordHash, mustChangePassword: input.mustChangePassword ?? false })
      .returning()
    if (actor) {
      await recordAudit(tx, {
        actor,
        entityType: 'account',
        entityId: String(row!.id),
        action: 'create',
        before: null,
        after: auditView(row!),
      })
    }
    return toAccount(row!)
  })
}

/**
 * Locks the enabled owners' rows for the rest of the transaction, so two owners demoting or disabling each other
 * at the same moment cannot both succeed and leave nobody in charge.
 */
async function lockOwners(tx: Tx): Promise<number[]> {
  const rows = await tx.execute<{ id: number }>(
    sql`select id from ${staffUsers}
        where ${staffUsers.role} = 'owner' and ${staffUsers.disabledAt} is null
        for update`,
  )
  return (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id))
}

async function changeAccount(
  id: number,
  actor: StaffUser,
  action: string,
  change: (row: StaffUserRow, tx: Tx) => Promise<Partial<typeof staffUsers.$inferInsert> | null>,
): Promise<StaffAccount> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx)
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1)
    if (!row) throw new AccountError('There is no such account.')
    const values = await change(row, tx)
    if (!values) return toAccount(row)
    const [after] = await tx
      .update(staffUsers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning()
    // No change may leave the panel without an enabled owner (not even the last owner demoting themself).
    const stillOwner = after!.role === 'owner' && after!.disabledAt === null
    if (owners.includes(id) && !stillOwner && owners.length <= 1) {
      throw new AccountError(
        row.id === actor.id
          ? 'You are the only owner: make another account an owner first.'
          : 'This is the only owner: make another account an owner first.',
      )
    }
    await recordAudit(tx, {
      actor,
      entityType: 'account',
      entityId: String(id),
      action,
      before: { ...auditView(row), ...(values.passwordHash ? { password: 'old' } : {}) },
      after: { ...auditView(after!), ...(values.passwordHash ? { password: 'new' } : {}) },
    })
    return toAccount(after!)
  })
}

export async function changeStaffRole(id: number, role: StaffRole, actor: StaffUser): Promise<StaffAccount> {
  if (!isStaffRole(role)) throw new AccountError('Choose a role.', 'role')
  return changeAccount(id, actor, 'change-role', async (row) => (row.role === role ? null : { role }))
}

export async function updateStaffName(id: number, displayName: string, actor: StaffUser): Promise<StaffAccount> {
  const parsed = staffAccountSchema.shape.displayName.safeParse(displayName)
  if (!parsed.success) throw new AccountError(parsed.error.issues[0]!.message, 'displayName')
  return changeAccount(id, actor, 'rename', async (row) =>
    row.displayName === parsed.data ? null : { displayName: parsed.data },
  )
}

/** The language of the account's e-mails (a customer's answer, the daily digest). */
export async function setStaffLanguage(id: number, language: string, actor: StaffUser): Promise<StaffAccount> {
  if (!isLocale(language)) throw new AccountError('Choose English, Dari or Pashto.', 'language')
  return changeAccount(id, actor, 'change-language', async (row) => (row.language === language ? null : { language }))
}

/** Disables (its sessions end in the same transaction) or enables an account. */
export async function setStaffDisabled(
  id: number,
  disabled: boolean,
  actor: StaffUser,
  now = new Date(),
): Promise<StaffAccount> {
  return changeAccount(id, actor, disabled ? 'disable' : 'enable', async (row, tx) => {
    if ((row.disabledAt !== null) === disabled) return null
    if (disabled) await endSessionsOf(tx, id)
    return { disabledAt: disabled ? now : null }
  })
}

/**
 * An owner resets someone's password: a new temporary password (returned once, to be handed over), the old
 * sessions end, and the next sign-in asks for a new password.
 */
export async function resetStaffPassword(
  id: number,
  actor: StaffUser,
): Promise<{ account: StaffAccount; password: string }> {
  const password = temporaryPassword()
  const passwordHash = await hashPassword(password)
  const account = await changeAccount(id, actor, 'reset-password', async (_row, tx) => {
    await endSessionsOf(tx, id)
    return { passwordHash, mustChangePassword: true }
  })
  return { account, password }
}

/**
 * Someone changes their own password (after a reset, or any time): the current one must be right, the new one
 * acceptable. Other sessions of the account end; the one in use (`keepSessionId`) stays.
 */
export async function changeOwnPassword(
  user: StaffUser,
  current: string,
  next: string,
  keepSessionId: number,
): Promise<void> {
  const db = await getDb()
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, user.id)).limit(1)
  if (!row) throw new AccountError('There is no such account.')
  if (current.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(current, row.passwordHash)))
    throw new AccountError('The current password is wrong.', 'current')
  if (next === current) throw new AccountError('Choose a password different from the current one.', 'password')
  const problem = passwordProblem(next, { email: row.email, displayName: row.displayName })
  if (problem) throw new AccountError(problem, 'password')
  const passwordHash = await hashPassword(next)
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, user.id))
    await endSessionsOf(tx, user.id, keepSessionId)
    await recordAudit(tx, {
      actor: user,
      entityType: 'account',
      entityId: String(user.id),
      action: 'change-password',
      before: { password: 'old' },
      after: { password: 'new' },
    })
  })
}

export async function recordSignIn(id: number, now = new Date()): Promise<void> {
  const db = await getDb()
  await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, id))
}

/** Other enabled owners than `id` (used by the accounts page to explain why a button is missing). */
export async function otherEnabledOwners(id: number): Promise<number> {
  const db = await getDb()
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt), ne(staffUsers.id, id)))
  return n
}
