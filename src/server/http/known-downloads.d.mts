import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Representation } from './ranges-core.mjs'

export interface KnownDownload {
  /** The site's generation when the file was looked up; undefined (polling): not remembered. */
  generation: number | undefined
  /** The file on the local disk; or, for a file in a bucket, `read`. */
  file?: string
  /**
   * Reads bytes `start`..`end` (inclusive) from the store (the S3 driver's ranged GET): null when the object is gone;
   * it throws when the store cannot be reached. Either way Next.js then answers (404, 503).
   */
  read?: (start: number, end: number) => Promise<ReadableStream<Uint8Array> | null>
  rep: Representation
}

export declare function rememberDownload(path: string, entry: KnownDownload): void
export declare function serveKnownDownload(
  req: IncomingMessage,
  res: ServerResponse,
  baseHeaders: Record<string, string>,
  fallback: () => void,
): boolean
