import { Download } from 'lucide-react'
import type { Metadata } from 'next'

import { ButtonAnchor } from '@/components/ui/button'
import { TRANSFER_LIMITS } from '@/server/catalogue/editor/transfer-limits'
import { ImportPanel } from '@/staff/catalogue/import-panel'
import { requireStaffPage } from '@/server/staff/auth'

export const metadata: Metadata = { title: 'Import / export' }

/** Import and export of the whole catalogue from the panel, in the CLI's format (docs/catalogue.md). */
export default async function CataloguePage() {
  await requireStaffPage('catalogue', '/admin/catalogue')
  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Import / export</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        The whole catalogue as one archive: catalogue.json with its images and documents, the same format as{' '}
        <code>npm run catalogue:export</code>. Edit it, then import it here: you see what would change before anything
        is written.
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="export-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-xs">
          <h2 id="export-heading" className="text-lg font-semibold text-navy-900">
            Export
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every category and product, published or not, with its media.</p>
          <ButtonAnchor href="/api/admin/catalogue/export" variant="outline" className="mt-4" download>
            <Download aria-hidden="true" />
            Download catalogue (.zip)
          </ButtonAnchor>
        </section>
        <ImportPanel maxMegabytes={TRANSFER_LIMITS.archiveBytes / 1024 / 1024} />
      </div>
    </main>
  )
}
