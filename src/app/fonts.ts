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

// Vazirmatn for Dari and Pashto (issue 13): self-hosted from npm, the Arabic-script subset only (46 KB, variable
// weight), covering every Pashto letter (ټ ډ ړ ږ ښ ګ ڼ ې ۍ; checked by src/app/fonts.test.ts). Its class is set on
// fa and ps pages only, and it is not preloaded: English pages never download it.
export const vazirmatn = localFont({
  src: '../../node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2',
  variable: '--font-vazirmatn',
  display: 'swap',
  weight: '100 900',
  preload: false,
})
