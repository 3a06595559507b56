/**
 * Decision 026, "Restarts": SIGTERM under load resets no request and answers no 5xx (in-flight requests finish, the
 * listener closes, the database is closed, exit 0); a signal to the whole process group of `npm start` (a terminal's
 * Ctrl-C, systemd's stop) is one clean shutdown, exit 0.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { startLoad } from '../../bench/lib/load.mjs'
import { health, sleep, startApp, waitUntil, type AppProcess } from './support'

const PAGES = ['/', '/products', '/product/r12-rover', '/products/category/gnss-receivers', '/about', '/contact']

let app: AppProcess | undefined
afterEach(async () => {
  await app?.dispose()
  app = undefined
})

describe('graceful shutdown', () => {
  it('SIGTERM under load: no reset, no 5xx, in-flight requests finish, exit 0', async () => {
    app = await startApp()
    await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'ready', 60_000)
    const load = startLoad({ origin: app.baseURL, paths: PAGES, connections: 8 })
    // Renders go one per core (scripts/render-queue.mjs): on a busy machine the first answers can take seconds.
    await sleep(3_000)
    await waitUntil(async () => load.result.total > 0, 'the first answers', 30_000)
    const servedBefore = load.result.total
    expect(servedBefore).toBeGreaterThan(0)
    app.child.kill('SIGTERM')
    const code = await app.exited
    // Keep loading briefly after the exit: nothing listens, so only refused connections may follow.
    await sleep(300)
    const result = await load.stop()

    expect(code).toBe(0)
    expect(result.resets).toBe(0)
    expect(result.fiveXX).toBe(0)
    expect(result.otherErrors).toEqual({})
    expect(result.byStatus['200']).toBeGreaterThan(0)
    expect(app.output()).toMatch(/SIGTERM: finishing \d+ in-flight requests/)
    expect(app.output()).toMatch(/stopped in \d+ ms/)
  })

  it('Ctrl-C to the process group of npm start (start.mjs → server.mjs) is one shutdown, exit 0', async () => {
    app = await startApp({ script: 'start.mjs', detached: true, env: { SEED_ON_START: 'false' } })
    await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'ready', 60_000)
    // What a terminal's Ctrl-C does: SIGINT to every process of the foreground group.
    process.kill(-app.child.pid!, 'SIGINT')
    expect(await app.exited).toBe(0)
    expect(app.output().match(/SIGINT: finishing/g)).toHaveLength(1)
    expect(app.output()).toMatch(/stopped in \d+ ms/)
  })

  it('a request still running at the shutdown deadline is cut, and the process still exits 0', async () => {
    app = await startApp({ env: { SHUTDOWN_TIMEOUT_MS: '300', SEED_ON_START: 'false' } })
    await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'ready', 60_000)
    // A request whose body never finishes arriving keeps its connection busy past the deadline.
    const net = await import('node:net')
    const socket = net.connect(app.port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    await sleep(300)
    const started = Date.now()
    app.child.kill('SIGTERM')
    expect(await app.exited).toBe(0)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(app.output()).toMatch(/requests still running after 300 ms: closing them/)
    socket.destroy()
  })
})
