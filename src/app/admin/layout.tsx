import type { Metadata } from 'next'

/**
 * Staff pages: never indexed, never cached (every page here reads the session, so Next renders it per request and
 * sends `Cache-Control: no-store`). Access is checked by each page and action itself (requireAdmin).
 */
export const metadata: Metadata = {
  title: { default: 'Leads', template: '%s | Admin' },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'same-origin',
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-slate-50">{children}</div>
}
