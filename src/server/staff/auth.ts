import 'server-only'

import { cookies, headers } from 'next/headers'
import { forbidden, notFound, redirect } from 'next/navigation'
import { cache } from 'react'

import { getEnv } from '@/env'
import { roleCan, type StaffPermission, type StaffRole } from '@/lib/staff/roles'
import { setActionStatus } from '@/server/http/action-status.mjs'
import { jsonError } from '@/server/http/http'
import { countStaffAccounts } from './accounts'
import type { StaffUser } from './staff-user'
import { accountForToken, createSession, deleteSessionByToken, SESSION_COOKIE, type SessionAccount } from './sessions'

/**
 * The one door to "who is this and may they do that" for /admin (docs/decisions/015-staff-accounts.md).
 * Every admin page, server action and route handler calls requireStaffPage / requireStaffApi itself (a test in
 * src/app/admin/access.test.ts enumerates them); nothing relies on the proxy.
 */
export type { StaffPermission, StaffRole, StaffUser }

/** The signed-in account with its session (for pages that need more than StaffUser). */
export type StaffSession = SessionAccount

const g = globalThis as unknown as { __staffExists?: boolean }

/**
 * The admin exists when a staff account exists or the bootstrap hash is configured; otherwise every admin URL is
 * a 404, as before accounts existed. Once an account exists it never goes away (accounts are disabled, not
 * deleted), so a yes is remembered; a no is asked again (the CLI may create the first account at any time).
 */
export async function staffEnabled(): Promise<boolean> {
  if (g.__staffExists || getEnv().ADMIN_PASSWORD_HASH) return true
  if ((await countStaffAccounts()) > 0) g.__staffExists = true
  return Boolean(g.__staffExists)
}

/** Tests that reuse one process for several databases forget the remembered yes. */
export function resetStaffEnabledCache(): void {
  g.__staffExists = undefined
}

/** The signed-in staff member, or null. One database read per request however many components ask. */
export const getCurrentStaff = cache(async (): Promise<StaffSession | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  return accountForToken(token)
})

function publicUser(session: StaffSession): StaffUser {
  return { id: session.id, email: session.email, displayName: session.displayName, role: session.role }
}

/** Only same-site admin paths are followed after sign-in (no open redirect). */
export function safeAdminPath(value: unknown, fallback = '/admin'): string {
  return typeof value === 'string' &&
    /^\/admin(\/[a-z0-9/_-]*)?(\?[a-z0-9=&%._-]*)?$/i.test(value) &&
    !value.includes('//') &&
    !value.startsWith('/admin/login')
    ? value
    : fallback
}

/** The path of the page being rendered (set by src/proxy.ts), to come back to after signing in. */
async function currentAdminPath(): Promise<string> {
  return safeAdminPath((await headers()).get('x-pathname'))
}

export const PASSWORD_CHANGE_PATH = '/admin/password'

/**
 * Any signed-in staff member, whatever the role: 404 when the admin does not exist, to the sign-in page when not
 * signed in, to the password page while a temporary password is in use (unless `allowPasswordChange`).
 */
