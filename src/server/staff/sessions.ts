import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm'

import { isStaffRole, type StaffRole } from '@/lib/staff/roles'
import { getDb, type Db, type Tx } from '@/server/db/client'
import { adminSessions, staffUsers } from '@/server/db/schema'

/**
 * Staff sessions (docs/decisions/013-admin-access.md, 015-staff-accounts.md). A random 256-bit token lives in an
 * HttpOnly, Secure, SameSite=Strict `__Host-` cookie; the database keeps only its sha256, so a leaked database
 * gives no session. Each session belongs to one account and is looked up joined to it on every request: a
 * disabled account, a changed role or a reset password takes effect on the next request, not at the next sign-in.
 *
 * Cookie handling stays in auth.ts; these functions take the token, so tests can drive them without a request.
 */
export const SESSION_COOKIE = '__Host-mg_admin'
export const SESSION_TTL_MS = 8 * 60 * 60_000

export interface SessionAccount {
  sessionId: number
  id: number
  email: string
  displayName: string
  role: StaffRole
  mustChangePassword: boolean
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Stores a session for `userId` and returns its token and expiry (the caller sets the cookie). */
export async function createSession(userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  const db = await getDb()
  // Housekeeping: expired sessions go at each sign-in.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now))
  await db.insert(adminSessions).values({ tokenHash: tokenHash(token), userId, expiresAt })
  return { token, expiresAt }
}

/** The account behind a session token, or null (unknown or expired token, disabled account). */
export async function accountForToken(token: string | undefined, now = new Date()): Promise<SessionAccount | null> {
  if (!token || token.length > 100) return null
  const db = await getDb()
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      id: staffUsers.id,
      email: staffUsers.email,
      displayName: staffUsers.displayName,
      role: staffUsers.role,
      mustChangePassword: staffUsers.mustChangePassword,
    })
    .from(adminSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash(token)),
        gt(adminSessions.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1)
  if (!row || !isStaffRole(row.role)) return null
  return { ...row, role: row.role }
}

export async function deleteSessionByToken(token: string): Promise<void> {
  const db = await getDb()
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)))
}

/** Ends every session of an account (disabled, password reset), or every one but `keepSessionId`. */
export async function endSessionsOf(db: Db | Tx, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      keepSessionId === undefined
        ? eq(adminSessions.userId, userId)
        : and(eq(adminSessions.userId, userId), ne(adminSessions.id, keepSessionId)),
    )
}
