import { createSerwistRoute } from '@serwist/turbopack'

/**
 * The service worker, /serwist/sw.js (docs/decisions/023-offline-service-worker.md). Serwist bundles src/sw/sw.ts with
 * esbuild while `next build` prerenders this route, and injects the precache list: the build's stylesheets and fonts
 * (hashed names, so no revision is needed and a new build yields a new worker). Only those: precaching every script
 * would make each visitor download the whole site, staff panel included, on a link they pay for by the megabyte;
 * scripts are kept as the pages that load them are saved.
 */
const distDir = (process.env.NEXT_DIST_DIR || '.next').replace(/\/$/, '')

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/sw.ts',
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.{css,woff2}`],
  // A classic script (not a module worker): registers in every browser that has service workers.
  esbuildOptions: { format: 'iife', sourcemap: false },
})
