/**
 * The public site's web fonts on phones (docs/decisions/040-fonts-on-phones.md). The inlined stylesheet declares the
 * web faces for wide screens only (src/app/site-fonts.css). A phone downloads a font in the background once a page
 * is idle (CacheWarmup, src/components/site/offline-support.tsx) and remembers that in a cookie
 * (src/server/page/cached-files.ts); from then on the layout declares the face for every width, and the font comes from
 * the browser's cache in time for the first paint. A font a page only starts to download as it draws arrives after that
 * paint on a slow link; `font-display: optional` leaves the text as it is, but the browser still lays the whole page
 * out again when the file arrives (50 to 100 ms on a phone).
 */
import 'server-only'

import { WEB_FONTS } from '@/lib/site-fonts'
import { localeInfo, type Locale } from '@/lib/i18n/locales'

export type WebFont = (typeof WEB_FONTS)[number]
export type FontFamily = WebFont['family']

/** A web font by its family name. */
export const fontOf = (family: FontFamily): WebFont => WEB_FONTS.find((font) => font.family === family)!

/** Where a web font's file is served (preloaded, and fetched by the warm-up). */
export const fontUrl = (family: FontFamily): string => fontOf(family).url

/** The fonts a page in `locale` draws with: Vazirmatn for the Arabic script, Inter for Latin (src/app/globals.css). */
export function pageFonts(locale: Locale): FontFamily[] {
  return localeInfo[locale].dir === 'rtl' ? ['Vazirmatn', 'Inter'] : ['Inter']
}

/** `@font-face` for a web font at every width: the rule site-fonts.css has inside its media query. */
export function fontFaceRule(family: FontFamily): string {
  const font = fontOf(family)
  return (
    `@font-face{font-family:${font.family};src:url(${font.url}) format("woff2");font-display:optional;` +
    `font-weight:${font.weight}}`
  )
}
