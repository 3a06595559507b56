/**
 * The public site's stylesheet as a file of the build (docs/decisions/041-cached-stylesheet.md). Pages carry the
 * sheet inlined (decision 035); a page whose visitor already has this file in the browser's cache links it instead.
 * The build emits it because src/app/global-not-found.tsx imports the sheet the ordinary way; the service worker
 * precaches the same file (src/app/serwist/[path]/route.ts).
 */
import 'server-only'

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The site's stylesheet is the one that declares the public fonts (src/app/site-fonts.css); the panel's does not. */
export function isSiteStylesheet(css: string): boolean {
  return /url\(\s*["']?\/assets\//.test(css)
}

export interface BuildFile {
  /** Where the browser fetches it; the name carries the content's hash. */
  readonly url: string
}

/** The build's directory (next.config.ts `distDir`). */
export const distDir = (process.env.NEXT_DIST_DIR || '.next').replace(/\/$/, '')

let found: BuildFile | null | undefined

/**
 * The production build's site stylesheet, read once; null under `next dev` (its files live elsewhere and change as
 * the sources do) or when the build has none, and then pages keep the inlined sheet.
 */
export function siteStylesheetFile(): BuildFile | null {
  if (found !== undefined) return found
  found = null
  if (process.env.NODE_ENV !== 'production') return found
  const chunks = path.join(/* turbopackIgnore: true */ process.cwd(), distDir, 'static', 'chunks')
  try {
    for (const file of readdirSync(chunks).sort()) {
      if (file.endsWith('.css') && isSiteStylesheet(readFileSync(path.join(chunks, file), 'utf8'))) {
        found = { url: `/_next/static/chunks/${file}` }
        break
      }
    }
  } catch {
    // No build directory to read (a test importing the layout's helpers): the sheet stays inlined.
  }
  return found
}
