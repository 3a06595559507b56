import 'server-only'

import os from 'node:os'

import { and, desc, eq, lt, ne, sql } from 'drizzle-orm'

import type { DbHandle } from '@/server/db/client'
import { backups, type BackupRow } from '@/server/db/schema'
import { logger } from '@/server/log/log'
import type { Storage } from '@/server/storage'
import { latestSlot } from './calendar'
import { backupMediaStorage, backupSettings, type BackupSettings } from './config'
import { createBackup, type BackupResult } from './create'
import type { BackupReason } from './format'

export const log = logger('backups')
export const INSTANCE = `${os.hostname()}:${process.pid}`
/** A running backup moves its heartbeat this often; one silent for HEARTBEAT_STALE_MS belongs to a dead process. */
export const HEARTBEAT_MS = 20_000
export const HEARTBEAT_STALE_MS = 120_000
/** A scheduled time passed this long ago without a backup since is a missed backup. */
export const MISSED_AFTER_MS = 60 * 60_000

/**
 * What the health check reads (src/server/runtime/health-core.mjs, same key): a warning when the last backup failed
 * or one was missed, and whether a backup holds the embedded database's one session right now.
 */
export const STATUS_KEY = '__meridianBackups'
export interface BackupHealth {
  warning: string | null
  holdingDatabase: boolean
}
const g = globalThis as unknown as Record<typeof STATUS_KEY, BackupHealth | undefined> & {
  __backupRunning?: boolean
  __backupProcessStarted?: number
}
const processStarted = (g.__backupProcessStarted ??= Date.now())

function setHealth(next: Partial<BackupHealth>): void {
  g[STATUS_KEY] = { warning: null, holdingDatabase: false, ...g[STATUS_KEY], ...next }
}

export class BackupBusy extends Error {
  constructor() {
    super('A backup is already running on this server; try again when it has finished.')
    this.name = 'BackupBusy'
  }
}

export type RunOutcome =
  | { kind: 'ok'; id: number | null; result: BackupResult }
  | { kind: 'failed'; id: number | null; error: string }
  /** Another instance took this scheduled slot. */
  | { kind: 'taken' }

export interface RunOptions {
  handle: DbHandle
  reason: BackupReason
  actorName?: string
  /** A scheduled run's slot: claimed by inserting its row, which only one instance can do. */
  slot?: Date
  settings?: BackupSettings
  storage?: Storage
}

async function hasTable(handle: DbHandle): Promise<boolean> {
  const r = await handle.db.execute(sql`select to_regclass('public.backups') is not null as present`)
  return Boolean((r as unknown as { rows: { present: boolean }[] }).rows[0]?.present)
}

/**
 * Takes a backup and records it in the `backups` table (when the schema has it: a backup before the migration that
 * creates it is only logged), moving its heartbeat meanwhile. A failure is logged at error level and recorded, never
 * thrown: the caller reads the outcome. One backup at a time per process.
 */
export async function runBackup(options: RunOptions): Promise<RunOutcome> {
  if (g.__backupRunning) throw new BackupBusy()
  g.__backupRunning = true
  const settings = options.settings ?? backupSettings()
  const storage = options.storage ?? backupMediaStorage(settings)
  const { db } = options.handle
  let id: number | null = null
  let heartbeat: NodeJS.Timeout | undefined
  try {
    if (await hasTable(options.handle)) {
      const [row] = await db
        .insert(backups)
        .values({
          reason: options.reason,
          slot: options.slot?.toISOString() ?? null,
          instance: INSTANCE,
          actorName: options.actorName ?? null,
        })
        .onConflictDoNothing({ target: backups.slot })
        .returning({ id: backups.id })
      if (!row) return { kind: 'taken' }
      id = row.id
      heartbeat = setInterval(() => {
        void db
          .update(backups)
          .set({ heartbeatAt: new Date() })
          .where(eq(backups.id, row.id))
          .catch(() => undefined)
      }, HEARTBEAT_MS)
      heartbeat.unref()
    }
    setHealth({ holdingDatabase: options.handle.kind === 'pglite' })
    try {
      const result = await createBackup({ handle: options.handle, storage, settings, reason: options.reason })
      setHealth({ holdingDatabase: false })
      if (id !== null)
        await db
          .update(backups)
          .set({
            status: 'ok',
            fileName: result.name,
            bytes: result.bytes,
            sha256: result.sha256,
            encrypted: settings.recipients.length > 0,
            durationMs: result.durationMs,
            counts: countsOf(result),
            remote: result.remote.status,
            remoteError: result.remote.error ?? null,
            finishedAt: new Date(),
          })
          .where(eq(backups.id, id))
      const line = { reason: options.reason, file: result.file, bytes: result.bytes, ms: result.durationMs }
      log.info({ ...line, heldMs: result.heldMs }, `backup written: ${result.file}`)
      if (result.remote.error) log.error({ ...line, remote: result.remote.error }, result.remote.error)
      return { kind: 'ok', id, result }
    } catch (err) {
      setHealth({ holdingDatabase: false })
      const error = err instanceof Error ? err.message : String(err)
      log.error({ reason: options.reason, error }, `backup failed: ${error}`)
      if (id !== null)
        await db
          .update(backups)
          .set({ status: 'failed', error: error.slice(0, 1_000), finishedAt: new Date() })
          .where(eq(backups.id, id))
          .catch(() => undefined)
      return { kind: 'failed', id, error }
    }
  } finally {
    if (heartbeat) clearInterval(heartbeat)
    g.__backupRunning = false
    await refreshBackupHealth(options.handle, settings).catch(() => undefined)
  }
}

