/**
 * Runs the first start's seed (scripts/first-seed.ts) in a child process, for the HTTP server (scripts/server.mjs)
 * to await before Next.js opens the database: the import's work (validating the catalogue, decoding and encoding
 * images, typesetting datasheets) then holds the child's event loop, not the one that answers the health check
 * (docs/decisions/043-http-limits-and-supervision.md). Plain JavaScript: the HTTP server imports it.
 *
 * The child is TypeScript run through tsx, as the command-line tools are (docs/staff-panel.md, docs/catalogue.md).
 * Without tsx, or when the child fails, start-up seeds in the server process as it always did
 * (src/server/runtime/boot.ts): slower health answers for those seconds, never a missing catalogue.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * @param {{ root: string }} options the app's directory
 * @returns {Promise<{ ok: boolean, ms: number, reason?: string }>}
 */
export async function seedInChildProcess({ root }) {
  const started = Date.now()
  let loader
  try {
    loader = import.meta.resolve('tsx')
  } catch {
    return { ok: false, ms: 0, reason: 'tsx is not installed' }
  }
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      // react-server: `import 'server-only'` resolves to nothing outside Next's bundles (as for the CLI tools).
      ['--conditions=react-server', '--import', loader, path.join(root, 'scripts', 'first-seed.ts')],
      // The IPC channel closes when this process ends (a stop during the first start), and the child then stops: it
      // has no one to seed for, and the next start's own start-up seeds the still empty catalogue.
      { cwd: root, env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    )
    const done = (/** @type {string | undefined} */ reason) =>
      resolve({ ok: !reason, ms: Date.now() - started, reason })
    child.once('error', (err) => done(err.message))
    child.once('exit', (code, signal) => done(code === 0 ? undefined : signal ? `killed by ${signal}` : `exit ${code}`))
  })
}
