import type { MetadataRoute } from 'next'

import { siteDefaults } from '@/content/site'
import { getSiteConfig } from '@/server/page/site-config'

// The company name is configuration read at run time.
export const dynamic = 'force-dynamic'

/** Web app manifest: name, colours and icons for "Add to home screen" (icons from src/app/icon.svg, apple-icon.png). */
export default function manifest(): MetadataRoute.Manifest {
  const { name } = getSiteConfig()
  return {
    name,
    short_name: name.split(' ')[0] ?? name,
    description: siteDefaults.shortDescription,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b1f3a',
    lang: siteDefaults.locale,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  }
}
