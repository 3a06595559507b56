import localFont from 'next/font/local'

// Inter for the staff panel (src/app/admin/layout.tsx), self-hosted from npm (nothing may download at build time:
// docs/design.md, platform facts), Latin subset, variable weight. The public site's fonts are a cut of the same file
// and Vazirmatn, declared in its inlined stylesheet (src/app/site-fonts.css, docs/decisions/036-font-subset.md).
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})
