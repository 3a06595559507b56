/**
 * Preloaded into the server by bench/sign-in-under-load.mjs (`NODE_OPTIONS=--import …`), which reads its lines on
 * stderr:
 * - every 250 ms, how late the event loop ran in that window (perf_hooks' event-loop delay histogram, 10 ms
 *   resolution) and the wall-clock time;
 * - for each request whose path starts with PROBE_PATH, when Node's HTTP server parsed it and how long until its
 *   response finished (diagnostics_channel), so that time in the server is told apart from time before it.
 */
import { subscribe } from 'node:diagnostics_channel'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const write = (line) => process.stderr.write(`${JSON.stringify(line)}\n`)
const ms = (ns) => Math.round(ns / 1e4) / 100

const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()
setInterval(() => {
  write({ probe: 'loop', at: Date.now(), max: ms(histogram.max), p99: ms(histogram.percentile(99)) })
  histogram.reset()
}, 250).unref()

const prefix = process.env.PROBE_PATH
const started = new WeakMap()
if (prefix) {
  subscribe('http.server.request.start', ({ request }) => {
    if (request.url?.startsWith(prefix)) started.set(request, { at: Date.now(), t: performance.now() })
  })
  subscribe('http.server.response.finish', ({ request, response }) => {
    const start = started.get(request)
    if (!start) return
    const id = response.getHeader('x-request-id')
    write({ probe: 'request', id, at: start.at, ms: Math.round((performance.now() - start.t) * 10) / 10 })
  })
}
