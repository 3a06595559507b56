import { diffProductFields } from '@/lib/catalogue/editor-diff'
import type { ProductEditorInput } from '@/lib/catalogue/editor-format'
import { formatUsd } from '@/lib/i18n/format'
import type { ConflictChange } from '@/staff/shared/form-state'

/**
 * The fields another editor changed between the version one started from and the one now stored, with values as
 * the site shows them: a price reads "$7,999.90" as on the product page (the public price's formatter), not the
 * stored 7999.9.
 */
export function productConflictChanges(
  base: Partial<ProductEditorInput>,
  current: Partial<ProductEditorInput>,
): ConflictChange[] {
  return diffProductFields(base, current).map((change) =>
    change.field === 'price'
      ? { ...change, before: priceText(base.price), after: priceText(current.price) }
      : { ...change, field: String(change.field) },
  )
}

function priceText(price: unknown): string {
  return typeof price === 'number' && Number.isFinite(price) ? formatUsd(price, 'en') : 'on request'
}
