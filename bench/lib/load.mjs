/**
 * A load generator that tells failures apart, for the fault bench (bench/fault.mjs) and the operations tests
 * (tests/ops): `connections` keep-alive connections each send GET requests back to back over `paths` until stopped,
 * counting answers by status and failures by kind. A reset (ECONNRESET, "socket hang up": a request the server
 * accepted and dropped) is what a graceful shutdown must never cause; a refused connection (ECONNREFUSED: nothing
 * listens) is what a stopped server gives and a load balancer routes around.
 */
import http from 'node:http'

/**
 * @typedef {{ total: number, byStatus: Record<string, number>, resets: number, refused: number,
 *   otherErrors: Record<string, number>, fiveXX: number }} LoadResult
 */

/**
 * @param {{ origin: string, paths: string[], connections?: number, timeoutMs?: number }} options
 * @returns {{ stop(): Promise<LoadResult>, result: LoadResult }}
 */
export function startLoad({ origin, paths, connections = 8, timeoutMs = 30_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  /** @type {LoadResult} */
  const result = { total: 0, byStatus: {}, resets: 0, refused: 0, otherErrors: {}, fiveXX: 0 }
  let running = true
  const one = (p) =>
    new Promise((resolve) => {
      const req = http.get(new URL(p, origin), { agent, timeout: timeoutMs }, (res) => {
        res.resume()
        res.on('end', () => {
          result.total++
          result.byStatus[res.statusCode] = (result.byStatus[res.statusCode] ?? 0) + 1
          if (res.statusCode >= 500) result.fiveXX++
          resolve(undefined)
        })
        res.on('error', (err) => fail(err, resolve))
      })
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
      req.on('error', (err) => fail(err, resolve))
    })
  const fail = (err, resolve) => {
    result.total++
    const code = err.code ?? err.message
    if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(err.message)) result.resets++
    else if (code === 'ECONNREFUSED') result.refused++
    else result.otherErrors[code] = (result.otherErrors[code] ?? 0) + 1
    resolve(undefined)
  }
  const loops = Array.from({ length: connections }, async (_, i) => {
    let n = i
    while (running) {
      const before = result.refused
      await one(paths[n++ % paths.length])
      // Nothing listens (stopped, restarting): do not spin.
      if (result.refused > before) await new Promise((r) => setTimeout(r, 100))
    }
  })
  return {
    result,
    async stop() {
      running = false
      await Promise.all(loops)
      agent.destroy()
      return result
    },
  }
}
