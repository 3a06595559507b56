import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn-merge'
import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry, type AuditSubject } from '@/server/staff/audit'
import { formatAft } from '@/staff/shared/format'
import { NewestFirstPager } from '@/staff/shared/pager'
import { auditHref as hrefFor } from './audit-query'
import { AuditChanges } from './audit-changes'

const TYPE_LABELS: Record<AuditEntityType, string> = {
  product: 'Products',
  category: 'Categories',
  account: 'Accounts',
  lead: 'Leads',
  'catalogue-import': 'Imports',
  content: 'Site content',
  'lead-settings': 'Lead assignment',
  backup: 'Backups',
  'library-release': 'Library releases',
  'library-advisory': 'Library advisories',
  'service-request': 'Service requests',
  unit: 'Units',
  'unit-import': 'Unit imports',
  customer: 'Customers',
}

const ENTITY_NAMES: Record<AuditEntityType, string> = {
  product: 'Product',
  category: 'Category',
  account: 'Account',
  lead: 'Lead',
  'catalogue-import': 'Catalogue import',
  content: 'Content',
  'lead-settings': 'Lead assignment settings',
  backup: 'Backup',
  'library-release': 'Release',
  'library-advisory': 'Advisory',
  'service-request': 'Service request',
  unit: 'Unit',
  'unit-import': 'Unit import',
  customer: 'Customer',
}

/**
 * Who changed what and when, newest first, with each change's before and after (owners and editors). An entry
 * names its item (a product, category, account or lead) by its name, linked while the item still exists.
 */
export function AuditView({
  type,
  entries,
  subjects,
  total,
  page,
  pageCount,
}: {
  type: AuditEntityType | undefined
  entries: AuditEntry[]
  subjects: Record<number, AuditSubject>
  total: number
  page: number
  pageCount: number
}) {
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
            const kind = ENTITY_NAMES[entry.entityType as AuditEntityType] ?? entry.entityType
            const subject = subjects[entry.id]
            return (
              <li key={entry.id} className="rounded-card border border-slate-200 bg-white p-4">
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold text-navy-900">
                    {kind}
                    {subject && (
                      <>
                        {' '}
                        {subject.href ? (
                          <Link href={subject.href} className="text-navy-700 underline underline-offset-4">
                            {subject.name}
                          </Link>
                        ) : (
                          <span>{subject.name}</span>
                        )}
                      </>
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
                    caption={`Changes to ${kind.toLowerCase()} ${subject?.name ?? entry.entityId}`}
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
