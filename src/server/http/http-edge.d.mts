import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

export declare const SECURITY_HEADERS: { key: string; value: string }[]
export declare const LOCKED_CSP: string
export interface EdgeAnswer {
  status: number
  headers: Record<string, string>
  body: string
}
export declare function allowedMethods(path: string): string[] | null
export declare function edgeAnswer(method: string | undefined, url: string | undefined): EdgeAnswer | null
export declare function errorCacheControl(
  status: number,
  cacheControl: string | number | string[] | undefined,
): string | undefined
export declare function signInRefusal(
  method: string | undefined,
  url: string | undefined,
  address: string,
  scripted?: boolean,
): EdgeAnswer | null
export declare function signInWaitMessage(wait: number): string
export declare function serviceWorkerCacheControl(path: string): string | undefined
export declare function keepErrorsShortLived(res: ServerResponse, always: string | undefined): void
export declare function refuseClientError(
  err: Error & { code?: string },
  socket: Duplex & { remoteAddress?: string },
  log: { info(obj: object, msg: string): void },
): void
export declare function loggedPath(url: string): string
