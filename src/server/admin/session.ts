import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, lt } from 'drizzle-orm'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { getEnv } from '@/env'
import { RateLimiter } from '@/server/contact/rate-limit'
import { getDb } from '@/server/db/client'
import { adminSessions } from '@/server/db/schema'
import { jsonError } from '@/server/http'

/**
 * Staff sessions for /admin (docs/decisions/013-admin-access.md). A random 256-bit token lives in an HttpOnly,
 * Secure, SameSite=Strict `__Host-` cookie; the database keeps only its hash, so a leaked database gives no
 * session. The hash also covers the configured password hash: changing the password ends every session.
 *
 * Every admin page, route handler and server action calls requireAdmin()/requireAdminApi() itself; nothing relies
 * on the proxy.
 */
export const SESSION_COOKIE = '__Host-mg_admin'
export const SESSION_TTL_MS = 8 * 60 * 60_000

/** 5 failed logins per client address per 15 minutes. */
export const LOGIN_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const
const g = globalThis as unknown as { __adminLoginLimiter?: RateLimiter }
export const loginRateLimiter: RateLimiter = (g.__adminLoginLimiter ??= new RateLimiter(LOGIN_RATE_LIMIT))

export function adminPasswordHash(): string | undefined {
  return getEnv().ADMIN_PASSWORD_HASH
}

/** With no password configured the admin does not exist (404 everywhere). */
export function adminEnabled(): boolean {
  return Boolean(adminPasswordHash())
}

function tokenHash(token: string): string {
  return createHash('sha256')
    .update(`${adminPasswordHash() ?? ''}\n${token}`)
    .digest('hex')
}

export interface AdminSession {
  id: number
  expiresAt: Date
}

/** Creates a session row and sets the cookie (call from a server action after the password was verified). */
export async function startAdminSession(now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  const db = await getDb()
  // Housekeeping: expired sessions go at each login.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now))
  await db.insert(adminSessions).values({ tokenHash: tokenHash(token), expiresAt })
  ;(await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    expires: expiresAt,
  })
}

/** The current staff session, or null (no cookie, unknown or expired token, admin disabled). */
export async function getAdminSession(now = new Date()): Promise<AdminSession | null> {
  if (!adminEnabled()) return null
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token || token.length > 100) return null
  const db = await getDb()
  const [row] = await db
    .select({ id: adminSessions.id, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, tokenHash(token)), gt(adminSessions.expiresAt, now)))
    .limit(1)
  return row ?? null
}

/** Ends the current session (row and cookie). */
export async function endAdminSession(): Promise<void> {
  const jar = await cookies()
  const token = jar.get(SESSION_COOKIE)?.value
  if (token) {
    const db = await getDb()
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)))
  }
  jar.delete({ name: SESSION_COOKIE, path: '/', secure: true, httpOnly: true, sameSite: 'strict' })
}

/** For admin pages and server actions: 404 when the admin is off, to the login page when not signed in. */
export async function requireAdmin(returnTo?: string): Promise<AdminSession> {
  if (!adminEnabled()) notFound()
  const session = await getAdminSession()
  if (!session) redirect(returnTo ? `/admin/login?next=${encodeURIComponent(returnTo)}` : '/admin/login')
  return session
}

/** For admin route handlers: a Response to return (404/401), or null when the caller may proceed. */
export async function requireAdminApi(): Promise<Response | null> {
  if (!adminEnabled()) return jsonError(404, 'Not found')
  if (!(await getAdminSession())) return jsonError(401, 'Sign in at /admin/login first.')
  return null
}

/** Only same-site admin paths are followed after login (no open redirect). */
export function safeAdminPath(value: unknown): string {
  return typeof value === 'string' && /^\/admin\/[a-z0-9/_-]*$/i.test(value) && !value.includes('//')
    ? value
    : '/admin/leads'
}
