/**
 * The offices' labels on the contact page and in the footer. The offices themselves (names, addresses, phones,
 * hours) are content entries staff edit in the panel (docs/decisions/044-site-content-in-the-database.md).
 */

/** Offices section chrome on the contact page. */
export const officesSection = {
  title: 'Regional Offices',
  intro: 'Visit, call or write to the office nearest your project.',
  headOfficeBadge: 'Head Office',
  labels: { address: 'Address', phone: 'Phone', email: 'Email', hours: 'Hours' },
} as const
