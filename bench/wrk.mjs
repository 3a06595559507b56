/**
 * Runs wrk (Debian's `wrk` package) against one URL and reads its report: requests per second, latency percentiles
 * and errors. A load tool in C: autocannon, in Node, tops out near 1,200 requests/s on this 2-core machine, below the
 * pages served from the page cache and the static baseline (docs/scaling-out.md "Pages from a cache"), so its figures
 * there say more about the tool than the server.
 */
import { spawn, spawnSync } from 'node:child_process'

/** Whether wrk is installed. */
export function hasWrk() {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
const toMs = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? []
  return value === undefined ? null : Number(value) * UNIT_MS[unit]
}

/**
 * `wrk -t2 -c<connections> -d<duration>s --latency` with the given headers (and a Lua `script`). Returns
 * requests/s, p50 and p99 in ms, the total count, non-2xx/3xx answers and socket errors.
 */
export function runWrk(url, { connections = 16, duration = 10, headers = {}, script } = {}) {
  const run = spawnSync('wrk', wrkArgs(url, { connections, duration, headers, script }), { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`)
  return parseWrk(run.stdout)
}

/** runWrk without blocking this process: for a benchmark that measures something else meanwhile. */
export function runWrkAsync(url, { connections = 16, duration = 10, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', wrkArgs(url, { connections, duration, headers }))
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk failed: ${out}`))))
  })
}

function wrkArgs(url, { connections, duration, headers, script }) {
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', ...(script ? ['-s', script] : [])]
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  return [...args, url]
}

function parseWrk(out) {
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    perSecond: number(/Requests\/sec:\s+([\d.]+)/),
    total: number(/(\d+) requests in/),
    p50: toMs(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: toMs(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  }
}
