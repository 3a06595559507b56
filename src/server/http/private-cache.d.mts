import type { IncomingMessage, ServerResponse } from 'node:http'

export declare function keptPrivateTarget(url: string): { url: string; limit: string | null } | null
export declare function nextKabulMidnight(ms: number): number
export declare function createPrivateCache(options: {
  maxBytes: number
  log?: { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void }
  now?: () => number
}): {
  lookup(
    req: IncomingMessage,
    addressOf: () => string,
  ): {
    admit?: () => Promise<boolean>
    send?: (res: ServerResponse) => void
    wait?: Promise<{ admit: () => Promise<boolean>; send: (res: ServerResponse) => void } | null>
    capture?: (res: ServerResponse) => void
    ended?: () => void
  } | null
  stats(): ReturnType<import('./page-cache.mjs').PageCache['stats']>
}
