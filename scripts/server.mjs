#!/usr/bin/env node
/**
 * The production HTTP server: Next.js behind Node's http server, so the app can learn the real peer address.
 * `next start` keeps a client-sent X-Forwarded-For as the client address, which would let anyone forge it (the
 * contact form's rate limit depends on it). Here the socket's address is put in `x-peer-address`, overwriting
 * anything a client sent; `TRUST_PROXY_HOPS` decides whether X-Forwarded-For is believed
 * (src/server/http/client-address.ts).
 *
 * It also owns the process's life (docs/decisions/025-database-outages.md, 026-graceful-shutdown.md):
 * - while the database could not be opened at start, pages answer a plain 503 page and the API a 503 JSON error
 *   (src/server/runtime/boot.ts keeps retrying; src/server/db/availability.ts holds the state read here);
 * - SIGTERM/SIGINT: stop accepting, let in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS), close the database,
 *   exit 0. Repeated signals (a process group's Ctrl-C reaches npm, scripts/start.mjs and this process) are one
 *   shutdown.
 *
 * And it refuses what no request may do to the process (docs/decisions/043-http-limits-and-supervision.md): it
 * listens before Next.js is prepared and answers /api/health itself (src/server/runtime/health-core.mjs), bounds every
 * body and refuses cross-site and malformed posts (src/server/http/http-guard.mjs), and cuts clients that send their
 * headers slowly.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { Server as NetServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Duplex } from 'node:stream'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { forgetActionStatus, withActionStatus } from '../src/server/http/action-status.mjs'
import { countResponse } from '../src/server/figures/counter.mjs'
import { watchCountingPause } from '../src/server/figures/pause.mjs'
import { resolveClientAddress } from '../src/server/http/client-address-core.mjs'
import { consoleToLog } from '../src/server/log/console-json.mjs'
import { healthAnswer } from '../src/server/runtime/health-core.mjs'
import {
  edgeAnswer,
  isStoredFile,
  keepErrorsShortLived,
  loggedPath,
  refuseClientError,
  SECURITY_HEADERS as HEADER_LIST,
  serviceWorkerCacheControl,
  signInRefusal,
} from '../src/server/http/http-edge.mjs'
import { withoutEmptyFormActions } from '../src/server/http/empty-form-actions.mjs'
import { serveKnownDownload } from '../src/server/http/known-downloads.mjs'
import { builtServerActions, guardBody, siteHostOf } from '../src/server/http/http-guard.mjs'
import { answeredWhileUnavailable } from '../src/server/http/http-unavailable.mjs'
import { exitIfFatal } from '../src/server/runtime/fatal.mjs'
import { preparePglite } from '../src/server/runtime/pglite-prepare.mjs'
import { seedInChildProcess } from '../src/server/runtime/first-seed.mjs'
import { renderQueue } from './render-queue.mjs'
import { createLogger } from '../src/server/log/log-core.mjs'
import { precompressedStatic } from '../src/server/http/precompressed.mjs'
import { createResponseCaches } from '../src/server/http/response-caches.mjs'
import { distDir, root } from './build-if-stale.mjs'

const log = createLogger().child({ area: 'server' })
consoleToLog(createLogger())
const trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0
/** Where each request's client address is kept once resolved: the edge, the caches and the figures all ask. */
const ADDRESS = Symbol('client address')
/** The client's address as the rate limits see it (src/server/http/client-address.ts). */
const addressOf = (req) =>
  (req[ADDRESS] ??= resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops))
