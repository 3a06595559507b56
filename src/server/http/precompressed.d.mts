import type { IncomingMessage, ServerResponse } from 'node:http'

export declare function acceptsBrotli(header: string | string[] | undefined): boolean
export declare function precompressedStatic(
  distDir: string,
  securityHeaders: Record<string, string>,
): (req: IncomingMessage, res: ServerResponse) => boolean
