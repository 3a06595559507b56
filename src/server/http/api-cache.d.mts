import type { IncomingMessage, ServerResponse } from 'node:http'

export const API_MAX_AGE_MS: number
export interface ApiEntry {
  storedAt: number
  plain: Buffer
  gzip: Buffer
  etag: string | undefined
  headers: Record<string, string | string[]>
  bytes: number
}
export interface ApiLookup {
  key: string
  generation: number
}
export interface ApiCache {
  find(req: IncomingMessage): { entry?: ApiEntry; lookup?: ApiLookup } | null
  send(req: IncomingMessage, res: ServerResponse, entry: ApiEntry): void
  capture(res: ServerResponse, lookup: ApiLookup): void
  stats(): {
    hits: number
    misses: number
    stored: number
    evicted: number
    notModified: number
    entries: number
    bytes: number
  }
}
export function createApiCache(options: {
  maxBytes: number
  log?: { warn(obj: object, msg: string): void }
  now?: () => number
}): ApiCache
