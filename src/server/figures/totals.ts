import 'server-only'

/** The day totals the roll-up writes (dimension 'total') and the owner's page shows. */
export const TOTAL_KEYS = [
  'visitors',
  'visits',
  'views',
  'enquiries',
  'searches',
  'downloads',
  'whatsapp',
  'quoteAdds',
  'comparisons',
  'saveData',
] as const
export type TotalKey = (typeof TOTAL_KEYS)[number]
export type Totals = Record<TotalKey, number>
