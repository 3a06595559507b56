import type { Metadata, Viewport } from 'next'

import { inter } from '../fonts'
import './admin.css'

// Every staff page reads the session per request.
export const dynamic = 'force-dynamic'

/**
 * The staff panel's root layout (the public site has its own, src/app/[locale]/layout.tsx:
 * docs/decisions/032-locales.md).
 * Staff pages: never indexed, never cached (every page here reads the session, so Next renders it per request and
 * sends `Cache-Control: no-store`). Access is checked by each page and action itself (requireAdmin). Staff-facing
 * texts are English (docs/decisions/032-locales.md).
 */
export const metadata: Metadata = {
  title: { default: 'Leads', template: '%s | Admin' },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'same-origin',
}

export const viewport: Viewport = { themeColor: '#0b1f3a', width: 'device-width', initialScale: 1 }

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <div className="min-h-dvh bg-slate-50">{children}</div>
      </body>
    </html>
  )
}
