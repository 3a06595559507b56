/** Staff-facing names of the lead statuses (src/server/sales/leads.ts LEAD_STATUSES), in pipeline order. */
export const LEAD_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
} as const
