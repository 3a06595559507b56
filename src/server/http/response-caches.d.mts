import type { IncomingMessage, ServerResponse } from 'node:http'

export function createResponseCaches(
  env: NodeJS.ProcessEnv,
  log: { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): {
  lookup(
    req: IncomingMessage,
    addressOf: () => string,
  ): {
    send?: (res: ServerResponse, otherwise: () => void) => void
    capture?: (res: ServerResponse) => void
  } | null
}
