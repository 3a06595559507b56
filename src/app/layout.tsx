import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'

import { siteDefaults } from '@/content/site'
import { getSiteConfig } from '@/server/site-config'
import './globals.css'

// Inter, self-hosted from npm (nothing may download at build time: docs/design.md, platform facts), Latin subset,
// variable weight.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})

// Every page renders per request: the Content-Security-Policy nonce comes from the request (docs/design.md), and the
// catalogue must never be read at build time (docs/design.md, platform fact "No database in next build").
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteConfig()
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name}: ${siteDefaults.tagline}`, template: `%s | ${site.name}` },
    description: siteDefaults.shortDescription,
    applicationName: site.name,
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      images: [{ url: '/images/og-default.png', width: 1200, height: 630 }],
    },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr" className={inter.variable}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  )
}
