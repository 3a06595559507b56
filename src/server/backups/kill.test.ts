/**
 * kill -9 in the middle of `npm run backup` and of `npm run restore` (docs/operations-backups.md, "When something
 * goes wrong"): the backup leaves only a partial file, never one that looks complete, its run is marked interrupted,
 * and the next backup removes the partial file; the restore leaves the target database empty, and running it again
 * restores. The commands run as child processes against a database on disk (PGlite) or on the PostgreSQL server of
 * CI's PostgreSQL leg.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importCatalogue } from '@/server/catalogue/import'
import { openDatabase, pgliteDirFor, type DbHandle } from '@/server/db/client'
import { mediaStorage } from '@/server/storage'
import { createTestDatabase, FIXTURE_CATALOGUE, testCompany, type TestDatabase } from '../../../tests/support/db'
import { backupSettings } from './config'
import { createBackup } from './create'
import { databaseHolds } from './load'
import { markInterrupted, recentRuns } from './runs'
import { verifyBackup } from './restore'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const work = mkdtempSync(path.join(os.tmpdir(), 'mg-backup-kill-'))
const postgres = Boolean(process.env.DATABASE_URL)

/** A database on disk (PGlite) or on the server (PostgreSQL) that a child process can open, and its settings. */
interface Site {
  dataDir: string
  databaseUrl: string
  open(): Promise<DbHandle>
  dispose(): Promise<void>
}

async function makeSite(name: string, seed: boolean): Promise<Site> {
  const dataDir = path.join(work, name)
  let test: TestDatabase | undefined
  let open: () => Promise<DbHandle>
  if (postgres) {
    test = await createTestDatabase()
    const url = test.databaseUrl!
    open = () => openDatabase({ databaseUrl: url })
  } else {
    open = () => openDatabase({ pgliteDir: pgliteDirFor(dataDir) })
  }
  if (seed) {
    const handle = await open()
    await importCatalogue(FIXTURE_CATALOGUE, { db: handle.db, dataDir, company: testCompany, now: () => new Date() })
    // Rows enough that backing up and restoring take a few seconds: time to be killed in the middle.
    await handle.db.execute(sql`
      insert into rate_limit_hits (bucket, key, at, expires_at)
      select 'contact', 'client-' || g, now(), now() + interval '1 year' from generate_series(1, 80000) g`)
    await handle.close()
  }
  return {
    dataDir,
    databaseUrl: test?.databaseUrl ?? '',
    open,
    dispose: async () => {
      await test?.dispose()
    },
  }
}

/** Runs one of the backup commands; resolves with a kill function once `ready(output)` holds. */
function command(script: string, args: string[], site: Site, backupDir: string) {
  let output = ''
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: site.dataDir,
      DATABASE_URL: site.databaseUrl,
      BACKUP_DIR: backupDir,
      BACKUP_SCHEDULE: 'off',
      STORAGE_DRIVER: 'local',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (c, s) => resolve(c ?? s ?? -1)))
  return {
    output: () => output,
    exited,
    async killWhen(ready: () => boolean, timeoutMs = 90_000): Promise<void> {
      const deadline = Date.now() + timeoutMs
      while (!ready()) {
        if (child.exitCode !== null) throw new Error(`it finished before it could be killed:\n${output}`)
        if (Date.now() > deadline) throw new Error(`timed out:\n${output}`)
        await new Promise((r) => setTimeout(r, 10))
      }
      child.kill('SIGKILL')
      expect(await exited).toBe('SIGKILL')
    },
  }
}

let source: Site
let backupDir: string
beforeAll(async () => {
  source = await makeSite('source', true)
  backupDir = path.join(work, 'backups')
}, 180_000)
afterAll(async () => {
  await source?.dispose()
  rmSync(work, { recursive: true, force: true })
})

describe('kill -9', () => {
  let goodFile: string

  it('during npm run backup: no complete-looking file, the run marked interrupted, the next one clean', async () => {
    const run = command('scripts/backup.ts', [], source, backupDir)
    await run.killWhen(() => existsSync(backupDir) && readdirSync(backupDir).some((f) => f.endsWith('.partial')))
    const left = readdirSync(backupDir)
    expect(left.filter((f) => f.startsWith('backup-'))).toEqual([])
    expect(left.every((f) => f.startsWith('.') && f.endsWith('.partial'))).toBe(true)

    const handle = await source.open()
    try {
      expect(await markInterrupted(handle, { allOthers: true })).toBe(1)
      const [last] = await recentRuns(handle)
      expect(last).toMatchObject({ status: 'failed', reason: 'command' })
      expect(last!.error).toMatch(/Interrupted: the process taking it stopped/)
      const settings = backupSettings(undefined, { dir: backupDir, uploadsMode: 'copy', remote: null })
      const next = await createBackup({ handle, storage: mediaStorage(source.dataDir), settings, reason: 'command' })
      expect(readdirSync(backupDir)).toEqual([next.name])
      expect((await verifyBackup(next.file, settings)).rows.rate_limit_hits).toBe(80_000)
      goodFile = next.file
    } finally {
      await handle.close()
    }
  }, 180_000)

  it('during npm run restore: the target left empty, and the next restore completes', async () => {
    const target = await makeSite('target', false)
    try {
      const run = command('scripts/restore.ts', [goodFile], target, path.join(work, 'target-backups'))
      await run.killWhen(() => run.output().includes('replacing the database'))
      expect(run.output()).not.toMatch(/Restored \d+ rows/)
      let handle = await target.open()
      try {
        expect((await handle.transaction({}, databaseHolds)).rows).toBe(0)
      } finally {
        await handle.close()
      }
      const again = command('scripts/restore.ts', [goodFile], target, path.join(work, 'target-backups'))
      expect(await again.exited, again.output()).toBe(0)
      expect(again.output()).toMatch(/Restored \d+ rows/)
      handle = await target.open()
      try {
        const [row] = await handle.transaction({}, (c) =>
          c.query<{ n: number }>('select count(*)::int as n from rate_limit_hits'),
        )
        expect(row!.n).toBe(80_000)
      } finally {
        await handle.close()
      }
    } finally {
      await target.dispose()
    }
  }, 240_000)
})
