/**
 * Vitest's global setup: one migrated in-memory PGlite, dumped to a file that every test file's fresh database starts
 * from (tests/support/db.ts). Each file still gets a database of its own (docs/design.md convention 8); only initdb and
 * the migrations, the same for every file, run once per test run instead of once per file (about 3 s of CPU each).
 * Not used for PostgreSQL (DATABASE_URL set): there each file creates and migrates a database on the server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PGlite } from '@electric-sql/pglite'

import { openDatabase } from '@/server/db/client'

export const TEMPLATE_ENV = 'MG_TEST_PGLITE_TEMPLATE'

export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {}
  const handle = await openDatabase({ pgliteDir: 'memory://' })
  const client = (handle.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('none')
  await handle.close()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-pglite-template-'))
  const file = path.join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  // Test files run in child processes forked after this, which inherit the environment.
  process.env[TEMPLATE_ENV] = file
  return () => rmSync(dir, { recursive: true, force: true })
}
