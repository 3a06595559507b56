/**
 * The upgrade fixtures (tests/fixtures/upgrade, made by make-fixture.ts there with the release before backups): a
 * PGlite data directory with its uploads, and the same site as a PostgreSQL dump. Unpacked for a test to start the
 * current code on.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import pg from 'pg'

const DIR = path.resolve(import.meta.dirname, '../fixtures/upgrade')
export const FIXTURE_RELEASE = '0.1.0-ec1683d'
/** What the fixture's site holds (make-fixture.ts). */
export const FIXTURE_NEWS = {
  slug: 'upgrade-fixture-news',
  title: 'Made by the earlier release',
  fa: 'ساخته شده با نسخه پیشین',
}

/** Unpacks the PGlite fixture (`db/`, `uploads/`, or only `uploads/`) into `dataDir`. */
export function unpackPgliteFixture(dataDir: string, only?: 'uploads'): void {
  mkdirSync(dataDir, { recursive: true })
  const tar = brotliDecompressSync(readFileSync(path.join(DIR, `pglite-${FIXTURE_RELEASE}.tar.br`)))
  const r = spawnSync('tar', ['x', '-C', dataDir, ...(only ? [only] : [])], { input: tar })
  if (r.status !== 0) throw new Error(`tar failed: ${r.stderr.toString()}`)
}

/** Loads the PostgreSQL fixture (pg_dump --inserts) into the empty database at `url`. */
export async function loadPostgresFixture(url: string): Promise<void> {
  const text = gunzipSync(readFileSync(path.join(DIR, `postgres-${FIXTURE_RELEASE}.sql.gz`))).toString('utf8')
  // psql's own commands (\restrict in newer pg_dump output) are not SQL.
  const sql = text
    .split('\n')
    .filter((l) => !l.startsWith('\\'))
    .join('\n')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
    // pg_dump empties the search path for its session; this connection ends here.
  } finally {
    await client.end()
  }
}
