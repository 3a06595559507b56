/**
 * Shared set-up of the command-line tools (catalogue, staff accounts): configuration, the database (taking
 * PGlite's lock, so they refuse while the server holds the data directory), and clean exits with clear messages.
 */
import { getEnv } from '../src/env'
import { openDatabase, pgliteDirFor, type DbHandle } from '../src/server/db/client'
import { DataDirLockedError } from '../src/server/db/lock'

export async function withDatabase(run: (handle: DbHandle) => Promise<void>): Promise<void> {
  let handle: DbHandle | undefined
  try {
    const env = getEnv()
    handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: pgliteDirFor(env.DATA_DIR),
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    })
    await run(handle)
  } catch (err) {
    process.exitCode = 1
    if (err instanceof DataDirLockedError) console.error(`Refused: ${err.message}`)
    else if (err instanceof Error && ['EnvError', 'CatalogueValidationError', 'AccountError'].includes(err.name))
      console.error(err.message)
    else console.error(err)
  } finally {
    // PGlite keeps Node alive until closed (docs/design.md, platform facts).
    await handle?.close()
  }
}
