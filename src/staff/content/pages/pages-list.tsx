import { Link } from '@/components/ui/link'
import { formatAft } from '@/staff/shared/format'
import { TranslationBadge } from '../content-list'
import type { PageListItem } from './load-pages'

/** The pages staff edit, with how far Dari and Pashto go (a language shows on the site only when complete). */
export function PagesList({ items }: { items: PageListItem[] }) {
  return (
    <main className="container-content grid gap-4 py-8 md:py-10">
      <p className="text-sm">
        <Link href="/admin/content" className="font-semibold text-navy-800 underline">
          Content
        </Link>
      </p>
      <h1 className="text-2xl font-semibold text-navy-900">Pages</h1>
      <p className="text-sm text-slate-600">
        The sections of the home page, the about page and the solution pages. A language shows once all of a page&apos;s
        texts are translated; until then the page shows in English.
      </p>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 text-start font-semibold">
              Page
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              Dari
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              Pashto
            </th>
            <th scope="col" className="hidden py-2 text-start font-semibold md:table-cell">
              Last saved
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.slug} className="border-b border-slate-100">
              <td className="py-2">
                <Link href={`/admin/content/pages/${item.slug}`} className="font-semibold text-navy-900 underline">
                  {item.title}
                </Link>
              </td>
              <td className="py-2">
                <TranslationBadge language="Dari" status={item.translations.fa} />
              </td>
              <td className="py-2">
                <TranslationBadge language="Pashto" status={item.translations.ps} />
              </td>
              <td className="hidden py-2 text-slate-600 md:table-cell">
                {formatAft(item.updatedAt)}
                {item.updatedBy ? ` by ${item.updatedBy}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
