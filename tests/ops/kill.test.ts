/**
 * Decision 026, "Restarts": with the embedded database, `kill -9` during contact submissions loses no acknowledged
 * message. Six cycles here (each a server start, submissions from four clients, SIGKILL at a random moment); the
 * fault bench runs fifty (`npm run bench:fault`, docs/operations.md).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { openDatabase, pgliteDirFor } from '@/server/db/client'
import { contactMessages } from '@/server/db/schema'
import { health, sleep, startApp, waitUntil } from './support'

const CYCLES = 6
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-kill-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

let address = 0
/** Posts messages back to back until `running()` is false; pushes the submission id of every 201 to `acked`. */
async function submitter(baseURL: string, acked: string[], running: () => boolean) {
  while (running()) {
    const submissionId = randomUUID()
    address++
    try {
      const res = await fetch(`${baseURL}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A new client address per message: the rate limit (5 per address) must not be what stops them.
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify({
          submissionId,
          name: 'Farid Ahmadi',
          email: 'farid@survey.af',
          subject: 'quote-request',
          message: `Two rovers and a base for a cadastral job in Herat (${submissionId}).`,
        }),
      })
      if (res.status === 201) acked.push(submissionId)
      else if (res.status !== 503) throw new Error(`unexpected ${res.status}: ${await res.text()}`)
    } catch (err) {
      // The server was killed mid-request: not acknowledged, so allowed to be lost.
      if (err instanceof Error && err.message.startsWith('unexpected')) throw err
      await sleep(50)
    }
  }
}

describe('kill -9 during contact submissions (PGlite)', () => {
  it(`${CYCLES} cycles lose no acknowledged message`, async () => {
    const acked: string[] = []
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const app = await startApp({ dataDir, env: { TRUST_PROXY_HOPS: '1', SEED_ON_START: 'false' } })
      let running = true
      try {
        await waitUntil(async () => (await health(app.baseURL)).status === 200, 'ready', 60_000)
        const clients = Array.from({ length: 4 }, () => submitter(app.baseURL, acked, () => running))
        // Kill only once this cycle has had messages acknowledged, then at a random moment: on a busy machine a
        // fixed delay could end a cycle before anything was acknowledged, and the test would prove nothing.
        const before = acked.length
        await waitUntil(async () => acked.length >= before + 2, 'two acknowledged messages', 30_000)
        await sleep(Math.random() * 800)
        app.child.kill('SIGKILL')
        await app.exited
        running = false
        await Promise.all(clients)
      } finally {
        running = false
        await app.dispose({ keepData: true })
      }
    }
    expect(acked.length).toBeGreaterThanOrEqual(CYCLES * 2)

    const handle = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) })
    try {
      const stored = new Set(
        (await handle.db.select({ id: contactMessages.submissionId }).from(contactMessages)).map((r) => r.id),
      )
      const lost = acked.filter((id) => !stored.has(id))
      expect(lost).toEqual([])
    } finally {
      await handle.close()
    }
  })
})
