import 'server-only'

import path from 'node:path'

import { getEnv } from '@/env'
import { catalogueChanged } from '@/server/catalogue/changes'
import { completePendingRenditions } from '@/server/catalogue/complete-media'
import { mediaStore } from '@/server/catalogue/media'
import { availability, describeDbError, setAvailability } from '@/server/db/availability'
import {
  backupBeforeMigration,
  BackupError,
  backupSettings,
  markInterrupted,
  recordFinished,
  refreshBackupHealth,
  startBackupSchedule,
  stopBackupSchedule,
  takePreMigrationBackup,
} from '@/server/backups'
import { closeDb, getDbHandle, setBeforeMigrate } from '@/server/db/client'
import { MigrationFailedError } from '@/server/db/migrate'
import { startStagingSweeper, stopStagingSweeper } from '@/server/catalogue/editor/transfer-staging'
import { registerHealthProbe } from '@/server/runtime/health-probe'
import { logger } from '@/server/log/log'
import { seedIfEmpty } from '@/server/runtime/seed'
import { ensureOutboxWorker, stopOutboxWorker } from '@/server/mail/outbox'
import { startFiguresWorker, stopFiguresWorker } from '@/server/figures/worker'
import { wireOutbox } from '@/server/runtime/outbox-work'
import { wirePoSources } from '@/server/runtime/po-sources'
import { startupSummary } from '@/server/runtime/startup-summary'
import { EXIT_DO_NOT_RESTART, FATAL_KEY } from '@/server/runtime/fatal.mjs'

/** Exported for tests, which read what start-up reported. */
export const bootLog = logger('boot')

/** Pauses between start-up attempts while the database is unreachable: 1, 2, 4, 8, then every 10 s. */
export const BOOT_RETRY_MIN_MS = 1_000
export const BOOT_RETRY_MAX_MS = 10_000
/** Same as scripts/server.mjs SHUTDOWN_KEY: the server calls it after the last request. */
const SHUTDOWN_KEY = '__meridianShutdown'

const g = globalThis as unknown as {
  __bootRetry?: NodeJS.Timeout
  [SHUTDOWN_KEY]?: () => Promise<void>
  [FATAL_KEY]?: { code: number; reason: string }
}

/**
 * Start-up of the server process (from instrumentation.ts). A bad configuration throws (the process cannot run), but
 * a database that cannot be opened does not: the process serves 503s (scripts/server.mjs) and retries with backoff
 * until it can, so an outage at start heals by itself without a restart (docs/decisions/025-database-outages.md).
 * The first attempt is awaited: in the normal case nothing is served before the catalogue is seeded.
 */
export async function boot(): Promise<void> {
  getEnv()
  g[SHUTDOWN_KEY] = shutdown
  await attempt()
}

async function attempt(): Promise<void> {
  g.__bootRetry = undefined
  const previous = availability()
  const n = previous.attempts + 1
  setAvailability({ ...previous, attempts: n })
  try {
    await start()
  } catch (err) {
    if (err instanceof MigrationFailedError || err instanceof BackupError) {
      // Trying again would fail the same way (or migrate without the backup that was refused): stay down, say why.
      const reason = err.message
      setAvailability({ phase: 'unavailable', reason, attempts: n })
      g[FATAL_KEY] = { code: EXIT_DO_NOT_RESTART, reason }
      bootLog.fatal({ reason }, `not starting: ${reason}`)
      // Next.js logs an instrumentation error and may go on preparing: the process ends here, once the log is out.
      bootLog.flush?.()
      setTimeout(() => process.exit(EXIT_DO_NOT_RESTART), 200).unref()
      throw err
    }
    const reason = describeDbError(err)
    const delay = Math.min(BOOT_RETRY_MIN_MS * 2 ** (n - 1), BOOT_RETRY_MAX_MS)
    setAvailability({ phase: 'unavailable', reason, attempts: n })
    // One line per attempt, no stack: the same error every few seconds would bury everything else in the log.
    bootLog.error(
      { attempt: n, reason, retryInMs: delay },
      `database unavailable (attempt ${n}): ${reason}; retrying in ${delay / 1000} s`,
    )
    g.__bootRetry = setTimeout(() => void attempt(), delay)
    // The HTTP server keeps the process alive; a test calling boot() must be able to finish.
    g.__bootRetry.unref()
    return
  }
  setAvailability({ phase: 'ready', attempts: n })
  if (n > 1) bootLog.info({ attempts: n }, `database reachable after ${n} attempts: serving`)
}

/** Stops retrying and background work, then closes the database (PGlite writes its files). Idempotent. */
export async function shutdown(): Promise<void> {
  if (g.__bootRetry) clearTimeout(g.__bootRetry)
  g.__bootRetry = undefined
  stopOutboxWorker()
  stopStagingSweeper()
  stopBackupSchedule()
  await stopFiguresWorker()
  await closeDb()
}

/** Opens and migrates the database, seeds the catalogue on first run, and reports what this instance runs. */
async function start(): Promise<void> {
  const started = Date.now()
  const env = getEnv()
  const backups = backupSettings(env)
  setBeforeMigrate(backupBeforeMigration(backups))
  const handle = await getDbHandle()
  registerHealthProbe(handle)
  const where = handle.kind === 'pglite' ? `, ${path.resolve(env.DATA_DIR)}` : ''
  bootLog.info({ database: handle.kind, ms: Date.now() - started }, `database ready (${handle.kind}${where})`)

  // On the first start the seed normally ran already, in a process of its own (scripts/first-seed.ts, started by
  // scripts/server.mjs), so that it does not hold this process's event loop; this seeds when that could not.
  // The import bumped the revision in its transaction: this instance only drops what it cached.
  if (await seedIfEmpty(handle, env, bootLog)) await catalogueChanged({ bumped: true })

  // One line that tells an operator what this instance runs, then one warning per misconfiguration.
  const summary = await startupSummary(handle.db, handle.kind)
  bootLog.info(summary, `started version ${summary.version} on ${summary.database}`)
  for (const warning of summary.warnings) bootLog.warn({ warning: true }, warning)

  // The backup taken before this start's migrations (the table it is recorded in may be one of them); runs a dead
  // process left 'running'; then the schedule (docs/operations-backups.md).
  const pre = takePreMigrationBackup()
  if (pre) await recordFinished(handle, 'pre-migration', pre)
  await markInterrupted(handle, { allOthers: handle.kind === 'pglite' })
  await refreshBackupHealth(handle, backups)
  startBackupSchedule(handle, backups)

  // Lead e-mails left pending by a restart go out without waiting for the next submission (no-op without SMTP).
  wireOutbox()
  ensureOutboxWorker()
  // The library's texts in the panel's translation files (docs/decisions/045-translation-files-po.md).
  wirePoSources()
  // The owner's figures: the counter's buffer written every few seconds, rolled up hourly (docs/figures.md).
  startFiguresWorker(handle.db)
  // Dry runs of the panel's import left by the last run are swept now and every few minutes, not only by an upload.
  startStagingSweeper(env.DATA_DIR)

  // Not awaited: the site serves while deferred renditions are made; a restart resumes where this stopped.
  const t = Date.now()
  void (async () => {
    const { images } = await completePendingRenditions(handle.db, mediaStore(env.DATA_DIR))
    if (images === 0) return
    // Other instances on the same PostgreSQL start serving the AVIF renditions too.
    await catalogueChanged()
    bootLog.info({ images, ms: Date.now() - t }, 'made deferred AVIF renditions')
  })().catch((err: unknown) => bootLog.error({ err }, 'could not complete image renditions'))
}
