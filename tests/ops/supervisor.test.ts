/**
 * `npm start` keeps the site up (docs/decisions/043-http-limits-and-supervision.md): the server killed (as the
 * kernel's out-of-memory killer would) is started again with a back-off and the reason logged; a crash loop ends with
 * a clear message and a non-zero exit; a stop request is never mistaken for a crash. Health answers `starting` while
 * the first start runs and `stopping` during shutdown.
 */
import { spawn } from 'node:child_process'
import { createServer, request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { freePort, health, ROOT, sleep, startApp, waitUntil, type AppProcess } from './support'

let app: AppProcess | undefined
afterEach(async () => {
  await app?.dispose()
  app = undefined
})

/** The server process's pid, from its own log lines (start.mjs's are `area: "supervisor"`). */
function serverPids(output: string): number[] {
  const pids = new Set<number>()
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { pid: number; area?: string }
    if (entry.area === 'server') pids.add(entry.pid)
  }
  return [...pids]
}

describe('supervised npm start', () => {
  it('a killed server is started again, with the reason logged, and serves', async () => {
    app = await startApp({ script: 'start.mjs', detached: true, env: { RESTART_BACKOFF_MS: '200' } })
    await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'ready', 90_000)
    const [first] = serverPids(app.output())
    expect(first).toBeDefined()
    process.kill(first!, 'SIGKILL')
    await app.waitForOutput((t) => /the server stopped unexpectedly \(killed by SIGKILL\)/.test(t))
    const seconds = await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'served again', 60_000)
    expect(seconds).toBeLessThan(60)
    expect(serverPids(app.output()).length).toBe(2)
    expect((await fetch(`${app.baseURL}/product/r12-rover`)).status).toBe(200)
    // A stop request still stops it: exit 0, no restart.
    process.kill(app.child.pid!, 'SIGTERM')
    expect(await app.exited).toBe(0)
    expect(app.output().match(/restarting in/g)).toHaveLength(1)
  })

  it('a crash loop stops after a few tries with a clear message and exit code 1', async () => {
    // Something else holds the port: every start fails at once.
    const port = await freePort()
    const squatter = createServer().listen(port, '127.0.0.1')
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-'))
    try {
      let text = ''
      const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          DATA_DIR: dataDir,
          RESTART_BACKOFF_MS: '50',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (d: Buffer) => (text += d.toString()))
      child.stderr.on('data', (d: Buffer) => (text += d.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(text.match(/restarting in \d+ ms/g)).toHaveLength(4)
      expect(text).toMatch(/EADDRINUSE/)
      expect(text).toMatch(/the server crashed 5 times in a row \(last: exit code 1: .*EADDRINUSE.*\); not restarting/)
    } finally {
      squatter.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('health through start and stop', () => {
  it("answers `starting` at once all through the first start's seed", async () => {
    // Polled from the moment the server listens, every 50 ms, until it is ready. The seed runs in a process of its
    // own (scripts/first-seed.ts); inside the server it held the event loop, and answers came seconds late.
    app = await startApp({ until: (t) => t.includes('listening on') })
    const seeding: number[] = []
    const after: number[] = []
    const seen = new Set<unknown>()
    for (;;) {
      const seeded = /seeded \d+ categories/.test(app.output())
      const asked = performance.now()
      // Not health(): its 5 s timeout would end the test while Next.js loads, after the seed, on a loaded machine.
      const res = await fetch(`${app.baseURL}/api/health`, { signal: AbortSignal.timeout(60_000) })
      const answer = { status: res.status, body: (await res.json()) as Record<string, unknown> }
      ;(seeded ? after : seeding).push(performance.now() - asked)
      if (answer.status === 200) break
      seen.add(answer.body.status)
      expect(seeding.length + after.length, 'ready within two minutes').toBeLessThan(2_400)
      await sleep(50)
    }
    expect(app.output()).toMatch(/first seed done in \d+ ms/)
    expect([...seen]).toEqual(['starting'])
    const slowest = (times: number[]) => Math.round(Math.max(0, ...times))
    console.info(
      `health during the first seed: ${seeding.length} answers, slowest ${slowest(seeding)} ms; ` +
        `from the seed's end to ready: ${after.length} answers, slowest ${slowest(after)} ms`,
    )
    expect(seeding.length).toBeGreaterThan(10)
    // Generous for a loaded two-core machine (the fault drill measures the 100 ms promise). After the seed, Next.js
    // loading its routes and PGlite opening still hold the loop for a while, as on every start
    // (docs/decisions/043-http-limits-and-supervision.md): not bounded here.
    expect(slowest(seeding)).toBeLessThan(1_000)
  })

  it('says `starting` while the first start runs, `stopping` during shutdown', async () => {
    app = await startApp({ env: { SHUTDOWN_TIMEOUT_MS: '3000' }, until: (t) => t.includes('listening on') })
    // The database is being created and seeded: the HTTP server answers at once anyway.
    const started = performance.now()
    const first = await health(app.baseURL)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(first.status).toBe(503)
    expect(first.body.status).toBe('starting')
    await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'ready', 90_000)

    // A kept-alive connection still open when SIGTERM arrives asks again: `stopping`, 503.
    const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 })
    const ask = () =>
      new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
        const req = request(`${app!.baseURL}/api/health`, { agent }, (res) => {
          let text = ''
          res.on('data', (d: Buffer) => (text += d.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
        })
        req.on('error', reject)
        req.end()
      })
    expect((await ask()).status).toBe(200)
    app.child.kill('SIGTERM')
    // Asked again and again on the same connection (an idle one is closed a second into the shutdown).
    let stopping = await ask()
    for (let i = 0; i < 40 && stopping.body.status !== 'stopping'; i++) {
      await sleep(50)
      stopping = await ask()
    }
    expect(stopping.status).toBe(503)
    expect(stopping.body.status).toBe('stopping')
    agent.destroy()
    expect(await app.exited).toBe(0)
  })
})
