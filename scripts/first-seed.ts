/**
 * The first start's seed, in a process of its own: scripts/server.mjs runs it when it has just created the embedded
 * database, before Next.js opens it (PGlite takes one process per data directory: this one opens, seeds, closes).
 * Importing the seed catalogue (validation, images, datasheets) held the server's event loop for seconds, and the
 * health check with it; here it holds only this process's (docs/decisions/043-http-limits-and-supervision.md).
 *
 * Exit 0 whether it seeded or found nothing to do; on a failure it exits 1 and the server's start-up seeds itself
 * (src/server/runtime/boot.ts), as before. Logs are the server's JSON lines (`area: "boot"`).
 */
import { getEnv } from '../src/env'
import { openConfiguredDatabase, type DbHandle } from '../src/server/db/client'
import { logger } from '../src/server/log/log'
import { seedIfEmpty } from '../src/server/runtime/seed'

const log = logger('boot')
// The server went away (a stop during the first start): no one waits for the seed; the next start seeds again.
// Unreferenced: the channel alone does not keep this process running once the seed is done.
process.on('disconnect', () => process.exit(1))
process.channel?.unref()

let handle: DbHandle | undefined
try {
  handle = await openConfiguredDatabase()
  await seedIfEmpty(handle, getEnv(), log)
} catch (err) {
  process.exitCode = 1
  log.error({ err }, 'the first seed failed; start-up will try again')
} finally {
  // PGlite keeps Node alive until closed, and writes its files then (docs/design.md, platform facts).
  await handle?.close()
}
