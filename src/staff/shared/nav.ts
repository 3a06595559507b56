import { roleCan, type StaffPermission, type StaffRole } from '@/lib/staff/roles'

/**
 * The panel's sections (docs/decisions/015-staff-accounts.md). The shell shows those a role may open;
 * each page checks the permission again on the server.
 */
export interface AdminSection {
  href: string
  label: string
  permission: StaffPermission
  icon:
    | 'inbox'
    | 'package'
    | 'folder-tree'
    | 'arrow-up-down'
    | 'history'
    | 'users'
    | 'newspaper'
    | 'archive'
    | 'library'
    | 'wrench'
    | 'chart'
    | 'contacts'
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/admin/leads', label: 'Leads', permission: 'leads', icon: 'inbox' },
  { href: '/admin/service', label: 'Service desk', permission: 'service', icon: 'wrench' },
  { href: '/admin/customers', label: 'Customers', permission: 'customers', icon: 'contacts' },
  { href: '/admin/products', label: 'Products', permission: 'catalogue', icon: 'package' },
  { href: '/admin/categories', label: 'Categories', permission: 'catalogue', icon: 'folder-tree' },
  { href: '/admin/catalogue', label: 'Import / export', permission: 'catalogue', icon: 'arrow-up-down' },
  { href: '/admin/content', label: 'Content', permission: 'content', icon: 'newspaper' },
  { href: '/admin/library', label: 'Support library', permission: 'library', icon: 'library' },
  { href: '/admin/audit', label: 'Audit log', permission: 'audit', icon: 'history' },
  { href: '/admin/accounts', label: 'Accounts', permission: 'accounts', icon: 'users' },
  { href: '/admin/figures', label: 'Site figures', permission: 'figures', icon: 'chart' },
  { href: '/admin/backups', label: 'Backups', permission: 'backups', icon: 'archive' },
]

/** Parts of a section that need more than the section's permission. */
const STRICTER: readonly { href: string; permission: StaffPermission }[] = [
  { href: '/admin/leads/assignment', permission: 'lead-settings' },
]

/**
 * The permission a page of the panel needs, by its path (the longest section or part that contains it); null for
 * pages any signed-in member opens (the password page). Each page checks its own again with requireStaffPage, and a
 * test (src/app/admin/access.test.ts) holds every page to this table.
 */
export function permissionForPath(path: string): StaffPermission | null {
  const pathname = path.split(/[?#]/)[0]!
  const match = [...STRICTER, ...ADMIN_SECTIONS]
    .filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]
  return match?.permission ?? null
}

export function sectionsFor(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => roleCan(role, s.permission))
}

export function firstSectionFor(role: StaffRole): string {
  return sectionsFor(role)[0]?.href ?? '/admin/password'
}
