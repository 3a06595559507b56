/**
 * Creates the embedded database's cluster (PGlite's initdb) in a worker thread before the server's start-up opens it.
 * In the server process initdb ran on the main thread and held it for 7-9 s on a busy two-core machine: the health
 * check, though answered before Next.js, could not answer at all meanwhile
 * (docs/decisions/043-http-limits-and-supervision.md).
 * Opening an existing cluster afterwards is quick. Only for PGlite, only when the directory does not exist yet.
 * Plain JavaScript: the HTTP server (scripts/server.mjs) imports it.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * @param {{ dataDir: string, databaseUrl?: string }} options
 * @returns {Promise<number>} milliseconds spent, 0 when there was nothing to do
 */
export async function preparePglite({ dataDir, databaseUrl }) {
  if (databaseUrl) return 0
  const dir = path.join(path.resolve(dataDir), 'db')
  if (existsSync(dir)) return 0
  const started = Date.now()
  const entry = import.meta.resolve('@electric-sql/pglite')
  const code = `
    const { workerData } = require('node:worker_threads')
    const { mkdirSync } = require('node:fs')
    import(workerData.entry).then(async ({ PGlite }) => {
      mkdirSync(require('node:path').dirname(workerData.dir), { recursive: true })
      const db = await PGlite.create(workerData.dir)
      await db.close()
    })`
  await new Promise((resolve) => {
    const worker = new Worker(code, { eval: true, workerData: { entry, dir } })
    // A failure here is not fatal: start-up opens the directory itself and reports what is wrong, as before.
    worker.once('error', resolve)
    worker.once('exit', resolve)
  })
  return Date.now() - started
}
