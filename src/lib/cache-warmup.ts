/**
 * One file the browser fetches once a page is idle, and the cookie that records it (with those fetched before it), as
 * the layout worked it out (src/server/page/cached-files.ts computes the steps; src/components/site/offline-support.tsx
 * `CacheWarmup` runs them).
 */
export interface CacheWarmupStep {
  url: string
  /** A `document.cookie` assignment (src/server/page/visitor-cookie.ts `visitorCookieAssignment`). */
  cookie: string
}
