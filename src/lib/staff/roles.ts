/**
 * Staff roles and what each may do (decision 015). Isomorphic: the server checks permissions with it, and the admin
 * shell uses it to show only the sections a role can open. The server check is the one that counts.
 */
export const STAFF_ROLES = ['owner', 'editor', 'sales', 'service'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_PERMISSIONS = [
  'accounts',
  'catalogue',
  'content',
  'leads',
  'lead-settings',
  'audit',
  'backups',
  'library',
  'service',
  'customers',
  'figures',
] as const
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number]

/**
 * owner: everything, accounts included. editor: the catalogue (products, categories, import/export), the site's
 * content (news, events, case studies, offices, contact settings; docs/decisions/044-site-content-in-the-database.md)
 * the support library (releases, their files and advisories; docs/support-library.md) and reading the audit log.
 * sales: the leads inbox only. 'lead-settings' (how leads are assigned and the reply
 * clock counts; docs/decisions/047-lead-clock.md) and 'backups' (taking, downloading and restoring them;
 * docs/operations-backups.md) are the owner's alone. service (technicians): the service desk (requests, repair
 * quotations, calibration certificates) and the serial registry, never the leads, their figures or the site's
 * content (docs/service-desk.md). 'customers' (one record per customer, joining leads, quotations, units and
 * requests) is open to sales and service alike: each sees the parts its own permission opens
 * (docs/decisions/104-customer-matching.md). 'figures' (what visitors do: docs/figures.md) is the owner's alone;
 * sales keep their lead figures.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: [
    'accounts',
    'catalogue',
    'content',
    'library',
    'leads',
    'lead-settings',
    'audit',
    'backups',
    'service',
    'customers',
    'figures',
  ],
  editor: ['catalogue', 'content', 'library', 'audit'],
  sales: ['leads', 'customers'],
  service: ['service', 'customers'],
}

export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value)
}

export const ROLE_LABELS: Record<StaffRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Everything, including staff accounts' },
  editor: {
    label: 'Editor',
    description: 'Products, categories, import and export, site content; reads the audit log',
  },
  sales: { label: 'Sales', description: 'The leads inbox and the customers' },
  service: { label: 'Service', description: 'The service desk, the serial registry and the customers' },
}
