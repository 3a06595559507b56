/**
 * Upgrades with the production server (docs/operations-backups.md, "Upgrading"): a data directory made by the release
 * before backups (tests/fixtures/upgrade) starts on the current code, is backed up before its migrations, migrated, and
 * serves its pages; a migration that fails leaves the database as it was, and the supervised server says why and
 * stays down (exit 78, not restarted).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { openDatabase, pgliteDirFor } from '@/server/db/client'
import { schemaLevel } from '@/server/db/migrate'
import { FIXTURE_NEWS, unpackPgliteFixture } from '../support/upgrade-fixture'
import { health, startApp, waitUntil, type AppProcess } from './support'

let app: AppProcess | undefined
const dirs: string[] = []
afterEach(async () => {
  await app?.dispose()
  app = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function fixtureDir(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-upgrade-'))
  dirs.push(dataDir)
  unpackPgliteFixture(dataDir)
  return dataDir
}

describe('a data directory of the release before backups', () => {
  it('is backed up, migrated and served by the current code', async () => {
    const dataDir = fixtureDir()
    app = await startApp({ dataDir, env: { BACKUP_SCHEDULE: 'off' } })
    await waitUntil(async () => (await health(app!.baseURL)).status === 200, 'ready', 90_000)
    expect(app.output()).toMatch(/backing up before migrating \([^)]*\b0016_backups\b/)
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([
      expect.stringMatching(/-pre-migration-[0-9a-f]+\.tar$/),
    ])
    expect((await fetch(`${app.baseURL}/product/r12-rover`)).status).toBe(200)
    const news = await fetch(`${app.baseURL}/news/${FIXTURE_NEWS.slug}`)
    expect(news.status).toBe(200)
    expect(await news.text()).toContain(FIXTURE_NEWS.title)
    // Its Dari title alone is kept (src/server/backups/upgrade.test.ts checks it); an article without its whole text in
    // Dari shows in English on the Dari site.
    const fa = await fetch(`${app.baseURL}/fa/news/${FIXTURE_NEWS.slug}`)
    expect(fa.status).toBe(200)
    expect(await fa.text()).toContain(FIXTURE_NEWS.title)
  })

  it('a failed migration: the database as it was, the reason logged, the server down, not restarted', async () => {
    const dataDir = fixtureDir()
    // Something in the way of the new migration: a table of its name already there.
    const handle = await openDatabase({ pgliteDir: pgliteDirFor(dataDir), migrate: false })
    await handle.transaction({}, (c) => c.query('create table backups (note text)'))
    await handle.close()

    app = await startApp({
      dataDir,
      script: 'start.mjs',
      detached: true,
      env: { BACKUP_SCHEDULE: 'off', RESTART_BACKOFF_MS: '100' },
      until: (t) => t.includes('not restarting'),
    })
    expect(await app.exited).toBe(78)
    const output = app.output()
    expect(output).toMatch(
      /Migration 0016_backups failed: relation \\"backups\\" already exists\. Nothing of it was applied/,
    )
    expect(output).toMatch(/the server refused to start .*not restarting it/)
    expect(output).not.toMatch(/restarting in/)

    const after = await openDatabase({ pgliteDir: pgliteDirFor(dataDir), migrate: false })
    try {
      expect((await after.transaction({}, schemaLevel))?.tag).toBe('0013_staff_language')
      const [products] = await after.transaction({}, (c) =>
        c.query<{ n: number }>('select count(*)::int as n from products'),
      )
      expect(products!.n).toBeGreaterThan(0)
      expect(await after.transaction({}, (c) => c.query('select * from backups'))).toEqual([])
    } finally {
      await after.close()
    }
    // The backup before the attempt is there, for an operator who wants the state before it.
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([expect.stringMatching(/-pre-migration-/)])
  })
})
