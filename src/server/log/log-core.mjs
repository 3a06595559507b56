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
import { write, writeSync } from 'node:fs'
import { createRequire } from 'node:module'

import pino from 'pino'

import { wallClockMs } from './clock.mjs'

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

const CENSOR = '[redacted]'
const SECRETS = new Set(SECRET_KEYS)
const BODIES = new Set(BODY_KEYS)
const HOLDERS = new Set(BODY_HOLDERS)
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is redacted, as paths (pino's own `redact` syntax): a secret key at the top level, one object down and in any
 * object's `headers`; a body key at the top level and under the names a message goes by. redactFields() below does
 * exactly this; the list says it in one place for readers and tests.
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS.map((k) => `["${k}"]`),
  ...SECRET_KEYS.map((k) => `*["${k}"]`),
  ...SECRET_KEYS.map((k) => `*.headers["${k}"]`),
  ...BODY_KEYS.map((k) => `["${k}"]`),
  ...BODY_HOLDERS.flatMap((h) => BODY_KEYS.map((k) => `${h}["${k}"]`)),
]

/** `object` with the values `replace` gives for its keys (undefined: kept), copied only when one changes. */
function replaced(object, replace) {
  let out = object
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue
    const next = replace(key, object[key])
    if (next === undefined || next === object[key]) continue
    if (out === object) out = { ...object }
    out[key] = next
  }
  return out
}

/** One object down: secret keys, body keys under a holder's name, and secret keys in its `headers`. */
const inner = (holder) => (key, value) =>
  SECRETS.has(key) || (holder && BODIES.has(key))
    ? CENSOR
    : key === 'headers' && isObject(value)
      ? replaced(value, (k) => (SECRETS.has(k) ? CENSOR : undefined))
      : undefined

/**
 * A logged object with REDACT_PATHS censored, in one pass over its keys and those one object down, copied only where
 * something is censored. pino's `redact` option did the same with compiled paths; with wildcards over about 80 paths
 * it cost 110 µs a line, which at the access log's one line per request halved the pages' throughput
 * (docs/performance.md, "Logs").
 */
export function redactFields(object) {
  return replaced(object, (key, value) =>
    SECRETS.has(key) || BODIES.has(key)
      ? CENSOR
      : isObject(value) && !(value instanceof Error)
        ? replaced(value, inner(HOLDERS.has(key)))
        : undefined,
  )
}

/** pino's isoTime, made once per reading of the wall clock (clock.mjs says why). */
let lastMs = -1
let lastTime = ''
export function isoTime() {
  const ms = wallClockMs()
  if (ms !== lastMs) {
    lastMs = ms
    lastTime = `,"time":"${new Date(ms).toISOString()}"`
  }
  return lastTime
}

const LINE_BATCH = 4_096
const FLUSH_MS = 250

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
    formatters: { log: redactFields },
    serializers: { err: pino.stdSerializers.err },
    timestamp: isoTime,
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
  return pino(config, stdoutDestination())
}

/**
 * Standard output, written asynchronously and in batches: lines are queued and written when 4 KiB have gathered (about
 * eighteen access-log lines) or every 250 ms, whichever comes first, so no request waits for the disk (or a slow pipe)
 * and a busy server makes one write where it would make eighteen (each a hand-off to libuv's thread pool, which on two
 * cores competes with the requests themselves: docs/performance.md, "Logs"). What is queued is written synchronously
 * when the process exits; a process killed outright (SIGKILL) loses at most the last 250 ms. One per process.
 */
function stdoutDestination() {
  const g = /** @type {{ __logStdout?: ReturnType<typeof batchedWriter> }} */ (globalThis)
  if (g.__logStdout) return g.__logStdout
  const destination = batchedWriter(1)
  process.once('exit', () => destination.flushSync())
  return (g.__logStdout = destination)
}

/**
 * A destination for pino that writes to the descriptor `fd` in batches of at least `minLength` bytes, one write at a
 * time, and whatever is queued every `flushMs`. pino's own (sonic-boom) did the same but measured the byte length of
 * its whole pending batch again on every line, joining its pieces to do so: up to 16 KiB scanned per line, 17 µs a
 * line in a loop (docs/performance.md, "Logs"). Here each line's own
 * length is added. A write the descriptor refuses for now (EAGAIN: a full pipe) is retried; any other failure (EPIPE:
 * the reader went away) loses that batch, as a closed log would, and never throws into a request.
 * @param {number} fd
 * @param {{ minLength?: number, flushMs?: number }} [options]
 */
export function batchedWriter(fd, { minLength = LINE_BATCH, flushMs = FLUSH_MS } = {}) {
  /** @type {string[]} */
  let lines = []
  let queued = 0
  let writing = false
  /** @param {Buffer} data @param {number} offset */
  const writeFrom = (data, offset) =>
    write(fd, data, offset, data.length - offset, null, (err, written) => {
      if (err?.code === 'EAGAIN') return void setTimeout(() => writeFrom(data, offset), 10)
      if (!err && offset + written < data.length) return writeFrom(data, offset + written)
      writing = false
      if (queued >= minLength) flush()
    })
  const take = () => {
    const data = Buffer.from(lines.join(''))
    lines = []
    queued = 0
    return data
  }
  const flush = () => {
    if (writing || lines.length === 0) return
    writing = true
    writeFrom(take(), 0)
  }
  setInterval(flush, flushMs).unref()
  return {
    /** @param {string} line */
    write(line) {
      lines.push(line)
      queued += Buffer.byteLength(line)
      if (!writing && queued >= minLength) flush()
      return true
    },
    /** @param {(err?: Error) => void} [done] */
    flush(done) {
      flush()
      done?.()
    },
    /** What is queued, now (the process is exiting): a write under way is left to finish on its own. */
    flushSync() {
      if (lines.length === 0) return
      const data = take()
      let offset = 0
      try {
        while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset)
      } catch {
        // The descriptor is closed or full for good (the parent went away): nothing more can be written.
      }
    },
  }
}