const port = Number(process.env.PORT ?? 3000)
// HOSTNAME is what Node hosts (and Next's own standalone server) set; HOSTNAME_BIND is this script's older name and
// wins when both are set, so a container's HOSTNAME (its own name) does not override an explicit choice.
const hostname = process.env.HOSTNAME_BIND || process.env.HOSTNAME || '0.0.0.0'
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000)
// The configuration `next build` resolved and wrote out, handed to Next the way its own standalone server does (the
// variable is Next's, read by its config loader). Without it Next reads next.config.ts again at start, and compiles
// a TypeScript config with SWC, whose native module then stays mapped for the life of the process: 26 MiB resident
// for nothing the server uses (docs/operations.md "Memory": under load the server peaked at 430-460 MiB against its 450
// MiB bound; 388-412 without SWC).
const builtConfig = path.join(root, distDir, 'required-server-files.json')
// No build at all: Next then says so itself ("Could not find a production build…"), not a bare ENOENT from here.
if (existsSync(builtConfig))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(builtConfig, 'utf8')).config)
// Next.js is told 'localhost', whatever address the server listens on: its router builds the request's URL from this
// name, while the proxy (src/proxy.ts) sees requests on localhost; with another name a proxy rewrite (English pages
// are rewritten to /en/...) looked like one to another host and was fetched as a new request.
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
// Compression is done here, not by Next (compress: false in next.config.ts), so that browsers get Brotli: Next's
// own middleware only gzips. A page's HTML carries its markup and, in the payload React hydrates from, the same
// content again; gzip's 32 KB window cannot see the repeat, Brotli's 4 MB window can: the home page is 34 KB instead of
// 45 (docs/decisions/039-brotli.md). Quality 5 costs what gzip's default level costs (3 ms for the home page).
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  // Route handlers' Content-Type reaches the middleware as a one-element array, which its default filter refuses:
  // the API's JSON went out uncompressed.
  filter: (req, res) => {
    const type = [res.getHeader('Content-Type')].flat()[0]
    return compression.filter(req, { getHeader: () => type })
  },
})
const handle = app.getRequestHandler()
/** Whether Next.js has finished preparing (the first seed runs inside it): until then pages answer 503. */
let prepared = false
// The server actions this build has (a request naming another is refused before Next.js, which would answer it with a
// stack trace on stderr) and the site's own host, for the origin check of posts (src/server/http/http-guard.mjs).
const serverActions = builtServerActions(path.join(root, distDir))
const siteHost = siteHostOf(process.env.SITE_URL)
// A client that has not sent its whole request head after this long is cut (408): the default (60 s, checked every
// 30 s) held a slow-headers connection about 78 s. The whole request may take longer (requestTimeout): a 50 MB
// catalogue archive over a slow uplink is minutes.
const HEADERS_TIMEOUT_MS = Number(process.env.HEADERS_TIMEOUT_MS || 5_000)
const REQUEST_TIMEOUT_MS = 300_000

/** Same as src/server/lifecycle.ts SHUTDOWN_KEY. */
const SHUTDOWN_KEY = '__meridianShutdown'

// The headers next.config.ts sets on every response (one list, src/server/http/http-edge.mjs), for answers that do not
// pass through Next.
const SECURITY_HEADERS = Object.fromEntries(HEADER_LIST.map((h) => [h.key, h.value]))
// Scripts and stylesheets: the Brotli copies the build made at the highest quality (scripts/precompress.mjs).
const servePrecompressed = precompressedStatic(path.join(root, distDir), SECURITY_HEADERS)

// Rendered public pages and the public API's answers, sent again until the catalogue or content changes
// (docs/decisions/052-page-cache.md). PAGE_CACHE_MB=0 and API_CACHE_MB=0 turn them off.
const caches = createResponseCaches(process.env, log)

let shuttingDown = false
/** Responses being written: on shutdown those not yet started are told to close their connection. */
const inFlight = new Set()
/**
 * Each open connection's requests in progress and when it last became idle. On shutdown an idle keep-alive connection
 * is closed only after it has been idle for IDLE_GRACE_MS (see shutdown()).
 * @type {Map<import('node:net').Socket, { busy: number, idleSince: number }>}
 */
const connections = new Map()
const IDLE_GRACE_MS = 1_000

const server = createServer(
  { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    const started = process.hrtime.bigint()
    req.headers['x-peer-address'] = req.socket.remoteAddress ?? ''
    // A request id for the log line and the response (X-Request-Id): a trusted proxy's own id is kept, else a new one.
    const given = trustedHops > 0 ? req.headers['x-request-id'] : undefined
    const id = typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID()
    req.headers['x-request-id'] = id
    res.setHeader('X-Request-Id', id)
    // During shutdown the client must not reuse this connection: it is closed after this response, not reset.
    if (shuttingDown) res.setHeader('Connection', 'close')
    inFlight.add(res)
    const connection = connections.get(req.socket)
    if (connection) connection.busy++
    /** @type {ReturnType<typeof caches.lookup>} what the response caches make of this request */
    let cached = null
    // Next.js adds several close listeners of its own: ours are one, so Node does not warn of a leak.
    res.once('close', () => {
      cached?.ended?.()
      logRequest(req, res, id, started)
      // The owner's figures: a public page view, a download or a WhatsApp click (docs/figures.md).
      countResponse(req, res, () => addressOf(req))
      endCompression(res)
      renders.release(res)
      inFlight.delete(res)
      forgetActionStatus(id)
      if (!connection) return
      connection.busy--
      connection.idleSince = Date.now()
    })
    // The health check, first: it never waits behind Next.js (rendering, the first seed, an import).
    const url = req.url ?? '/'
    const path = url.split('?')[0]
    if (path === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) return answerHealth(req, res)
    // Odd requests (unknown methods, broken escapes, OPTIONS) are answered here, never by a 500 from inside Next.
    const edge =
      edgeAnswer(req.method, req.url) ??
      signInRefusal(req.method, req.url, addressOf(req), req.headers['next-action'] !== undefined)
    if (edge) {
      res.writeHead(edge.status, edge.headers)
      res.end(req.method === 'HEAD' ? undefined : edge.body)
      return
    }
    keepErrorsShortLived(res, serviceWorkerCacheControl(path))
    // A staff action's refusal goes out 403, not 200 (src/server/http/action-status.mjs); after the line above.
    withActionStatus(res, id)
    if (answeredWhileUnavailable(req, res, prepared)) return
    // A kept page goes out without waiting behind renders, in the loop's next turn: a burst of them must not hold back
    // what this turn answers (health). A page that may be kept is captured as it is sent.
    cached = prepared ? caches.lookup(req, () => addressOf(req)) : null
    const { send, wait } = cached ?? {}
    // A private copy is sent once its page's rate limit counted the visitor; over the limit, the page answers.
    if (send) return void setImmediate(() => send(res, () => answer(req, res, null)))
    // Another request renders this page to keep it: its copy when ready (src/server/http/page-cache.mjs).
    if (wait) {
      const render = () => answer(req, res, null)
      return void wait.then((kept) => (kept ? kept(res, render) : render()), refuseOnError(res))
    }
    answer(req, res, cached)
  },
)

