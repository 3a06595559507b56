import type { IncomingMessage, ServerResponse } from 'node:http'

type Send = (res: ServerResponse, otherwise?: () => void) => void

export function createResponseCaches(
  env: NodeJS.ProcessEnv,
  log: { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): {
  lookup(
    req: IncomingMessage,
    addressOf: () => string,
  ): {
    /** A kept answer; a private copy only once its page's rate limit counted the visitor, else `otherwise` runs. */
    send?: Send
    /** Another request renders this page: its copy to send, or null to render this one uncaptured. */
    wait?: Promise<Send | null>
    capture?: (res: ServerResponse) => void
    /** The captured response has closed, however it ended. */
    ended?: () => void
  } | null
}