export async function requireStaffSession(
  options: { returnTo?: string; allowPasswordChange?: boolean } = {},
): Promise<StaffSession> {
  if (!(await staffEnabled())) notFound()
  const session = await getCurrentStaff()
  if (!session) {
    // A server action called by script (React's own call carries `Next-Action`) is answered 401 with the redirect,
    // which React still follows (src/server/http/action-status.mjs); a form posted without JavaScript gets the 303.
    const request = await headers()
    if (request.get('next-action') !== null) setActionStatus(request.get('x-request-id'), 401)
    const next = options.returnTo ? safeAdminPath(options.returnTo) : await currentAdminPath()
    redirect(next === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`)
  }
  if (session.mustChangePassword && !options.allowPasswordChange) redirect(PASSWORD_CHANGE_PATH)
  return session
}

/**
 * For pages. No session: to `/admin/login?next=…`; a session without the permission: the 403 page "You don't have
 * access to this page" (src/app/admin/(panel)/forbidden.tsx). Server actions use requireStaffForm or
 * requireStaffAction: Next.js answers `forbidden()` thrown by an action posted without JavaScript with its 404 page.
 */
export async function requireStaffPage(permission: StaffPermission, returnTo?: string): Promise<StaffUser> {
  const session = await requireStaffSession({ returnTo })
  if (!roleCan(session.role, permission)) forbidden()
  return publicUser(session)
}

/** For route handlers: the user (holding any of the permissions given), or a JSON 404/401/403 Response to return. */
export async function requireStaffApi(
  permission: StaffPermission | readonly StaffPermission[],
): Promise<StaffUser | Response> {
  const allowed = typeof permission === 'string' ? [permission] : permission
  if (!(await staffEnabled())) return jsonError(404, 'Not found')
  const session = await getCurrentStaff()
  if (!session) return jsonError(401, 'Sign in at /admin/login first.')
  if (session.mustChangePassword) return jsonError(403, 'Change your temporary password at /admin/password first.')
  if (!allowed.some((p) => roleCan(session.role, p))) return jsonError(403, "Your role doesn't allow this.")
  return publicUser(session)
}

/** Why a server action called from the browser was refused before it ran. */
export interface StaffActionRefusal {
  refused: 'signed-out' | 'forbidden'
  message: string
}

/**
 * A refusal for the action to return as its answer, sent with the status 403 (src/server/http/action-status.mjs):
 * React still reads the answer (the form shows why), and a form posted without JavaScript gets the page again, whose
 * own check shows the 403 page.
 */
async function forbiddenAction(message: string): Promise<StaffActionRefusal> {
  setActionStatus((await headers()).get('x-request-id'), 403)
  return { refused: 'forbidden', message }
}

/**
 * For server actions the panel's forms post (with or without JavaScript): the user, or a refusal (answered 403) the
 * action returns as its FormState. No session: to the sign-in page, as requireStaffPage does.
 */
export async function requireStaffForm(
  permission: StaffPermission,
  returnTo?: string,
): Promise<StaffUser | StaffActionRefusal> {
  const session = await requireStaffSession({ returnTo })
  if (!roleCan(session.role, permission)) return forbiddenAction("Your role doesn't allow this.")
  return publicUser(session)
}

/**
 * For server actions an editor calls as a function (the product editor): the user, or a refusal the action returns
 * as its answer. Unlike requireStaffPage it never redirects: a redirect would take the editor away from its unsaved
 * input, where this lets it say "your session has expired" and keep everything (docs/decisions/017-product-editor.md).
 */
export async function requireStaffAction(permission: StaffPermission): Promise<StaffUser | StaffActionRefusal> {
  const session = (await staffEnabled()) ? await getCurrentStaff() : null
  if (!session) {
    // 401, with the refusal the editor shows ("sign in again", its input kept): a script reads the status.
    setActionStatus((await headers()).get('x-request-id'), 401)
    return { refused: 'signed-out', message: 'Your session has expired.' }
  }
  if (session.mustChangePassword) return forbiddenAction('Change your temporary password first.')
  if (!roleCan(session.role, permission)) return forbiddenAction("Your role doesn't allow this.")
  return publicUser(session)
}

/**
 * For the panel's layout: whether the page requested is one the member's role may not open (`permissionFor` its
 * path: src/staff/shared/nav.ts), and if so the answer's status becomes 403 (src/server/http/action-status.mjs). The
 * layout then shows the 403 page in place of the page. The page's own requireStaffPage would throw forbidden(),
 * which a production build of Next.js renders as an empty document that only JavaScript fills (a page's notFound()
 * too); refused in the layout, the page is never rendered and the 403 page is real HTML.
 */
export async function pageRefused(
  session: StaffSession,
  permissionFor: (path: string) => StaffPermission | null,
): Promise<boolean> {
  const request = await headers()
  const needed = permissionFor(request.get('x-pathname') ?? '')
  if (!needed || roleCan(session.role, needed)) return false
  setActionStatus(request.get('x-request-id'), 403)
  return true
}

/** Starts a session for an account that just proved its password, and sets the cookie. */
export async function startStaffSession(userId: number, now = new Date()): Promise<void> {
  const { token, expiresAt } = await createSession(userId, now)
  ;(await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    expires: expiresAt,
  })
}

/** Ends the current session (row and cookie). */
export async function endStaffSession(): Promise<void> {
  const jar = await cookies()
  const token = jar.get(SESSION_COOKIE)?.value
  if (token) await deleteSessionByToken(token)
  jar.delete({ name: SESSION_COOKIE, path: '/', secure: true, httpOnly: true, sameSite: 'strict' })
}