/** Records a backup taken without a row (before the migration that creates the table), as finished. */
export async function recordFinished(handle: DbHandle, reason: BackupReason, result: BackupResult): Promise<void> {
  if (!(await hasTable(handle))) return
  await handle.db.insert(backups).values({
    reason,
    instance: INSTANCE,
    status: 'ok',
    fileName: result.name,
    bytes: result.bytes,
    sha256: result.sha256,
    encrypted: result.name.endsWith('.age'),
    durationMs: result.durationMs,
    counts: countsOf(result),
    remote: result.remote.status,
    remoteError: result.remote.error ?? null,
    startedAt: new Date(Date.now() - result.durationMs),
    finishedAt: new Date(),
  })
}

function countsOf(result: BackupResult): Record<string, number> {
  const counts: Record<string, number> = { files: result.manifest.uploads.files }
  for (const t of result.manifest.database.tables) counts[t.name] = t.rows
  return counts
}

/**
 * Running rows whose heartbeat stopped: the process taking them died (kill -9, power loss). Marked failed, so the
 * owner's page and the health check say so. `allOthers` (PGlite: one process per database) marks every running row
 * not of this process at once.
 */
export async function markInterrupted(handle: DbHandle, options: { allOthers?: boolean } = {}): Promise<number> {
  if (!(await hasTable(handle))) return 0
  const stale = new Date(Date.now() - HEARTBEAT_STALE_MS)
  const rows = await handle.db
    .update(backups)
    .set({
      status: 'failed',
      error: 'Interrupted: the process taking it stopped before it finished (no file was kept).',
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(backups.status, 'running'),
        options.allOthers ? ne(backups.instance, INSTANCE) : lt(backups.heartbeatAt, stale),
      ),
    )
    .returning({ id: backups.id })
  for (const r of rows) log.error({ backup: r.id }, `backup ${r.id} was interrupted: its process stopped`)
  return rows.length
}

export async function recentRuns(handle: DbHandle, limit = 30): Promise<BackupRow[]> {
  if (!(await hasTable(handle))) return []
  return handle.db.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(limit)
}

/** What is wrong with the backups, in one sentence for the owner's page and the health check; null when all is well. */
export function backupWarning(
  runs: BackupRow[],
  settings: BackupSettings,
  now = new Date(),
  started = processStarted,
): string | null {
  const finished = runs.find((r) => r.status !== 'running')
  if (finished?.status === 'failed')
    return `The last backup failed (${finished.startedAt.toISOString()}): ${finished.error ?? 'no reason recorded'}`
  if (finished?.remote === 'failed')
    return `The last backup was not copied to the bucket: ${finished.remoteError ?? 'no reason recorded'}`
  if (!settings.schedule) return null
  const slot = latestSlot(
    new Date(now.getTime() - MISSED_AFTER_MS),
    settings.schedule.times,
    settings.schedule.timeZone,
  )
  const lastOk = runs.find((r) => r.status === 'ok')
  const since = lastOk?.startedAt.getTime() ?? started
  if (slot.getTime() <= since) return null
  return lastOk
    ? `No backup since ${lastOk.startedAt.toISOString()}: the scheduled backup of ${slot.toISOString()} did not run.`
    : `No backup yet: the scheduled backup of ${slot.toISOString()} did not run.`
}

let lastLoggedWarning: string | null = null

/**
 * Reads the runs and publishes the warning for the health check. A missed backup is logged once at error level here
 * (a failure was logged when it happened).
 */
export async function refreshBackupHealth(handle: DbHandle, settings = backupSettings()): Promise<string | null> {
  const warning = backupWarning(await recentRuns(handle, 50), settings)
  setHealth({ warning })
  if (warning?.startsWith('No backup') && warning !== lastLoggedWarning) log.error({ warning }, warning)
  lastLoggedWarning = warning
  return warning
}
