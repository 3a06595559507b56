import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn-merge'
import { AUDIT_ENTITY_TYPES, isAuditEntityType, listAudit, type AuditEntityType } from '@/server/staff/audit'
import { requireStaffPage } from '@/server/staff/auth'
import { AuditChanges } from '@/staff/audit/audit-changes'
import { formatAft } from '@/staff/shared/format'
import { NewestFirstPager } from '@/staff/shared/pager'

export const metadata: Metadata = { title: 'Audit log' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const TYPE_LABELS: Record<AuditEntityType, string> = {
  product: 'Products',
  category: 'Categories',
  account: 'Accounts',
  lead: 'Leads',
  'catalogue-import': 'Imports',
}

const ENTITY_NAMES: Record<AuditEntityType, string> = {
  product: 'Product',
  category: 'Category',
  account: 'Account',
  lead: 'Lead',
  'catalogue-import': 'Catalogue import',
}

/** Where an entry's entity can be opened in the panel (those this part of the panel knows the address of). */
function entityHref(type: string, id: string): string | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined
  if (type === 'lead') return `/admin/leads/${id}`
  if (type === 'account') return `/admin/accounts/${id}`
  return undefined
}

function hrefFor(type: AuditEntityType | undefined, page = 1): string {
  const query = new URLSearchParams()
  if (type) query.set('type', type)
  if (page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `/admin/audit?${qs}` : '/admin/audit'
}

/** Who changed what and when, newest first, with each change's before and after (owners and editors). */
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const typeParam = first(params.type)
  const type = isAuditEntityType(typeParam) ? typeParam : undefined
  const pageParam = Number(first(params.page) ?? 1) || 1
  await requireStaffPage('audit', hrefFor(type, pageParam))
  const { entries, total, page, pageCount } = await listAudit({ entityType: type, page: pageParam })

  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">Every change made in the staff panel, newest first.</p>

      <nav aria-label="Filter by what changed" className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200">
        {[undefined, ...AUDIT_ENTITY_TYPES].map((key) => {
          const active = key === type
          return (
            <Link
              key={key ?? 'all'}
              href={hrefFor(key)}
              aria-current={active ? 'page' : undefined}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
                active ? 'border-accent-500 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900',
              )}
            >
              {key ? TYPE_LABELS[key] : 'All'}
            </Link>
          )
        })}
      </nav>

      {entries.length === 0 ? (
        <p
          className={
            'mt-10 rounded-card border border-dashed border-slate-300 bg-white p-10 text-center ' + 'text-slate-600'
          }
        >
          Nothing recorded yet.
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-label={`Changes, page ${page} of ${pageCount}`}>
          {entries.map((entry) => {
            const name = ENTITY_NAMES[entry.entityType as AuditEntityType] ?? entry.entityType
            const href = entityHref(entry.entityType, entry.entityId)
            return (
              <li key={entry.id} className="rounded-card border border-slate-200 bg-white p-4">
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold text-navy-900">
                    {name}{' '}
                    {href ? (
                      <Link href={href} className="text-navy-700 underline underline-offset-4">
                        #{entry.entityId}
                      </Link>
                    ) : (
                      <span>{entry.entityId}</span>
                    )}
                  </span>
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                    {entry.action}
                  </span>
                  <span className="text-slate-600">
                    by {entry.actorName} ({entry.actorEmail}) ·{' '}
                    <time dateTime={entry.at.toISOString()}>{formatAft(entry.at)}</time>
                  </span>
                </p>
                {entry.changes.length ? (
                  <AuditChanges
                    changes={entry.changes}
                    caption={`Changes to ${name.toLowerCase()} ${entry.entityId}`}
                  />
                ) : (
                  <p className="mt-1 text-sm text-slate-600">No field changes recorded.</p>
                )}
              </li>
            )
          })}
        </ol>
      )}

      <NewestFirstPager
        page={page}
        pageCount={pageCount}
        summary={`${total} changes`}
        hrefFor={(n) => hrefFor(type, n)}
      />
    </main>
  )
}
