import { roleCan, type StaffPermission, type StaffRole } from '@/lib/staff/roles'

/**
 * The panel's sections (docs/decisions/015-staff-accounts.md). The shell shows those a role may open;
 * each page checks the permission again on the server.
 */
export interface AdminSection {
  href: string
  label: string
  permission: StaffPermission
  icon: 'inbox' | 'package' | 'folder-tree' | 'arrow-up-down' | 'history' | 'users' | 'newspaper' | 'archive'
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/admin/leads', label: 'Leads', permission: 'leads', icon: 'inbox' },
  { href: '/admin/products', label: 'Products', permission: 'catalogue', icon: 'package' },
  { href: '/admin/categories', label: 'Categories', permission: 'catalogue', icon: 'folder-tree' },
  { href: '/admin/catalogue', label: 'Import / export', permission: 'catalogue', icon: 'arrow-up-down' },
  { href: '/admin/content', label: 'Content', permission: 'content', icon: 'newspaper' },
  { href: '/admin/audit', label: 'Audit log', permission: 'audit', icon: 'history' },
  { href: '/admin/accounts', label: 'Accounts', permission: 'accounts', icon: 'users' },
  { href: '/admin/backups', label: 'Backups', permission: 'backups', icon: 'archive' },
]

export function sectionsFor(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => roleCan(role, s.permission))
}

export function firstSectionFor(role: StaffRole): string {
  return sectionsFor(role)[0]?.href ?? '/admin/password'
}
