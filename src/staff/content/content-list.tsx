import { FileText, Languages, Plus, Settings } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn-merge'
import { TableHead } from '@/staff/shared/table-head'
import { formatAft } from '@/staff/shared/format'
import { EDITABLE_KINDS, KIND_LABELS, type EditableKind } from './form'
import type { ContentListItem, ListState } from './load'

const STATE_STYLE: Record<ListState, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-700' },
  scheduled: { label: 'Scheduled', className: 'bg-navy-100 text-navy-900' },
  published: { label: 'Published', className: 'bg-emerald-50 text-emerald-800' },
  expired: { label: 'Unpublished (time over)', className: 'bg-amber-50 text-amber-900' },
  archived: { label: 'Archived', className: 'bg-slate-200 text-slate-700' },
  'past-event': { label: 'Past event', className: 'bg-amber-50 text-amber-900' },
}

const TRANSLATION_STYLE = {
  done: { label: 'Done', className: 'bg-emerald-50 text-emerald-800' },
  partial: { label: 'Partial', className: 'bg-amber-50 text-amber-900' },
  missing: { label: 'Missing', className: 'bg-slate-100 text-slate-700' },
} as const

function StateBadge({ item }: { item: ContentListItem }) {
  const style = STATE_STYLE[item.state]
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge className={style.className}>{style.label}</Badge>
      {item.state === 'scheduled' && <span className="text-xs text-slate-600">from {formatAft(item.publishAt)}</span>}
    </span>
  )
}

export function TranslationBadge({
  language,
  status,
  showLanguage = false,
}: {
  language: string
  status: keyof typeof TRANSLATION_STYLE
  /** Name the language visibly (on a card, where no column header does). */
  showLanguage?: boolean
}) {
  const style = TRANSLATION_STYLE[status]
  return (
    <Badge className={style.className}>
      <span className={showLanguage ? undefined : 'sr-only'}>{language}: </span>
      {style.label}
    </Badge>
  )
}

const NEW_LABELS: Record<EditableKind, string> = {
  news: 'New news item',
  event: 'New event',
  'case-study': 'New case study',
  office: 'New office',
}

/**
 * The site's content as staff see it (docs/decisions/044-site-content-in-the-database.md): every news item, event,
 * case study and office, drafts and archived ones included, with its visibility now and how far Dari and Pashto go.
 * A table from 768 px; below, one card per entry, so a phone never scrolls sideways.
 */
export function ContentList({ kind, items }: { kind: EditableKind | null; items: ContentListItem[] }) {
  const filters: { href: string; label: string; current: boolean }[] = [
    { href: '/admin/content', label: 'All', current: kind === null },
    ...EDITABLE_KINDS.map((k) => ({
      href: `/admin/content?kind=${k}`,
      label: KIND_LABELS[k].many,
      current: kind === k,
    })),
  ]
  return (
    <main className="container-content py-8 md:py-10">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Content</h1>
          <p className="mt-1 text-sm text-slate-600">
            News, events, case studies and offices as the site shows them. Times are Afghanistan time (AFT).
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {EDITABLE_KINDS.map((k) => (
            <ButtonLink
              key={k}
              href={`/admin/content/new?kind=${k}`}
              size="sm"
              variant={k === 'news' ? 'default' : 'outline'}
            >
              <Plus aria-hidden="true" />
              {NEW_LABELS[k]}
            </ButtonLink>
          ))}
          <ButtonLink href="/admin/content/pages" size="sm" variant="ghost">
            <FileText aria-hidden="true" />
            Pages
          </ButtonLink>
          <ButtonLink href="/admin/content/settings" size="sm" variant="ghost">
            <Settings aria-hidden="true" />
            Contact settings
          </ButtonLink>
          <ButtonLink href="/admin/content/translations" size="sm" variant="ghost">
            <Languages aria-hidden="true" />
            Translation files
          </ButtonLink>
        </div>
      </div>

      <nav aria-label="Filter by kind" className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200">
        {filters.map((f) => (
          <Link
            key={f.href}
            href={f.href}
            aria-current={f.current ? 'page' : undefined}
            className={cn(
              '-mb-px shrink-0 border-b-3 px-3 py-2 text-sm font-semibold',
              f.current ? 'border-navy-700 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900',
            )}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      {items.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          Nothing here yet.
        </p>
      ) : (
        <>
          <div className="mt-6 hidden overflow-x-auto rounded-card border border-slate-200 bg-white md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{kind ? KIND_LABELS[kind].many : 'All content'}</caption>
              <TableHead columns={['Title', 'Kind', 'Status', 'Dari', 'Pashto', 'Last changed']} />
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-t border-slate-100 align-top hover:bg-slate-50">
                    <td className="px-4 py-3">
                      <Link href={`/admin/content/${item.id}`} className="font-semibold text-navy-900">
                        {item.title}
                      </Link>
                      <div className="text-xs text-slate-600">{item.slug}</div>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{KIND_LABELS[item.kind].one}</td>
                    <td className="px-4 py-3">
                      <StateBadge item={item} />
                    </td>
                    <td className="px-4 py-3">
                      <TranslationBadge language="Dari" status={item.translations.fa} />
                    </td>
                    <td className="px-4 py-3">
                      <TranslationBadge language="Pashto" status={item.translations.ps} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      <div>{formatAft(item.updatedAt)}</div>
                      {item.updatedBy && <div className="text-xs text-slate-600">{item.updatedBy}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-6 flex flex-col gap-3 md:hidden" aria-label={kind ? KIND_LABELS[kind].many : 'All content'}>
            {items.map((item) => (
              <li key={item.id} className="rounded-card border border-slate-200 bg-white p-4">
                <Link href={`/admin/content/${item.id}`} className="font-semibold break-words text-navy-900">
                  {item.title}
                </Link>
                <p className="mt-1 text-xs text-slate-600">
                  {KIND_LABELS[item.kind].one} · {formatAft(item.updatedAt)}
                  {item.updatedBy && ` · ${item.updatedBy}`}
                </p>
                <div className="mt-2 flex flex-wrap items-start gap-3 text-xs text-slate-700">
                  <StateBadge item={item} />
                  <TranslationBadge language="Dari" status={item.translations.fa} showLanguage />
                  <TranslationBadge language="Pashto" status={item.translations.ps} showLanguage />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
