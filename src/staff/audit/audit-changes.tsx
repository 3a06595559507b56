import type { AuditChange } from '@/server/db/schema'

/** "internalNote" → "Internal note", "short_description" → "Short description". */
export function fieldLabel(field: string): string {
  if (field === '(value)') return 'Value'
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** No value: nothing, an empty text, an empty list or an empty object (a create's "before", a delete's "after"). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'object' && Object.keys(value).length === 0
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** One side of a change: text as text, lists of text as a list, anything else as indented JSON. */
function Value({ value }: { value: unknown }) {
  if (isEmptyValue(value)) return <span className="text-slate-500 italic">empty</span>
  if (typeof value === 'boolean') return <span>{value ? 'yes' : 'no'}</span>
  if (isScalar(value)) return <span className="break-words whitespace-pre-wrap">{String(value)}</span>
  if (Array.isArray(value) && value.every(isScalar)) {
    return (
      <ul className="list-inside list-disc">
        {value.map((item, i) => (
          <li key={i} className="break-words">
            {String(item)}
          </li>
        ))}
      </ul>
    )
  }
  // A long value scrolls inside its cell, so the box takes keyboard focus: without it a keyboard user cannot scroll it
  // (axe: scrollable-region-focusable).
  return (
    <pre
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-48 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap"
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}

/**
 * A field-level before/after diff of one audit entry, as a small table. Fields empty on both sides (a product created
 * without a series, say) are left out: a create lists what it set, a delete what it removed.
 */
export function AuditChanges({ changes: all, caption }: { changes: AuditChange[]; caption?: string }) {
  const changes = all.filter((change) => !(isEmptyValue(change.before) && isEmptyValue(change.after)))
  if (changes.length === 0) return null
  return (
    <div className="mt-2 overflow-x-auto">
      {/* On a phone the field names take less room, so before and after stay readable without scrolling. */}
      <table className="w-full min-w-72 table-fixed border-collapse text-sm sm:min-w-96">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="text-xs tracking-wide text-slate-500 uppercase">
            <th scope="col" className="w-28 py-1 pe-3 text-start font-semibold sm:w-40">
              Field
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-semibold">
              Before
            </th>
            <th scope="col" className="py-1 text-start font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-1.5 pe-3 text-start font-medium text-slate-700">
                {fieldLabel(change.field)}
              </th>
              <td className="py-1.5 pe-3 text-danger-700">
                <Value value={change.before} />
              </td>
              <td className="py-1.5 text-success-600">
                <Value value={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
