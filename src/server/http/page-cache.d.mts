import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Template } from './gzip-template.mjs'

export declare const MAX_AGE_MS: number
export declare const RENDER_WAIT_MS: number
export declare function newNonce(): string
export declare function pageKey(
  req: IncomingMessage,
  fileNames: readonly string[] | undefined,
  keptUrl?: (url: string) => string | null,
): string | null

export interface PageCacheEntry {
  generation: number | string
  storedAt: number
  expiresAt: number
  template: Template
  /** Where the nonce is in the page. */
  offsets: number[]
  /** The page uncompressed (nonces as holes), kept once a client without gzip asked for it. */
  plain?: Buffer
  headers: Record<string, string | string[]>
  csp: string[]
  bytes: number
}
export interface PageCacheLookup {
  key: string
  generation: number | string
  /** The render in flight this lookup started (others wait for its copy). */
  flight: { since: number; waiters: Array<(entry: PageCacheEntry | null) => void>; storing: boolean; done: boolean }
}
export interface PageCache {
  find(
    req: IncomingMessage,
  ): { entry?: PageCacheEntry; wait?: Promise<PageCacheEntry | null>; lookup?: PageCacheLookup } | null
  send(req: IncomingMessage, res: ServerResponse, entry: PageCacheEntry): void
  capture(res: ServerResponse, lookup: PageCacheLookup): void
  ended(lookup: PageCacheLookup): void
  stats(): {
    hits: number
    misses: number
    stale: number
    waited: number
    stored: number
    evicted: number
    entries: number
    bytes: number
  }
}
export declare function createPageCache(options: {
  maxBytes: number
  cdnSeconds?: number
  log?: { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void }
  now?: () => number
  keptUrl?: (url: string) => string | null
  generation?: () => number | string | undefined
  keep?: (res: ServerResponse) => boolean
  expiresAt?: (storedAt: number) => number
}): PageCache
