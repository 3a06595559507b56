import 'server-only'

import type { BeforeMigrate, DbHandle } from '@/server/db/client'
import { backupMediaStorage, backupSettings, type BackupSettings } from './config'
import { createBackup, type BackupResult } from './create'
import { BackupError } from './format'
import { databaseHolds } from './load'
import { log, runBackup } from './runs'

/**
 * Backups of the database and the uploads (docs/operations-backups.md; decisions 070-073). Imported by start-up
 * (src/server/runtime/boot.ts), the owner's page (src/staff/backups), the command-line tools and the imports' apply;
 * it imports none of them.
 */
export { backupSettings, readIdentity, type BackupSettings } from './config'
export { createBackup, listBackupFiles, type BackupResult } from './create'
export { BackupError, parseBackupFileName } from './format'
export { openBackup, restoreBackup, verifyBackup, type RestoreResult, type VerifyResult } from './restore'
export {
  BackupBusy,
  markInterrupted,
  recentRuns,
  recordFinished,
  refreshBackupHealth,
  runBackup,
  backupWarning,
  type RunOutcome,
} from './runs'
export { scheduleTick, startBackupSchedule, stopBackupSchedule } from './schedule'
export { backupMediaStorage }
export { databaseHolds } from './load'
export { latestSlot, nextSlot } from './calendar'

const g = globalThis as unknown as { __preMigrationBackup?: BackupResult }

/**
 * Start-up's hook before migrations (src/server/db/client.ts, BeforeMigrate): a backup of the database as it is,
 * before any pending migration touches it. When it cannot be taken the migrations are not applied: the error stops
 * start-up (BACKUP_BEFORE_MIGRATE=false skips the backup, for an operator who has another).
 */
export function backupBeforeMigration(settings: BackupSettings = backupSettings()): BeforeMigrate {
  return async (handle, pending, level) => {
    if (!settings.beforeMigrate) return
    const names = pending.map((m) => m.tag).join(', ')
    log.info({ from: level.tag, pending: names }, `backing up before migrating (${names})`)
    try {
      g.__preMigrationBackup = await createBackup({
        handle,
        storage: backupMediaStorage(settings),
        settings,
        reason: 'pre-migration',
      })
      log.info({ file: g.__preMigrationBackup.file }, `backup before migrating: ${g.__preMigrationBackup.file}`)
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      throw new BackupError(
        `Not migrating: the backup before the migrations (${names}) failed: ${reason} ` +
          'Set BACKUP_BEFORE_MIGRATE=false to migrate without one.',
        { cause: err },
      )
    }
  }
}

/** The backup taken before this start's migrations, once, to record now that the backups table exists. */
export function takePreMigrationBackup(): BackupResult | undefined {
  const result = g.__preMigrationBackup
  g.__preMigrationBackup = undefined
  return result
}

/**
 * Before an import's apply (the catalogue and content imports, panel and command line): a backup of a database that
 * holds data, so a mistaken import can be undone by restoring it. Throws when it fails: an import without its backup
 * is refused.
 */
export async function backupBeforeImport(handle: DbHandle, actorName?: string): Promise<BackupResult | null> {
  const holds = await handle.transaction({}, databaseHolds)
  if (holds.rows === 0) return null
  const outcome = await runBackup({ handle, reason: 'pre-import', actorName })
  if (outcome.kind === 'ok') return outcome.result
  if (outcome.kind === 'failed')
    throw new BackupError(`Not imported: the backup before the import failed: ${outcome.error}`)
  return null
}
