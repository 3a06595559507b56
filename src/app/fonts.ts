import localFont from 'next/font/local'

// Inter, self-hosted from npm (nothing may download at build time: docs/design.md, platform facts), Latin subset,
// variable weight. Shared by the two root layouts (the public site's src/app/[locale]/layout.tsx and the staff
// panel's src/app/admin/layout.tsx).
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})
