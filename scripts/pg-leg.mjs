#!/usr/bin/env node
/**
 * The PostgreSQL leg of CI (.ci/run): the test files whose behaviour depends on the database, run again with
 * DATABASE_URL set. A file belongs when it opens its database through tests/support/db.ts (which creates a PostgreSQL
 * database when DATABASE_URL is set) or reads DATABASE_URL itself; a file that tests pure functions, or pins PGlite on
 * purpose, would only run the same checks twice (docs/decisions/060-ci-time.md). `--list` prints the files.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const DIRS = ['src', 'tests/api', 'scripts']
const OPENS_A_DATABASE = /tests\/support\/db['"]|support\/db['"]|process\.env\.DATABASE_URL/

function testFiles(dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name)
    if (statSync(path.join(root, rel)).isDirectory()) return name === 'node_modules' ? [] : testFiles(rel)
    return rel.endsWith('.test.ts') ? [rel] : []
  })
}

export const pgLegFiles = () =>
  DIRS.flatMap(testFiles)
    .filter((file) => OPENS_A_DATABASE.test(readFileSync(path.join(root, file), 'utf8')))
    .sort()

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = pgLegFiles()
  if (process.argv.includes('--list')) {
    console.log(files.join('\n'))
    process.exit(0)
  }
  if (!process.env.DATABASE_URL) {
    console.error('The PostgreSQL leg needs DATABASE_URL (postgres://…).')
    process.exit(2)
  }
  const vitest = path.join(root, 'node_modules', '.bin', 'vitest')
  const run = spawnSync(vitest, ['run', ...files], { cwd: root, stdio: 'inherit' })
  process.exit(run.status ?? 1)
}
