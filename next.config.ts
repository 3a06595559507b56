import path from 'node:path'

import type { NextConfig } from 'next'

import { addCompileHints } from './scripts/compile-hints.mjs'
import { precompressStatic } from './scripts/precompress.mjs'
import { parseEnv } from './src/env'
import { SECURITY_HEADERS } from './src/server/http/http-edge.mjs'

// A bad environment fails the build with one message naming every bad variable (docs/design.md convention 6).
parseEnv(process.env)

// Headers for every response (one list with the HTTP server's own answers); pages add their CSP in src/proxy.ts.
// A quotation link's pages (/q/…) send a stricter Referrer-Policy of their own (src/server/sales/quotation-page.ts):
// the site's is left off there, so a response carries one policy, not two.
const securityHeaders = SECURITY_HEADERS.filter((h) => h.key !== 'Referrer-Policy')
const siteReferrerPolicy = SECURITY_HEADERS.filter((h) => h.key === 'Referrer-Policy')

// `import css from '….inline.css'`: the compiled stylesheet as a string on the server, an empty string in the browser
// bundle (docs/decisions/035-inline-site-css.md).
const cssTextLoader = path.resolve('scripts/css-text-loader.cjs')

const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, CI legs); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // scripts/server.mjs compresses, with Brotli where the browser takes it (docs/decisions/039-brotli.md).
  compress: false,
  reactStrictMode: true,
  // forbidden() renders the admin's 403 page (src/server/staff/auth.ts); experimental in Next 16.
  // globalNotFound: the site and the staff panel have separate root layouts (docs/decisions/032-locales.md).
  // Turbopack merges chunks under 100 KB (default 50 KB): two fewer scripts and about 0.6 KiB less on every public
  // route (docs/decisions/049-turbopack-chunking.md).
  experimental: {
    authInterrupts: true,
    globalNotFound: true,
    turbopackChunking: { minChunkSize: 100_000 },
    // A CI machine builds a clean checkout once: Turbopack's build cache would cost about 20 s of CPU to write and
    // never be read (docs/decisions/060-ci-time.md). Elsewhere it makes the next build faster.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // PGlite ships WASM and data files that must load from node_modules, not bundled (docs/design.md, platform facts).
  // esbuild bundles the service worker while the build prerenders /serwist/sw.js (src/app/serwist).
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pdfkit', 'wawoff2', 'esbuild', 'esbuild-wasm'],
  // The optimizer is off: images are optimised once at import (docs/decisions/003-image-pipeline.md).
  images: { unoptimized: true },
  compiler: {
    // V8 compiles the big browser chunks while they download, not on first call (docs/decisions/038-compile-hints.md);
    // then every script and stylesheet gets its Brotli copy (docs/decisions/039-brotli.md).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      addCompileHints(path.resolve(projectDir, distDir))
      precompressStatic(path.resolve(projectDir, distDir))
    },
  },
  turbopack: {
    rules: {
      '*.inline.css': [
        { condition: 'browser', loaders: [{ loader: cssTextLoader, options: { empty: true } }], as: '*.js' },
        { condition: { not: 'browser' }, loaders: [cssTextLoader], as: '*.js' },
      ],
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/((?!q/).*)', headers: siteReferrerPolicy },
      {
        source: '/images/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
      {
        // Web fonts and the icon sprite, with a content hash in their names (scripts/fonts/subset.ts,
        // scripts/generate-icons.mjs): never change under one name.
        source: '/assets/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ]
  },
  async redirects() {
    // docs/design.md decision 1: one canonical category URL.
    return [
      { source: '/category/:slug', destination: '/products/category/:slug', permanent: true },
      { source: '/products/:slug((?!category$)[^/]+)', destination: '/products/category/:slug', permanent: true },
    ]
  },
}

export default nextConfig
