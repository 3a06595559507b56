/**
 * 64 range requests at once, from a process of its own (bench/downloads.mjs runs it): the client that takes the
 * times must not share its event loop with the benchmark's other work (the 1 GB download just before, its hashing),
 * or the figures are the client's queue, not the server's answer.
 *
 * Usage: node bench/lib/range-burst.mjs <url> <file size> [count=64] [part=65536]. Prints one JSON line:
 * { ttfbMs: [...], connectMs: [...], statuses: { "206": n } }.
 *
 * TTFB is what a browser's Resource Timing calls responseStart - requestStart: from the moment this request's bytes
 * were handed to the socket to the moment its status line and headers had arrived. Opening the connection is measured
 * apart (connectMs): in one process, 64 connections opened in one turn of the event loop wait for each other, so a
 * clock started before connecting measured this client's queue, not the server (docs/decisions/091-download-ranges.md,
 * "64 at once").
 */
import http from 'node:http'

const [url, sizeArg, countArg = '64', partArg = '65536'] = process.argv.slice(2)
const size = Number(sizeArg)
const count = Number(countArg)
const part = Number(partArg)
if (!url || !(size > part) || !(count > 0)) {
  console.error('usage: node bench/lib/range-burst.mjs <url> <file size> [count] [part]')
  process.exit(2)
}
const target = new URL(url)
// One connection per request, as 64 visitors (or a download manager's 64 parts) open them.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

/** One range request at a random offset: its times and status. */
function rangeRequest() {
  return new Promise((resolve, reject) => {
    const start = Math.floor(Math.random() * (size - part))
    const opened = performance.now()
    let sent = 0
    const req = http.get(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        agent,
        headers: { Range: `bytes=${start}-${start + part - 1}`, 'Accept-Language': 'en' },
      },
      (res) => {
        const ttfb = performance.now() - sent
        let received = 0
        res.on('data', (chunk) => (received += chunk.length))
        res.on('end', () => resolve({ ttfb, connect: sent - opened, status: res.statusCode, received }))
        res.on('error', reject)
      },
    )
    // 'finish': the request's bytes are with the socket (after the connection was made, since the request waits
    // for it). The response cannot arrive before this.
    req.on('finish', () => (sent = performance.now()))
    req.on('error', reject)
  })
}

const results = await Promise.all(Array.from({ length: count }, rangeRequest))
const statuses = {}
for (const r of results) {
  const expected = r.status === 206 && r.received === part
  const key = expected || r.status !== 206 ? String(r.status) : `${r.status} (short body)`
  statuses[key] = (statuses[key] ?? 0) + 1
}
console.log(JSON.stringify({ ttfbMs: results.map((r) => r.ttfb), connectMs: results.map((r) => r.connect), statuses }))
