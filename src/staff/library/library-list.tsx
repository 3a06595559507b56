import { FilePlus2, TriangleAlert } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { ReleaseKind, ReleaseStatus } from '@/lib/library/kinds'
import { releaseHref } from '@/lib/routes'
import { TableHead } from '@/staff/shared/table-head'
import { KIND_LABELS, SEVERITY_LABELS, STATUS_LABELS } from './labels'
import type { loadLibraryList } from './load'

type Lists = Awaited<ReturnType<typeof loadLibraryList>>

const STATUS_CLASSES: Record<ReleaseStatus, string> = {
  recommended: 'bg-success-600 text-white',
  current: 'bg-navy-100 text-navy-900',
  superseded: 'bg-slate-200 text-slate-700',
  withdrawn: 'bg-danger-700 text-white',
}

function Published({ published }: { published: boolean }) {
  return published ? (
    <span className="text-xs font-medium text-success-600">Published</span>
  ) : (
    <span className="text-xs font-medium text-accent-800">Draft</span>
  )
}

/**
 * The support library in the panel (docs/support-library.md): every release and advisory, drafts included, newest
 * first, each opening its editor. A row reads at 375 px as a card (the leads list's pattern).
 */
export function LibraryList({ releases, advisories, notice }: Lists & { notice?: string }) {
  return (
    <main className="container-content py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Support library</h1>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            Firmware, software, manuals and procedures for the products, and advisories about them. The product pages,
            the support hub and the feeds show what is published.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/admin/library/releases/new" size="sm">
            <FilePlus2 aria-hidden="true" />
            New release
          </ButtonLink>
          <ButtonLink href="/admin/library/advisories/new" size="sm" variant="outline">
            <TriangleAlert aria-hidden="true" />
            New advisory
          </ButtonLink>
        </div>
      </div>
      {notice && (
        <p role="status" className="mt-4 text-sm font-medium text-success-600">
          {notice}
        </p>
      )}

      <section aria-labelledby="releases-heading" className="mt-8">
        <h2 id="releases-heading" className="text-lg font-semibold text-navy-900">
          Releases ({releases.length})
        </h2>
        {releases.length === 0 ? (
          <p
            className={
              'mt-3 rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600'
            }
          >
            No releases yet.
          </p>
        ) : (
          <>
            <div className="mt-3 hidden overflow-x-auto rounded-card border border-slate-200 bg-white md:block">
              <table className="w-full text-sm">
                <caption className="sr-only">Releases</caption>
                <TableHead columns={['Release', 'Kind', 'Date', 'Status', 'For', 'Files']} />
                <tbody>
                  {releases.map((r) => (
                    <tr key={r.id} className="border-t border-slate-100 align-top hover:bg-slate-50">
                      <td className="px-4 py-3">
                        <Link href={`/admin/library/releases/${r.id}`} className="font-semibold text-navy-900">
                          {r.title} {r.version}
                        </Link>
                        <div>
                          <Published published={r.published} />
                          {r.published && (
                            <>
                              {' · '}
                              <Link href={releaseHref(r.id)} className="text-xs">
                                Public page
                              </Link>
                            </>
                          )}
                        </div>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{KIND_LABELS[r.kind as ReleaseKind]}</td>
                      <td className="px-4 py-3 text-slate-700 tabular-nums">{r.releaseDate}</td>
                      <td className="px-4 py-3">
                        <Badge className={STATUS_CLASSES[r.status as ReleaseStatus]}>
                          {STATUS_LABELS[r.status as ReleaseStatus].label}
                        </Badge>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{r.appliesTo.join(', ')}</td>
                      <td className="px-4 py-3 text-slate-700 tabular-nums">{r.fileCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="mt-3 flex flex-col gap-3 md:hidden" aria-label="Releases">
              {releases.map((r) => (
                <li key={r.id} className="rounded-card border border-slate-200 bg-white p-4">
                  <Link href={`/admin/library/releases/${r.id}`} className="font-semibold break-words text-navy-900">
                    {r.title} {r.version}
                  </Link>
                  <p className="mt-1 text-xs text-slate-600">
                    {KIND_LABELS[r.kind as ReleaseKind]} · {r.releaseDate} · {r.fileCount}{' '}
                    {r.fileCount === 1 ? 'file' : 'files'}
                  </p>
                  <p className="mt-1 text-xs break-words text-slate-700">{r.appliesTo.join(', ')}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <Badge className={STATUS_CLASSES[r.status as ReleaseStatus]}>
                      {STATUS_LABELS[r.status as ReleaseStatus].label}
                    </Badge>
                    <Published published={r.published} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="advisories-heading" className="mt-10">
        <h2 id="advisories-heading" className="text-lg font-semibold text-navy-900">
          Advisories ({advisories.length})
        </h2>
        {advisories.length === 0 ? (
          <p
            className={
              'mt-3 rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600'
            }
          >
            No advisories yet.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {advisories.map((a) => (
              <li key={a.id} className="rounded-card border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-3">
                  <Badge
                    className={
                      a.severity === 'do-not-install' ? 'bg-danger-700 text-white' : 'bg-accent-300 text-navy-950'
                    }
                  >
                    {SEVERITY_LABELS[a.severity as keyof typeof SEVERITY_LABELS]}
                  </Badge>
                  <Link href={`/admin/library/advisories/${a.id}`} className="font-semibold break-words text-navy-900">
                    {a.title}
                  </Link>
                  <Published published={a.published} />
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  From {a.startsOn}
                  {a.endsOn ? ` to ${a.endsOn}` : ''} · {a.appliesTo.join(', ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
