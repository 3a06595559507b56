import 'server-only'

import { createHash } from 'node:crypto'

import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { LOCKED_CSP, SECURITY_HEADERS } from '@/server/http/http-edge.mjs'

/**
 * The support library's few pages that route handlers write themselves (docs/support-library.md): a withdrawn file's
 * 410 and a subscriber's confirm and unsubscribe pages. Plain HTML in the visitor's language with one small stylesheet
 * allowed by its hash, no script, never indexed: they must answer with their own status and work from a mail client's
 * link or a one-click POST, outside the localized site.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE =
  'body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;margin:0;background:#f8fafc;color:#0f172a;line-height:1.5}' +
  'main{max-width:44rem;margin:0 auto;padding:2rem 1.25rem}h1{color:#0b1f3a;font-size:1.6rem;margin:0 0 .75rem}' +
  'section{background:#fff;border:1px solid #e2e8f0;border-inline-start:4px solid #b45309;border-radius:.5rem;' +
  'padding:1rem;margin:1rem 0}section h2{font-size:1.1rem;margin:0 0 .5rem}p{margin:.5rem 0}' +
  'a{color:#0b3a75;font-weight:600}button{background:#0b1f3a;color:#fff;border:0;border-radius:.375rem;' +
  'padding:.6rem 1.1rem;font:inherit;font-weight:600;cursor:pointer}button:focus-visible,a:focus-visible' +
  '{outline:3px solid #b45309;outline-offset:2px}'
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

/** The page's headers: the site's, and a policy that allows nothing but the page's own style. */
export function plainPageHeaders(): Record<string, string> {
  const headers = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value]))
  return {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `${LOCKED_CSP}; style-src 'sha256-${STYLE_HASH}'; form-action 'self'`.replace(
      "form-action 'none'; ",
      '',
    ),
    'Cache-Control': 'no-store',
  }
}

export function plainPage(locale: Locale, title: string, body: string): string {
  const { lang, dir } = localeInfo[locale]
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  )
}
