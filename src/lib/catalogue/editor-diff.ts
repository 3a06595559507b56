/**
 * Field-level differences between two states of a product in the editor (decision 017): shown when a save is refused
 * because someone else saved a newer version ("what changed since you opened it"). Isomorphic: the browser
 * compares the version it started from with the current one the server sent back.
 */
import type { ProductEditorInput } from './editor-format'

/** Staff-facing names of the editor's fields, in the order the form shows them. */
export const PRODUCT_FIELD_LABELS: Record<keyof ProductEditorInput, string> = {
  name: 'Name',
  slug: 'Slug (URL)',
  category: 'Category',
  title: 'Title',
  subtitle: 'Subtitle',
  short_description: 'Short description',
  description: 'Description',
  series: 'Series',
  price: 'Price',
  is_active: 'Published',
  is_featured: 'Featured',
  sort_order: 'Sort order',
  key_features: 'Key features',
  features: 'Features',
  highlights: 'Highlights',
  applications: 'Applications',
  specifications: 'Specifications',
  images: 'Images',
  gallery: 'Technology gallery',
  downloads: 'Downloads',
  translations: 'Translations (Dari, Pashto)',
}

export interface FieldChange {
  field: keyof ProductEditorInput
  label: string
  /** Short renderings of the two values (lists and tables are summarised). */
  before: string
  after: string
}

function summarise(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`
  if (typeof value === 'object') return Object.keys(value).length ? 'set' : '(empty)'
  const text = String(value)
  return text.length > 80 ? `${text.slice(0, 77)}…` : text
}

/** Fields whose values differ between `before` and `after` (deep comparison), in form order. */
export function diffProductFields(
  before: Partial<ProductEditorInput>,
  after: Partial<ProductEditorInput>,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of Object.keys(PRODUCT_FIELD_LABELS) as (keyof ProductEditorInput)[]) {
    const a = before[field] ?? null
    const b = after[field] ?? null
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    let beforeText = summarise(a)
    let afterText = summarise(b)
    // Two lists of the same length differ inside: say so instead of "3 items → 3 items".
    if (beforeText === afterText && typeof a === 'object')
      [beforeText, afterText] = [beforeText, `${afterText}, edited`]
    changes.push({ field, label: PRODUCT_FIELD_LABELS[field], before: beforeText, after: afterText })
  }
  return changes
}
