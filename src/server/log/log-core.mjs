/**
 * The logger's construction, shared by the Next.js server code (src/server/log/log.ts) and the HTTP server that
 * wraps it (scripts/server.mjs, plain Node, which cannot import TypeScript). One JSON line per event on stdout (pino),
 * with levels; in development the same events are printed readably through pino-pretty (a dev dependency, loaded only
 * then, as a stream in this process: pino's worker-thread transports do not survive Next's bundling).
 *
 * Nothing secret is logged: the paths in REDACT_PATHS are replaced by "[redacted]" wherever they appear in a
 * logged object (passwords, hashes, cookies, authorisation headers, SMTP URLs with their credentials, message
 * bodies). Tested in src/server/log/log.test.ts.
 */
import { createRequire } from 'node:module'

import pino from 'pino'

/** Field names never logged: at the top level, one object down (`{ user: { password } }`) and in headers. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'ADMIN_PASSWORD_HASH',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'session',
  'sessionToken',
  'token',
  'SMTP_URL',
  'smtpUrl',
  'DATABASE_URL',
  'databaseUrl',
]

/**
 * What a visitor wrote and the e-mail made from it: who wrote what stays in the database, not in log files. Not
 * redacted under every object, because an error's own `message` must stay readable: at the top level and under
 * the names a contact message or an e-mail goes by.
 */
const BODY_KEYS = ['message', 'body', 'html', 'text']
const BODY_HOLDERS = ['input', 'lead', 'submission', 'contact', 'mail', 'email', 'data', 'payload']

export const REDACT_PATHS = [
  ...SECRET_KEYS.map((k) => `["${k}"]`),
  ...SECRET_KEYS.map((k) => `*["${k}"]`),
  ...SECRET_KEYS.map((k) => `*.headers["${k}"]`),
  ...BODY_KEYS.map((k) => `["${k}"]`),
  ...BODY_HOLDERS.flatMap((h) => BODY_KEYS.map((k) => `${h}["${k}"]`)),
]

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/**
 * @param {{ env?: NodeJS.ProcessEnv, destination?: import('pino').DestinationStream }} [options]
 * @returns {import('pino').Logger}
 */
export function createLogger(options = {}) {
  const env = options.env ?? process.env
  const requested = (env.LOG_LEVEL ?? '').toLowerCase()
  const level = LEVELS.has(requested) ? requested : env.NODE_ENV === 'test' ? 'warn' : 'info'
  const config = {
    level,
    base: { pid: process.pid },
    // `msg` stays the human sentence; `err` objects get type, message and stack.
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  if (options.destination) return pino(config, options.destination)
  if (env.NODE_ENV === 'development') {
    try {
      const require = createRequire(import.meta.url)
      const pretty = require('pino-pretty')
      return pino(config, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }))
    } catch {
      // pino-pretty missing (installed without dev dependencies): plain JSON lines.
    }
  }
  return pino(config)
}
