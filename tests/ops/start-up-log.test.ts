/**
 * While the process starts (the embedded database created and seeded, Next.js prepared), the health check and pages
 * answer 503 and a load balancer polls through it (docs/decisions/025-database-outages.md). Those 503s are expected:
 * each is logged at info with why, never at error level, which an operator's alerting counts.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { health, sleep, startApp, type AppProcess } from './support'

let app: AppProcess | undefined
afterAll(async () => app?.dispose())

describe('start-up', () => {
  it('logs the 503s it answers while starting at info, not as errors', async () => {
    app = await startApp({ until: (text) => text.includes('listening on') })
    const statuses: number[] = []
    for (let ready = false; !ready; await sleep(100)) {
      const [check, page] = await Promise.all([health(app.baseURL), fetch(`${app.baseURL}/`)])
      statuses.push(check.status, page.status)
      ready = check.status === 200
    }
    expect(statuses).toContain(503)
    const requests = app
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; level: number; status?: number; unavailable?: string })
      .filter((line) => line.msg === 'request' && line.status === 503)
    expect(requests.length).toBeGreaterThan(1)
    // pino's levels: 30 info, 50 error.
    expect(requests.map((line) => `${line.level} ${line.unavailable}`)).toEqual(requests.map(() => '30 starting'))
  })
})
