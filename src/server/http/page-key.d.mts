import type { IncomingMessage } from 'node:http'

export declare function pageKey(
  req: IncomingMessage,
  fileNames: readonly string[] | undefined,
  keptUrl?: (url: string) => string | null,
): string | null
export declare function publicUrl(url: string): string | null
