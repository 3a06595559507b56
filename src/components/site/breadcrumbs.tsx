import { ChevronRight } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import { cn } from '#lib/cn'
import { messages } from '@/content/messages'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { type BreadcrumbEntry, JsonLd, breadcrumbListJsonLd } from './json-ld'

export type { BreadcrumbEntry } from './json-ld'

/**
 * A breadcrumb trail with its BreadcrumbList JSON-LD (docs/design.md "Findable"). The last entry is the current page:
 * no link, `aria-current="page"`. `tone="dark"` is for navy heroes.
 */
export function Breadcrumbs({
  items,
  siteUrl,
  currentPath,
  tone = 'light',
  label,
  className,
  locale,
}: {
  locale: Locale
  items: readonly BreadcrumbEntry[]
  /** Site origin, for the absolute URLs structured data requires. */
  siteUrl: string
  /** Path of the current page (the last crumb's URL in the JSON-LD). */
  currentPath?: string
  tone?: 'light' | 'dark'
  label?: string
  className?: string
}) {
  const dark = tone === 'dark'
  // Structured data names the pages' own addresses in this locale (the visible links localize themselves).
  const localized = items.map((item) => (item.href ? { ...item, href: localizeHref(item.href, locale) } : item))
  return (
    <nav aria-label={label ?? messages(locale).productDetail.breadcrumb.label} className={className}>
      <JsonLd data={breadcrumbListJsonLd(siteUrl, localized, currentPath && localizeHref(currentPath, locale))} />
      <ol
        className={cn(
          'flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm',
          dark ? 'text-navy-100' : 'text-slate-600',
        )}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && (
                <ChevronRight
                  aria-hidden="true"
                  className={cn('size-3.5 shrink-0 rtl:rotate-180', dark ? 'text-navy-100/70' : 'text-slate-400')}
                />
              )}
              {item.href && !last ? (
                <Link
                  href={item.href}
                  className={cn(
                    'rounded-sm underline-offset-4 hover:underline',
                    dark ? 'text-white hover:text-accent-300' : 'text-navy-700 hover:text-navy-900',
                  )}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={cn('truncate', dark ? 'text-navy-100' : 'text-slate-700')}
                >
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
