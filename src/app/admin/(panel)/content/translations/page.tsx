import { Download } from 'lucide-react'
import type { Metadata } from 'next'

import { ButtonAnchor } from '@/components/ui/button'
import { requireStaffPage } from '@/server/staff/auth'
import { TranslationImportForm } from '@/staff/translations/import-form'

export const metadata: Metadata = { title: 'Translation files' }

const LANGUAGES = [
  ['fa', 'Dari'],
  ['ps', 'Pashto'],
] as const

/** PO files for translators (docs/content.md; docs/decisions/045-translation-files-po.md). */
export default async function TranslationFilesPage() {
  await requireStaffPage('content', '/admin/content/translations')
  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Translation files</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        The texts of news, events, case studies, the pages, offices, the business hours and the support library
        (releases&rsquo; titles, requirements and notes; advisories) as a PO file, for Poedit, Weblate or OmegaT.
        Download a language, translate it, and import it here: every text goes in at once, or nothing does.
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="export-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-xs">
          <h2 id="export-heading" className="text-lg font-semibold text-navy-900">
            Export
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            &ldquo;To translate&rdquo; holds what is missing and what changed in English since it was translated (marked
            fuzzy, with the old translation to start from).
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {LANGUAGES.map(([locale, language]) => (
              <li key={locale} className="flex flex-wrap gap-2">
                <ButtonAnchor
                  href={`/api/admin/content/translations?locale=${locale}&scope=todo`}
                  variant="outline"
                  download
                >
                  <Download aria-hidden="true" />
                  {language}: to translate
                </ButtonAnchor>
                <ButtonAnchor
                  href={`/api/admin/content/translations?locale=${locale}&scope=all`}
                  variant="ghost"
                  download
                >
                  {language}: every text
                </ButtonAnchor>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="import-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-xs">
          <h2 id="import-heading" className="text-lg font-semibold text-navy-900">
            Import
          </h2>
          <TranslationImportForm />
        </section>
      </div>
    </main>
  )
}
