import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Representation } from './ranges-core.mjs'

export interface KnownDownload {
  /** The site's generation when the file was looked up; undefined (polling): not remembered. */
  generation: number | undefined
  /** The file on the local disk. */
  file: string
  rep: Representation
}

export declare function rememberDownload(path: string, entry: KnownDownload): void
export declare function serveKnownDownload(
  req: IncomingMessage,
  res: ServerResponse,
  baseHeaders: Record<string, string>,
  fallback: () => void,
): boolean
