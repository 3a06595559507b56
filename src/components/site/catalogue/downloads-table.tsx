import { Download as DownloadIcon, FileText } from '@/components/ui/icons'

import type { Download, ProductTextField } from '@/lib/catalogue/types'
import { FallbackText } from './fallback-text'
import { ButtonAnchor } from '@/components/ui/button'
import { datasheetPath } from '@/lib/catalogue/datasheet'
import { findDatasheet } from '@/lib/catalogue/product-tabs'
import { formatFileSize } from '@/lib/i18n/format'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

/** Downloads (docs/product.md §2.6: name, type, size), each a real file (docs/design.md decision 5). */
export function DownloadsTable({
  downloads,
  productSlug,
  locale,
  dto = {},
}: {
  downloads: readonly Download[]
  /** The product, for which names are still English (decision 033). */
  dto?: { readonly fallback?: readonly ProductTextField[] }
  productSlug: string
  locale: Locale
}) {
  const copy = messages(locale).productDetail.downloads
  // In Dari and Pashto the datasheet row links the datasheet in the page's language (made on its first request, so
  // its size is not known yet: the size column says the type only); other files' sizes in the locale's digits.
  const datasheet = findDatasheet({ downloads: [...downloads] })
  const inLocale = (file: Download) => {
    if (locale === 'en') return file
    if (file === datasheet) return { ...file, url: datasheetPath(productSlug, locale), size: file.type }
    return { ...file, size: formatFileSize(file.bytes, locale) }
  }
  if (downloads.length === 0) return null
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              {copy.name}
            </th>
            <th scope="col" className="hidden px-4 py-3 text-start sm:table-cell">
              {copy.fileType}
            </th>
            <th scope="col" className="hidden px-4 py-3 text-end sm:table-cell">
              {copy.size}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              <span className="sr-only">{copy.action}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {downloads.map((download, index) => {
            const file = inLocale(download)
            return (
              <tr key={download.url} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-3 text-start font-medium text-navy-900">
                  <span className="flex items-start gap-3">
                    <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                    <span>
                      <FallbackText dto={dto} field={`downloads.${index}.name`}>
                        {file.name}
                      </FallbackText>
                      {/* Type and size under the name where the columns are hidden. */}
                      <span className="mt-0.5 block text-xs font-normal text-slate-600 sm:hidden">
                        {file.type} · {file.size}
                      </span>
                    </span>
                  </span>
                </th>
                <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{file.type}</td>
                <td className="tabular hidden px-4 py-3 text-end text-slate-700 sm:table-cell">{file.size}</td>
                <td className="px-4 py-3 text-end">
                  <ButtonAnchor
                    href={file.url}
                    variant="outline"
                    size="sm"
                    aria-label={copy.downloadFile(file.name, file.type, file.size)}
                  >
                    <DownloadIcon aria-hidden="true" />
                    <span className="hidden sm:inline">{copy.action}</span>
                  </ButtonAnchor>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
