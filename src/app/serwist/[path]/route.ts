import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createSerwistRoute } from '@serwist/turbopack'

import { distDir, isSiteStylesheet } from '@/server/page/site-stylesheet'

/**
 * The service worker, /serwist/sw.js (docs/decisions/023-offline-service-worker.md). Serwist bundles src/sw/sw.ts with
 * esbuild while `next build` prerenders this route, and injects the precache list: the public site's stylesheet, its
 * Latin font and the icon sprite (hashed names, so no revision is needed and a new build yields a new worker). Only
 * those: precaching every script would make each visitor download the whole site, staff panel included, on a link
 * they pay for by the megabyte; scripts are kept as the pages that load them are saved, and Vazirmatn as a Dari or
 * Pashto page uses it. Pages carry the stylesheet inlined (docs/decisions/035-inline-site-css.md) until the browser
 * keeps this file; then they link it (041-cached-stylesheet.md). The offline page links it too.
 */
/** Whether a built stylesheet is the site's (src/server/page/site-stylesheet.ts), not the staff panel's. */
function isSiteStylesheetFile(file: string): boolean {
  // Read once, at build time (this route is prerendered); not a file the server needs, so not traced into it.
  return isSiteStylesheet(readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), file), 'utf8'))
}

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/sw.ts',
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.css`, 'public/assets/inter-latin-*.woff2', 'public/assets/icons-*.svg'],
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.filter((entry) => !entry.url.endsWith('.css') || isSiteStylesheetFile(entry.url)),
      warnings: [],
    }),
  ],
  // A classic script (not a module worker): registers in every browser that has service workers.
  esbuildOptions: { format: 'iife', sourcemap: false },
})
