/**
 * Next.js reports what goes wrong inside it with console.error (a stack trace over several lines, "⨯ Error: …"):
 * on stdout/stderr that is not one JSON line per event (docs/operations.md "Logs",
 * docs/decisions/028-structured-logs.md), and a log shipper splits it into fragments. The production server
 * (scripts/server.mjs) sends the console through its logger instead: one JSON line each, `area: "next"`, the text in
 * `msg`, an Error as `err`. Plain JavaScript.
 */
import { format } from 'node:util'

/** @param {import('pino').Logger} log */
export function consoleToLog(log) {
  const next = log.child({ area: 'next' })
  /** @param {'info' | 'warn' | 'error'} level */
  const write =
    (level) =>
    (...args) => {
      const err = args.find((a) => a instanceof Error)
      // Next's own markers ("⨯ ", "✓ ", "⚠ ") say nothing the level does not.
      const msg = format(...args.map((a) => (a === err ? (a.message ?? String(a)) : a)))
        .replace(/^[⨯✓⚠○] /u, '')
        .trim()
      if (err) next[level]({ err }, msg)
      else next[level](msg)
    }
  // Replacing the console is the point of this module, not a use of it.
  /* eslint-disable no-console */
  console.log = write('info')
  console.info = write('info')
  console.warn = write('warn')
  console.error = write('error')
  /* eslint-enable no-console */
}
