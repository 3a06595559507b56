/**
 * Shared by the backup commands (`npm run backup`, `backup:verify`, `restore`; docs/operations-backups.md): opening
 * the configured database as it is (never migrating it: a backup takes it as found, a restore replaces it), and one
 * clear line for every refusal instead of a stack trace.
 */
import { getEnv } from '../src/env'
import { BackupError } from '../src/server/backups'
import { openConfiguredDatabase, type DbHandle } from '../src/server/db/client'
import { DataDirLockedError } from '../src/server/db/lock'

export async function withDatabaseAsIs(run: (handle: DbHandle) => Promise<void>): Promise<void> {
  let handle: DbHandle | undefined
  try {
    getEnv()
    handle = await openConfiguredDatabase({ migrate: false })
    await run(handle)
  } catch (err) {
    process.exitCode = 1
    console.error(describe(err))
  } finally {
    await handle?.close()
  }
}

export function describe(err: unknown): string {
  if (err instanceof DataDirLockedError)
    return `Refused: ${err.message} A running site backs up from the staff panel (/admin/backups).`
  if (err instanceof BackupError || (err instanceof Error && ['EnvError', 'MigrationFailedError'].includes(err.name)))
    return err.message
  return err instanceof Error ? (err.stack ?? err.message) : String(err)
}

export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
