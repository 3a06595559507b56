/**
 * Shared set-up of the command-line tools (catalogue, staff accounts): configuration, the database (taking
 * PGlite's lock, so they refuse while the server holds the data directory), and clean exits with clear messages.
 */
import { openConfiguredDatabase, type DbHandle } from '../src/server/db/client'
import { DataDirLockedError } from '../src/server/db/lock'

export async function withDatabase(run: (handle: DbHandle) => Promise<void>): Promise<void> {
  let handle: DbHandle | undefined
  try {
    handle = await openConfiguredDatabase()
    await run(handle)
  } catch (err) {
    process.exitCode = 1
    if (err instanceof DataDirLockedError) console.error(`Refused: ${err.message}`)
    else if (
      err instanceof Error &&
      ['EnvError', 'CatalogueValidationError', 'AccountError', 'BackupError'].includes(err.name)
    )
      console.error(err.message)
    else console.error(err)
  } finally {
    // PGlite keeps Node alive until closed (docs/design.md, platform facts).
    await handle?.close()
  }
}
