import 'server-only'

import type { Specifications } from '@/lib/catalogue/types'
import type { StoredSpecifications } from '@/server/db/schema'

/** Stored ordered groups → the spec's `group → (label → value)` map, keeping catalogue order. */
export function toSpecifications(stored: StoredSpecifications): Specifications {
  const out: Specifications = {}
  for (const group of stored) {
    const rows: Record<string, string> = {}
    for (const row of group.rows) rows[row.label] = row.value
    out[group.group] = rows
  }
  return out
}
