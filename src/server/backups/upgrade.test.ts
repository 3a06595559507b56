/**
 * An upgrade test (docs/operations-backups.md, "Upgrading"): a site made by the release before backups
 * (tests/fixtures/upgrade) starts on the current code: a backup is taken before its migrations, they are applied, and
 * its data is served. The PGlite data directory here, the PostgreSQL dump in CI's PostgreSQL leg; every later schema
 * change must keep this passing. tests/ops/upgrade.test.ts does the same with the production server.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { invalidateCatalogueCache } from '@/server/catalogue'
import { contentEntryBySlug } from '@/server/content/entries'
import { openDatabase, pgliteDirFor, setDbHandle, type DbHandle } from '@/server/db/client'
import { latestMigration, schemaLevel } from '@/server/db/migrate'
import { call } from '../../../tests/api/call'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { FIXTURE_NEWS, loadPostgresFixture, unpackPgliteFixture } from '../../../tests/support/upgrade-fixture'
import { backupBeforeMigration, takePreMigrationBackup } from './index'
import { backupSettings } from './config'
import { verifyBackup } from './restore'

const work = mkdtempSync(path.join(os.tmpdir(), 'mg-upgrade-'))
const dataDir = path.join(work, 'data')
const settings = backupSettings(undefined, { dir: path.join(work, 'backups'), uploadsMode: 'copy', remote: null })
let handle: DbHandle
let scratch: TestDatabase | undefined

beforeAll(async () => {
  process.env.DATA_DIR = dataDir
  resetEnvCache()
  if (process.env.DATABASE_URL) {
    // An empty database on the server, loaded from the old release's dump; its uploads from the data directory's.
    scratch = await createTestDatabase()
    await scratch.handle.close()
    unpackPgliteFixture(dataDir, 'uploads')
    const url = scratch.databaseUrl!
    await dropAndLoad(url)
    handle = await openDatabase({ databaseUrl: url, beforeMigrate: backupBeforeMigration(settings) })
  } else {
    unpackPgliteFixture(dataDir)
    handle = await openDatabase({ pgliteDir: pgliteDirFor(dataDir), beforeMigrate: backupBeforeMigration(settings) })
  }
  setDbHandle(handle)
  invalidateCatalogueCache()
}, 120_000)

/** createTestDatabase migrated the new database; the dump wants it empty. */
async function dropAndLoad(url: string): Promise<void> {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade')
  await client.end()
  await loadPostgresFixture(url)
}

afterAll(async () => {
  setDbHandle(undefined)
  await handle?.close()
  if (scratch) await scratch.dispose().catch(() => undefined)
  rmSync(work, { recursive: true, force: true })
})

const kind = process.env.DATABASE_URL ? 'PostgreSQL dump' : 'PGlite'
describe(`a site made by the release before backups (${kind})`, () => {
  it('was backed up before migrating, at its old schema', async () => {
    const pre = takePreMigrationBackup()
    expect(pre?.manifest.reason).toBe('pre-migration')
    expect(pre?.manifest.database.migration?.tag).toBe('0013_staff_language')
    const trial = await verifyBackup(pre!.file, settings)
    expect(trial.migrated).toContain('0016_backups')
    expect(trial.rows.quotations).toBe(1)
  })

  it('is migrated to the current schema', async () => {
    const level = await handle.transaction({}, schemaLevel)
    expect(level?.tag).toBe(latestMigration().tag)
    const [identity] = await handle.transaction({}, (c) =>
      c.query<{ n: number }>('select count(*)::int as n from site_identity'),
    )
    expect(identity!.n).toBe(1)
  })

  it('serves its catalogue, content, leads and quotation', async () => {
    const product = await call('/products/slug/r12-rover')
    expect(product.status).toBe(200)
    expect(((await product.json()) as { product: { slug: string } }).product.slug).toBe('r12-rover')
    const news = await contentEntryBySlug('news', FIXTURE_NEWS.slug)
    expect(news?.fields.title).toBe(FIXTURE_NEWS.title)
    expect(news?.translations.fa?.title).toBe(FIXTURE_NEWS.fa)
    const [quotation] = await handle.transaction({}, (c) =>
      c.query<{ status: string; lead: string }>(
        'select q.status, m.name as lead from quotations q join contact_messages m on m.id = q.lead_id',
      ),
    )
    expect(quotation).toEqual({ status: 'accepted', lead: 'Farid Ahmadi' })
  })
})
