import { ArrowLeft } from 'lucide-react'

import { Link } from '@/components/ui/link'

/** The link back to a list above a screen's heading ("All leads"). */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 text-sm text-navy-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
