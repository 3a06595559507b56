/**
 * The public site's web fonts on phones (docs/decisions/040-fonts-on-phones.md). The inlined stylesheet declares the
 * web faces for wide screens only (src/app/site-fonts.css). A phone downloads a font in the background once a page
 * is idle (FontWarmup, src/components/site/offline-support.tsx) and remembers that in a cookie; from then on the
 * layout declares the face for every width, and the font comes from the browser's cache in time for the first paint.
 * A font a page only starts to download as it draws arrives after that paint on a slow link; `font-display: optional`
 * leaves the text as it is, but the browser still lays the whole page out again when the file arrives (50 to 100 ms
 * on a phone). The layout reads the cookie and hands FontWarmup the URLs and the cookies to write.
 */
import 'server-only'

import { WEB_FONTS } from '@/app/site-fonts'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { visitorCookieAssignment } from '@/server/visitor-cookie'

export type WebFont = (typeof WEB_FONTS)[number]
export type FontFamily = WebFont['family']

/** Which web fonts the browser has, as the files' hashed names ("inter-latin-4f9db903a1"), dot-separated. */
export const FONTS_COOKIE = 'mg-fonts'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** A font file's hashed name: a new subset gets a new name, so a cookie naming the old file no longer counts. */
const fileName = (font: WebFont) => font.url.slice(font.url.lastIndexOf('/') + 1).replace(/\.woff2$/, '')

const fontOf = (family: FontFamily): WebFont => WEB_FONTS.find((font) => font.family === family)!

/** Where a web font's file is served (preloaded, and fetched by the warm-up). */
export const fontUrl = (family: FontFamily): string => fontOf(family).url

/** The fonts a page in `locale` draws with: Vazirmatn for the Arabic script, Inter for Latin (src/app/globals.css). */
export function pageFonts(locale: Locale): FontFamily[] {
  return localeInfo[locale].dir === 'rtl' ? ['Vazirmatn', 'Inter'] : ['Inter']
}

/** The web fonts the cookie says the browser has, in their current files; anything else in it is ignored. */
export function cachedFonts(cookie: string | undefined): FontFamily[] {
  const names = new Set((cookie ?? '').split('.'))
  return WEB_FONTS.filter((font) => names.has(fileName(font))).map((font) => font.family)
}

/** The cookie's value once `families` are cached too (names of files no longer served are dropped). */
export function fontsCookieValue(cookie: string | undefined, ...families: FontFamily[]): string {
  const all = new Set([...cachedFonts(cookie), ...families])
  return WEB_FONTS.filter((font) => all.has(font.family))
    .map(fileName)
    .join('.')
}

/**
 * What the browser fetches after the page, for FontWarmup: each missing font with the cookie that records it and the
 * fonts fetched before it, so a failure part-way records only what arrived.
 */
export function fontWarmupSteps(cookie: string | undefined, missing: FontFamily[]): { url: string; cookie: string }[] {
  return missing.map((family, index) => ({
    url: fontUrl(family),
    cookie: visitorCookieAssignment(
      FONTS_COOKIE,
      fontsCookieValue(cookie, ...missing.slice(0, index + 1)),
      YEAR_SECONDS,
    ),
  }))
}

/** `@font-face` for a web font at every width: the rule site-fonts.css has inside its media query. */
export function fontFaceRule(family: FontFamily): string {
  const font = fontOf(family)
  return (
    `@font-face{font-family:${font.family};src:url(${font.url}) format("woff2");font-display:optional;` +
    `font-weight:${font.weight}}`
  )
}
