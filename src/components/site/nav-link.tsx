'use client'

import { Link } from '@/components/ui/link'
import { usePathname } from 'next/navigation'

import { cn } from '#lib/cn'

/** A header link that marks the current section (`aria-current="page"` on the page itself and below it). */
export function NavLink({
  href,
  children,
  className,
}: {
  href: string
  children: React.ReactNode
  className?: string
}) {
  const pathname = usePathname()
  const current = pathname === href || pathname.startsWith(`${href}/`)
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex h-10 items-center rounded-md px-3 text-sm font-semibold text-slate-700 ' +
          'transition-colors hover:bg-slate-100 hover:text-navy-900',
        'aria-[current=page]:text-navy-900 aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent-500)]',
        className,
      )}
    >
      {children}
    </Link>
  )
}
