#!/usr/bin/env node
/**
 * The production HTTP server: Next.js behind Node's http server, so the app can learn the real peer address.
 * `next start` keeps a client-sent X-Forwarded-For as the client address, which would let anyone forge it (the
 * contact form's rate limit depends on it). Here the socket's address is put in `x-peer-address`, overwriting
 * anything a client sent; `TRUST_PROXY_HOPS` decides whether X-Forwarded-For is believed
 * (src/server/client-address.ts).
 */
import { createServer } from 'node:http'

import next from 'next'

import { root } from './build-if-stale.mjs'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0'
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  req.headers['x-peer-address'] = req.socket.remoteAddress ?? ''
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () =>
  console.log(`[server] ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`),
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
