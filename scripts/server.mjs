#!/usr/bin/env node
/**
 * The production HTTP server: Next.js behind Node's http server, so the app can learn the real peer address.
 * `next start` keeps a client-sent X-Forwarded-For as the client address, which would let anyone forge it (the
 * contact form's rate limit depends on it). Here the socket's address is put in `x-peer-address`, overwriting
 * anything a client sent; `TRUST_PROXY_HOPS` decides whether X-Forwarded-For is believed
 * (src/server/client-address.ts).
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

import next from 'next'

import { resolveClientAddress } from '../src/server/client-address-core.mjs'
import { createLogger } from '../src/server/log-core.mjs'
import { root } from './build-if-stale.mjs'

const log = createLogger()
const trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0'
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  const started = process.hrtime.bigint()
  req.headers['x-peer-address'] = req.socket.remoteAddress ?? ''
  // A request id for the log line and the response (X-Request-Id): a trusted proxy's own id is kept, else a new one.
  const given = trustedHops > 0 ? req.headers['x-request-id'] : undefined
  const id = typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID()
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  res.once('close', () => logRequest(req, res, id, started))
  handle(req, res)
})

/** One line per request: method, path (no query string: it may carry what a visitor typed), status, duration. */
function logRequest(req, res, id, started) {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const line = {
    reqId: id,
    method: req.method,
    path: (q < 0 ? url : url.slice(0, q)).slice(0, 512),
    status: res.statusCode,
    ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    client: resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops),
  }
  if (!res.writableFinished) line.aborted = true
  if (res.statusCode >= 500) log.error(line, 'request')
  else log.info(line, 'request')
}
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () =>
  log.info(
    { area: 'server', hostname, port },
    `ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  ),
)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) process.exit(1)
    closing = true
    server.close(() => process.exit(0))
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