/** Past the edge and the caches: the body guard, then Next.js, captured for a cache when `cached` says so. */
function answer(req, res, cached) {
  const path = (req.url ?? '/').split('?')[0]
  guardBody(req, res, { siteHost, trustedHops, actions: serverActions }, refuse).then((checked) => {
    if (!checked) return
    if (servePrecompressed(checked, res)) return
    // Page and API reads wait their turn; writes (server actions, uploads) often wait on something else (a password
    // hash, the database) and would hold a place without using the CPU, and so do stored files, sent for as long as
    // the client takes.
    const run = () =>
      compress(checked, res, () => {
        cached?.capture?.(res)
        // Inside the compression middleware, so it rewrites the HTML before it is compressed.
        withoutEmptyFormActions(res)
        handle(checked, res)
      })
    if (prepared && serveKnownDownload(checked, res, SECURITY_HEADERS, run)) return // a library file, from disk
    if ((req.method === 'GET' || req.method === 'HEAD') && !isStoredFile(path)) renders.admit(res, run)
    else run()
  }, refuseOnError(res))
}

/**
 * When the client goes away mid-response the middleware never ends its compression stream, which then outlives the
 * response; destroy it (as Next does for its own middleware). `res.on('drain')` returns that stream.
 */
function endCompression(res) {
  if (res.writableFinished) return
  const noop = () => {}
  const stream = res.on('drain', noop)
  if (stream instanceof Duplex && stream !== res) stream.destroy()
  else res.off('drain', noop)
}

// One render per core by default: renders are CPU-bound (the catalogue is in memory). Measured under 32 connections on
// two cores: health's median 26 ms with 2, 59 ms with 4, 118 ms without a limit (scripts/render-queue.mjs).
const renders = renderQueue({
  concurrency: Number(process.env.NEXT_CONCURRENCY || os.availableParallelism()),
  limit: 1_000,
  busy: (res) => {
    res.writeHead(503, { ...SECURITY_HEADERS, 'Retry-After': '5', 'Cache-Control': 'no-store' })
    res.end('Busy: try again in a few seconds.\n')
  },
})

function answerHealth(req, res) {
  healthAnswer({ stopping: shuttingDown }).then(({ status, body, headers }) => {
    if (status === 503) res.unavailable = body.status
    res.writeHead(status, { ...SECURITY_HEADERS, ...headers, 'Content-Type': 'application/json' })
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
  }, refuseOnError(res))
}

/** A refusal of src/server/http/http-guard.mjs; the request's log line says why (`refused`). */
function refuse(req, res, answer, reason) {
  res.refused = reason
  if (res.headersSent) return void req.socket.destroy()
  res.writeHead(answer.status, answer.headers)
  res.end(answer.body)
}

