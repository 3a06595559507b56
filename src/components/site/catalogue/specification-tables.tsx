import type { ProductTextField, Specifications } from '@/lib/catalogue/types'
import { FallbackText } from './fallback-text'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

/**
 * Specifications (docs/product.md §2.6): one real `<table>` per group, captioned with the group name, row headers for
 * the labels. Groups flow in two balanced columns on wide screens so 30+ rows stay scannable; a group never splits.
 */
export function SpecificationTables({
  specifications,
  headingId,
  locale,
  dto = {},
}: {
  specifications: Specifications
  /** The product, for which labels are still English (decision 033). */
  dto?: { readonly fallback?: readonly ProductTextField[] }
  headingId?: string
  locale: Locale
}) {
  const { productDetail } = messages(locale)
  // Indexed before filtering: a fallback path counts every group of the catalogue entry.
  const groups = Object.entries(specifications)
    .map(([group, rows], index) => ({ group, rows, index }))
    .filter(({ rows }) => Object.keys(rows).length > 0)
  if (groups.length === 0) return null
  return (
    <div className="gap-8 lg:columns-2" aria-labelledby={headingId}>
      {groups.map(({ group, rows, index }) => (
        <div
          key={group}
          className="mb-8 break-inside-avoid overflow-hidden rounded-card border border-slate-200 bg-white"
        >
          <table className="w-full border-collapse text-sm">
            <caption
              className={
                'border-b border-slate-200 bg-slate-50 px-4 py-3 text-start text-sm font-semibold text-navy-900'
              }
            >
              <FallbackText dto={dto} field={`specifications.${index}`}>
                {group}
              </FallbackText>
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{productDetail.specifications.name}</th>
                <th scope="col">{productDetail.specifications.value}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(rows).map(([label, value], row) => (
                <tr key={label} className="border-b border-slate-100 last:border-b-0 even:bg-slate-50/60">
                  <th scope="row" className="w-[42%] px-4 py-2.5 text-start align-top font-medium text-slate-600">
                    <FallbackText dto={dto} field={`specifications.${index}.${row}`}>
                      {label}
                    </FallbackText>
                  </th>
                  {/* A figure with units reads left to right inside a right-to-left table (bidi isolate). */}
                  <td className="px-4 py-2.5 align-top text-slate-900">
                    <bdi>{value}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}
