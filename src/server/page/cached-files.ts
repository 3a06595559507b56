/**
 * Which of the site's files the browser keeps for its next page, and fetching the others in the background
 * (docs/decisions/040-fonts-on-phones.md, 041-cached-stylesheet.md). Once a page is idle, CacheWarmup
 * (src/components/site/offline-support.tsx) fetches the files the layout hands it and records each one's hashed name
 * in a cookie; the layout reads the cookie and, from the next page on, draws with the web fonts on every width and
 * links the stylesheet instead of inlining it. A file's name changes with its content, so a cookie naming a file no
 * longer served counts for nothing and the new file is fetched.
 */
import 'server-only'

import { WEB_FONTS } from '@/lib/site-fonts'
import type { CacheWarmupStep } from '@/lib/cache-warmup'
import type { Locale } from '@/lib/i18n/locales'
import { siteStylesheetFile } from '@/server/page/site-stylesheet'
import { visitorCookieAssignment } from '@/server/page/visitor-cookie'
import { type FontFamily, fontOf, pageFonts } from '@/server/page/web-fonts'

/** The hashed names of the files the browser has ("inter-latin-4f9db903a1"), dot-separated. */
export const CACHED_FILES_COOKIE = 'mg-cached'
const YEAR_SECONDS = 365 * 24 * 60 * 60

export interface CacheableFile {
  /** Where it is served; the last path segment, without its extension, is its name in the cookie. */
  readonly url: string
}

/** A file's hashed name: the last segment of its URL, without the extension. */
export const fileName = (file: CacheableFile): string => {
  const last = file.url.slice(file.url.lastIndexOf('/') + 1)
  const dot = last.lastIndexOf('.')
  return dot > 0 ? last.slice(0, dot) : last
}

/** Of `files`, those the cookie names; anything else in it is ignored. */
export function cachedFiles<T extends CacheableFile>(cookie: string | undefined, files: readonly T[]): T[] {
  const names = new Set((cookie ?? '').split('.'))
  return files.filter((file) => names.has(fileName(file)))
}

/** The cookie's value once `added` are cached too; only names of `served` files are kept. */
export function cachedFilesCookieValue(
  cookie: string | undefined,
  served: readonly CacheableFile[],
  added: readonly CacheableFile[],
): string {
  const names = new Set([...cachedFiles(cookie, served), ...added].map(fileName))
  return served
    .map(fileName)
    .filter((name) => names.has(name))
    .join('.')
}

/**
 * What the browser fetches after the page, in order: each `missing` file with the cookie that records it and the
 * files fetched before it, so a failure part-way records only what arrived.
 */
export function warmupSteps(
  cookie: string | undefined,
  served: readonly CacheableFile[],
  missing: readonly CacheableFile[],
): CacheWarmupStep[] {
  return missing.map((file, index) => ({
    url: file.url,
    cookie: visitorCookieAssignment(
      CACHED_FILES_COOKIE,
      cachedFilesCookieValue(cookie, served, missing.slice(0, index + 1)),
      YEAR_SECONDS,
    ),
  }))
}

/** What the layout does with the cacheable files for one page, given the visitor's cookie. */
export interface PageFiles {
  /** The build's stylesheet file, when the browser has it: linked instead of the inlined sheet. */
  readonly linkedStylesheet: string | null
  /** The page's web fonts the browser has: declared for every width and preloaded. */
  readonly cachedFonts: FontFamily[]
  /** The rest of the page's files, for CacheWarmup to fetch once the page is idle (the stylesheet first). */
  readonly warmup: CacheWarmupStep[]
}

export interface PageRequest {
  readonly locale: Locale
  /** The cookie's value as the request sent it. */
  readonly cookie: string | undefined
  /** `Save-Data: on` (docs/decisions/024-data-saver.md). */
  readonly saveData: boolean
}

/**
 * `stylesheet`: the build's file of the site's stylesheet (src/server/page/site-stylesheet.ts), null when there is
 * none. Under data saver only the stylesheet is fetched in the background: the fonts are not needed (the fallback faces
 * draw the text), while the sheet's file (which the service worker's precache downloads anyway) saves its size again on
 * every later page.
 */
export function pageFiles(
  { locale, cookie, saveData }: PageRequest,
  stylesheet: CacheableFile | null = siteStylesheetFile(),
): PageFiles {
  const served: CacheableFile[] = stylesheet ? [stylesheet, ...WEB_FONTS] : [...WEB_FONTS]
  // The HTTP server's page cache keys a page by which of these names the cookie holds, the only part of it the HTML
  // depends on (docs/decisions/052-page-cache.md); it reads them here, as this file's TypeScript is out of its reach.
  ;(globalThis as { __cachedFileNames?: string[] }).__cachedFileNames = served.map(fileName)
  const stylesheetCached = stylesheet !== null && cachedFiles(cookie, [stylesheet]).length === 1
  const fonts = pageFonts(locale).map(fontOf)
  const fontsCached = cachedFiles(cookie, fonts)
  const missing = [
    ...(stylesheet && !stylesheetCached ? [stylesheet] : []),
    ...(saveData ? [] : fonts.filter((font) => !fontsCached.includes(font))),
  ]
  return {
    linkedStylesheet: stylesheetCached ? stylesheet.url : null,
    cachedFonts: fontsCached.map((font) => font.family),
    warmup: warmupSteps(cookie, served, missing),
  }
}