/** Our own code failed: a bare 500 with the headers, never a hanging request. */
function refuseOnError(res) {
  return (err) => {
    log.error({ err }, 'the HTTP layer failed')
    if (res.headersSent) return void res.destroy()
    res.writeHead(500, { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' })
    res.end('Internal error\n')
  }
}

// A request Node's parser refuses, or whose head came too slowly: a plain 400 or 408 with the security headers.
server.on('clientError', (err, socket) => refuseClientError(err, socket, log))

/** One line per request: method, path (no query string: it may carry what a visitor typed), status, duration. */
function logRequest(req, res, id, started) {
  const line = {
    reqId: id,
    method: req.method,
    // A private link's token is the customer's key: never written to the log.
    path: loggedPath(req.url ?? '/'),
    status: res.statusCode,
    ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    client: addressOf(req),
  }
  if (!res.writableFinished) line.aborted = true
  if (res.refused) line.refused = res.refused
  if (res.unavailable) line.unavailable = res.unavailable
  // A 503 while the process starts or stops is what a load balancer's polls are for: info, not an error.
  const expected = res.unavailable === 'starting' || res.unavailable === 'stopping'
  if (res.statusCode >= 500 && !expected) log.error(line, 'request')
  else log.info(line, 'request')
}
server.on('connection', (socket) => {
  connections.set(socket, { busy: 0, idleSince: Date.now() })
  socket.once('close', () => connections.delete(socket))
})
server.keepAliveTimeout = 65_000
// Listening before Next.js is prepared: the health check says `starting` while the first seed runs, pages a 503.
await new Promise((resolve) => server.listen(port, hostname, resolve))
log.info({ hostname, port }, `listening on ${hostname}:${port}; starting`)
const dataDir = process.env.DATA_DIR || './data'
// Counting for the owner's figures pauses while DATA_DIR/counting-paused exists (src/server/figures/pause.mjs).
watchCountingPause(dataDir, log)
// PGlite's first start (initdb) in a worker thread, so the health check answers meanwhile.
const initdbMs = await preparePglite({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
})
if (initdbMs) {
  log.info({ ms: initdbMs }, `created the embedded database in ${initdbMs} ms`)
  // Its first seed, in a process of its own, before Next.js opens the database (one process at a time may): seeding
  // in this process held its event loop for seconds, and the health check with it.
  const seeded = await seedInChildProcess({ root })
  if (seeded.ok) log.info({ ms: seeded.ms }, `first seed done in ${seeded.ms} ms`)
  else log.warn({ reason: seeded.reason }, `the first seed's own process failed (${seeded.reason}): seeding here`)
}
// A failed migration (or the backup before it) stops the server with the code npm start does not restart.
await app.prepare().catch((err) => exitIfFatal(err, log))
prepared = true
log.info({ hostname, port }, `ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

async function shutdown(signal) {
  if (shuttingDown) {
    log.info({ signal }, `${signal} received again: already shutting down`)
    return
  }
  shuttingDown = true
  const started = Date.now()
  // A last resort: whatever hangs (a stuck database close, a log write to a closed pipe), the process still ends.
  setTimeout(() => process.exit(1), shutdownTimeoutMs + 5_000).unref()
  log.info(
    { signal, inFlight: inFlight.size, shutdownTimeoutMs },
    `${signal}: finishing ${inFlight.size} in-flight requests (at most ${shutdownTimeoutMs} ms)`,
  )
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
  // Stop listening. Not with http.Server#close(): it also drops every idle keep-alive connection at once, and a client
  // may already have sent its next request on one; that request then fails as a reset connection (the shutdown test
  // under load saw one in about six runs). So the listener alone is closed; a request that still arrives on an open
  // connection is answered with `Connection: close`, and a connection is closed once idle for IDLE_GRACE_MS (a busy
  // client sends its next request within milliseconds; an idle browser's connection goes a second later).
  const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve))
  const closeIdle = () => {
    const now = Date.now()
    for (const [socket, c] of connections) if (c.busy === 0 && now - c.idleSince >= IDLE_GRACE_MS) socket.destroy()
  }
  closeIdle()
  const sweeper = setInterval(closeIdle, 50)
  let timedOut = false
  const timeout = new Promise((resolve) =>
    setTimeout(() => {
      timedOut = true
      resolve()
    }, shutdownTimeoutMs).unref(),
  )
  await Promise.race([closed, timeout])
  clearInterval(sweeper)
  if (timedOut) {
    log.warn(
      { inFlight: inFlight.size },
      `${inFlight.size} requests still running after ${shutdownTimeoutMs} ms: closing them`,
    )
    server.closeAllConnections()
  }
  try {
    // Stops start-up retries and background work, then closes the database (PGlite writes its files).
    await globalThis[SHUTDOWN_KEY]?.()
  } catch (err) {
    log.error({ err }, 'closing the database failed')
    process.exit(1)
  }
  log.info({ ms: Date.now() - started }, `stopped in ${Date.now() - started} ms`)
  // pino writes stdout asynchronously when it is a pipe: let the last lines out before exiting.
  log.flush?.()
  setImmediate(() => process.exit(0))
}

// A parent that went away closes our stdout: a log line must not then stop the shutdown with EPIPE.
process.stdout.on('error', () => {})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () =>
    shutdown(signal).catch(() => {
      process.exitCode = 1
      setImmediate(() => process.exit(1))
    }),
  )
