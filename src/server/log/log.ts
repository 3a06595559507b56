import 'server-only'

import type { Logger } from 'pino'

import { createLogger } from './log-core.mjs'

/**
 * The server's logger (pino): `log.info({ product: slug }, 'stored message')`, one JSON line per event with a level,
 * human-readable under `npm run dev`. `LOG_LEVEL` (fatal…trace, silent) changes the threshold; default `info`
 * (`warn` under tests). Secrets are redacted by field name (src/server/log/log-core.mjs). Use a child logger per
 * area: `log.child({ area: 'contact' })`. No `console.*` in server code (ESLint enforces it).
 *
 * On globalThis: Next's route and action bundles each get their own copy of this module; one logger per process.
 */
const g = globalThis as unknown as { __log?: Logger }
export const log: Logger = (g.__log ??= createLogger())

/** A child logger for one area of the server, e.g. `logger('contact')`. */
export function logger(area: string): Logger {
  return log.child({ area })
}

/** An error's message without its stack, for expected failures (the database being down). */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
