'use client'

import {
  Archive,
  ArrowUpDown,
  BookUser,
  ChartColumn,
  FolderTree,
  History,
  Inbox,
  LibraryBig,
  Newspaper,
  Package,
  Users,
  Wrench,
} from 'lucide-react'
import { usePathname } from 'next/navigation'

import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn-merge'
import type { AdminSection } from './nav'

const ICONS = {
  inbox: Inbox,
  package: Package,
  'folder-tree': FolderTree,
  'arrow-up-down': ArrowUpDown,
  history: History,
  users: Users,
  newspaper: Newspaper,
  archive: Archive,
  library: LibraryBig,
  wrench: Wrench,
  chart: ChartColumn,
  contacts: BookUser,
} as const

/**
 * The panel's section tabs; the current one is marked for screen readers too (aria-current). They wrap onto a second
 * row on a narrow screen instead of scrolling: a scrolled row could hide the current tab, and bringing it into view
 * would need a script.
 */
export function AdminNav({ sections }: { sections: Pick<AdminSection, 'href' | 'label' | 'icon'>[] }) {
  const pathname = usePathname()
  return (
    <nav aria-label="Staff panel" className="border-t border-navy-800">
      <ul className="container-content flex flex-wrap gap-x-1">
        {sections.map((section) => {
          const Icon = ICONS[section.icon]
          const current = pathname === section.href || pathname.startsWith(`${section.href}/`)
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px flex h-11 items-center gap-2 border-b-3 px-3 text-sm font-semibold',
                  current
                    ? 'border-accent-400 text-white'
                    : 'border-transparent text-navy-100 hover:border-navy-500 hover:text-white',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {section.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
