/**
 * Data directories for the production servers the browser and operations tests start, made once per test run and copied
 * for each server (docs/decisions/060-ci-time.md). A fresh embedded database costs initdb, sixteen migrations and, for
 * a catalogue, an import with its renditions: about 10 s of a 2-core machine per server (7 s more than a server on a
 * data directory that has them), and the suites start about twenty. A copy of a directory made the same way is the same
 * database, in a quarter of a second.
 *
 * The templates live in MG_DATA_TEMPLATES (a folder the run's global setup makes and removes, ./data-dir-run.ts);
 * without it (a spec run on its own outside the runner) each call makes its own directory the slow way. Two workers
 * asking for one template at once: the first makes it under a lock, the other waits for it.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')

/** Runs a command-line tool (scripts/*.ts) as `npm run` does, with `env` added; throws with its output on failure. */
export function runCli(script: string, args: string[], env: Record<string, string>, input = ''): string {
  const r = spawnSync(process.execPath, [TSX, '--conditions=react-server', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
    input,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`)
  return r.stdout
}

/** The migrated, empty embedded database: what a server started with SEED_ON_START off makes on its first start. */
export const MIGRATED = (dir: string) => void runCli('scripts/db-migrate.ts', [], { DATA_DIR: dir })

/**
 * A new data directory (in the system's temp folder, prefixed `prefix`) holding what `make` writes into an empty one:
 * a copy of the run's template `name`, made by the first caller, or (outside a test run) `make` itself.
 */
export function dataDirFrom(name: string, make: (dir: string) => void, prefix = 'mg-test-'): string {
  const target = mkdtempSync(path.join(os.tmpdir(), prefix))
  const templates = process.env.MG_DATA_TEMPLATES
  if (!templates || !existsSync(templates)) {
    make(target)
    return target
  }
  const template = path.join(templates, name)
  const ready = `${template}.ready`
  if (!existsSync(ready)) {
    let maker = false
    try {
      mkdirSync(`${template}.lock`)
      maker = true
    } catch {
      // Another worker is making it.
    }
    if (maker) {
      try {
        mkdirSync(template, { recursive: true })
        make(template)
        writeFileSync(ready, '')
      } catch (err) {
        rmSync(template, { recursive: true, force: true })
        rmSync(`${template}.lock`, { recursive: true, force: true })
        throw err
      }
    } else {
      const deadline = Date.now() + 300_000
      while (!existsSync(ready)) {
        if (!existsSync(`${template}.lock`)) return dataDirFrom(name, make, prefix)
        if (Date.now() > deadline) throw new Error(`the data directory template ${name} was not made in 5 minutes`)
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200)
      }
    }
  }
  cpSync(template, target, { recursive: true })
  return target
}
