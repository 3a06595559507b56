/**
 * `npm run admin:create-user` as an operator runs it (a real process on a real PGlite data directory): it creates
 * an owner whose password signs in, refuses a weak password and a duplicate, and refuses while another process
 * holds the data directory, like the catalogue import.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { verifyPassword } from '@/server/staff/password'
import { openDatabase, pgliteDirFor } from '@/server/db/client'
import { staffUsers } from '@/server/db/schema'

const work = mkdtempSync(path.join(os.tmpdir(), 'mg-create-user-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function createUser(dataDir: string, args: string[], password: string) {
  return spawnSync(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      '--conditions=react-server',
      'scripts/admin-create-user.ts',
      ...args,
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      input: `${password}\n`,
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
}

const OWNER = ['--email', 'Aziz@Meridian.AF', '--name', 'Aziz Karimi', '--role', 'owner', '--password-stdin']

describe('npm run admin:create-user', () => {
  it('creates an owner, refuses a weak password and a duplicate', async () => {
    const dataDir = path.join(work, 'data')
    const weak = createUser(dataDir, OWNER, 'password')
    expect(weak.status).toBe(1)
    expect(weak.stderr).toContain('Refused: Use at least 12 characters.')

    const made = createUser(dataDir, OWNER, 'four quiet survey pillars')
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    expect(made.stdout).toMatch(/^Created owner account aziz@meridian\.af \(id \d+\)\.$/m)

    const again = createUser(dataDir, OWNER, 'four quiet survey pillars')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('An account for aziz@meridian.af already exists.')

    const handle = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) })
    try {
      const rows = await handle.db.select().from(staffUsers)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ email: 'aziz@meridian.af', displayName: 'Aziz Karimi', role: 'owner' })
      expect(rows[0]!.mustChangePassword).toBe(false)
      expect(await verifyPassword('four quiet survey pillars', rows[0]!.passwordHash)).toBe(true)
    } finally {
      await handle.close()
    }
  }, 120_000)

  it('refuses a bad role, and refuses while another process holds the data directory', () => {
    const bad = createUser(path.join(work, 'unused'), ['--email', 'a@b.af', '--name', 'A', '--role', 'admin'], 'x')
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('--role must be one of owner, editor, sales, service.')

    const dataDir = path.join(work, 'locked')
    mkdirSync(dataDir, { recursive: true })
    // The lock file names a live process (this test's parent), as the running server's would.
    writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid))
    const run = createUser(dataDir, OWNER, 'four quiet survey pillars')
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/Refused: The database in .* is in use by process \d+/)
  }, 60_000)
})
