/**
 * The service worker's work on page HTML, as plain functions on strings (no worker globals), so it is unit-tested:
 * which build files a saved page needs, its title, the "saved copy" notice, and the offline page listing saved pages
 * (docs/decisions/023-offline-service-worker.md).
 */
import { offlineCopy as en } from '@/content/offline'
import { offlineCopy as fa } from '@/content/fa/offline'
import { offlineCopy as ps } from '@/content/ps/offline'
import { localeInfo, splitLocale, type Locale } from '@/lib/i18n/locales'
import type { KeptFile } from '@/lib/library/keep'
import { formatBytes } from '@/lib/library/kinds'

/**
 * The worker's copy in the language of the page it stands in for (the URL's /fa or /ps prefix; decision 032). All three
 * locales ship in the worker, which is not page JavaScript: it loads once, after the page is idle.
 */
const OFFLINE_COPY = { en, fa, ps } as const

/** The locale of a site path, from its prefix. */
export function pathLocale(pathname: string): Locale {
  return splitLocale(pathname).locale
}

/** Paths the worker never stores or answers for: staff pages and every non-public API (docs/product.md §2.13). */
export function isPrivatePath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    (pathname.startsWith('/api/') && !pathname.startsWith('/api/public/'))
  )
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (m) => ENTITIES[m] ?? m)
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The build files (scripts, stylesheets, fonts under /_next/static/) a page's HTML loads. A saved page is served only
 * when every one of them is saved too: old HTML is never shown with another build's files.
 */
export function buildAssetUrls(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) found.add(decodeEntities(match[1]!))
  return [...found]
}

/** The text of the page's <title>, or its path when it has none. */
export function pageTitle(html: string, fallback: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html)
  const title = match ? decodeEntities(match[1]!).trim() : ''
  return title || fallback
}

/**
 * The page with the "saved copy" notice as the first thing in <body>. It is a custom element on purpose: React 19
 * skips elements it did not render among <body>'s children when it hydrates, and no element React renders there can
 * be mistaken for this one, so the notice stays and the page hydrates normally.
 */
export function withSavedCopyNotice(html: string, savedAt: string, locale: Locale = 'en'): string {
  const notice =
    '<saved-copy-notice role="status" class="block border-b border-accent-300 bg-accent-300 px-4 py-2 text-center ' +
    `text-sm font-medium text-navy-950">${escapeHtml(OFFLINE_COPY[locale].savedCopy(savedAt))}</saved-copy-notice>`
  const body = /<body\b[^>]*>/i.exec(html)
  if (!body) return html
  const at = body.index + body[0].length
  return html.slice(0, at) + notice + html.slice(at)
}

/** "25 Nov 2026, 09:14" in the visitor's time zone. */
export function formatSavedAt(savedAtMs: number, locale: Locale = 'en'): string {
  const tag = locale === 'en' ? 'en-GB' : localeInfo[locale].intl
  const numberingSystem = locale === 'en' ? 'latn' : 'arabext'
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', numberingSystem }).format(
    new Date(savedAtMs),
  )
}

export interface SavedPage {
  url: string
  title: string
  savedAt: string
}

/**
 * The offline page: what is saved on this device, newest first, as plain HTML with the build's stylesheet and no
 * script (it must work with nothing but the cache). Links are same-origin paths only.
 */
export function offlinePageHtml({
  stylesheets,
  saved,
  kept = [],
  retryPath,
  locale = 'en',
}: {
  stylesheets: string[]
  saved: SavedPage[]
  /** Documents kept with "Keep on this device" (./kept.ts): listed first, as what the visitor chose. */
  kept?: KeptFile[]
  retryPath: string
  locale?: Locale
}): string {
  const copy = OFFLINE_COPY[locale].page
  const { lang, dir, prefix } = localeInfo[locale]
  const list = saved.length
    ? '<ul class="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200" data-saved-pages>' +
      saved
        .map(
          (page) =>
            `<li class="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">` +
            `<a class="font-semibold text-navy-700 underline" href="${escapeHtml(page.url)}">` +
            `${escapeHtml(page.title)}</a>` +
            `<span class="text-sm text-slate-600">${escapeHtml(copy.savedAt(page.savedAt))}</span></li>`,
        )
        .join('') +
      '</ul>'
    : `<p class="mt-4 text-slate-700" data-saved-pages-empty>${escapeHtml(copy.nothingSaved)}</p>`
  const keptList = kept.length
    ? `<h2 class="mt-10 text-xl font-semibold text-navy-900">${escapeHtml(copy.keptHeading)}</h2>` +
      '<ul class="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200" data-kept-files>' +
      kept
        .map(
          (file) =>
            `<li class="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">` +
            `<a class="font-semibold break-all text-navy-700 underline" href="${escapeHtml(file.url)}">` +
            `${escapeHtml(file.title)}</a>` +
            `<span class="text-sm text-slate-600">${escapeHtml(copy.keptSize(formatBytes(file.bytes, locale)))}` +
            '</span></li>',
        )
        .join('') +
      '</ul>'
    : ''
  return (
    `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(copy.documentTitle)}</title>` +
    stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    '</head><body class="min-h-dvh font-sans"><main id="main" class="container-content py-12 md:py-16">' +
    `<h1 class="text-2xl font-semibold text-navy-900 md:text-3xl">${escapeHtml(copy.title)}</h1>` +
    `<p class="mt-4 max-w-2xl text-slate-700">${escapeHtml(copy.text)}</p>` +
    '<p class="mt-6 flex flex-wrap gap-4">' +
    `<a class="font-semibold text-navy-700 underline" href="${escapeHtml(retryPath)}">${escapeHtml(copy.retry)}</a>` +
    `<a class="font-semibold text-navy-700 underline" href="${prefix || '/'}">${escapeHtml(copy.home)}</a></p>` +
    keptList +
    `<h2 class="mt-10 text-xl font-semibold text-navy-900">${escapeHtml(copy.savedHeading)}</h2>` +
    list +
    '</main></body></html>'
  )
}

/** The offline page's Content-Security-Policy: no script at all, only our own stylesheet, fonts and images. */
export const OFFLINE_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')
