import 'server-only'

import { and, eq, gte } from 'drizzle-orm'

import type { DbHandle } from '@/server/db/client'
import { backups } from '@/server/db/schema'
import { latestSlot } from './calendar'
import { backupSettings, type BackupSettings } from './config'
import { BackupBusy, log, markInterrupted, refreshBackupHealth, runBackup, type RunOutcome } from './runs'

/** How often each instance looks whether a scheduled backup is due (and refreshes the health warning). */
export const TICK_MS = 60_000

const g = globalThis as unknown as { __backupSchedule?: NodeJS.Timeout; __backupScheduleSince?: number }

/**
 * One look at the schedule: the latest scheduled time has passed and no backup was taken since, so this instance
 * tries to take it. Several instances on one PostgreSQL database each try; the slot's row is unique, so exactly one
 * takes it (docs/decisions/071-one-scheduled-backup-per-slot.md). A time missed while the site was down is taken at
 * the next look after start, when the site had backups before; a new site starts with the next time.
 */
export async function scheduleTick(
  handle: DbHandle,
  settings: BackupSettings = backupSettings(),
  now: Date = new Date(),
): Promise<RunOutcome | null> {
  await markInterrupted(handle)
  if (!settings.schedule) {
    await refreshBackupHealth(handle, settings)
    return null
  }
  const slot = latestSlot(now, settings.schedule.times, settings.schedule.timeZone)
  const since = g.__backupScheduleSince ?? now.getTime()
  const [taken] = await handle.db
    .select({ id: backups.id })
    .from(backups)
    .where(eq(backups.slot, slot.toISOString()))
    .limit(1)
  const [okSince] = await handle.db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.status, 'ok'), gte(backups.startedAt, slot)))
    .limit(1)
  const [anyOk] = await handle.db.select({ id: backups.id }).from(backups).where(eq(backups.status, 'ok')).limit(1)
  const due = !taken && !okSince && (slot.getTime() >= since || Boolean(anyOk))
  if (!due) {
    await refreshBackupHealth(handle, settings)
    return null
  }
  try {
    return await runBackup({ handle, reason: 'scheduled', slot, settings })
  } catch (err) {
    if (err instanceof BackupBusy) return null // a manual one is running; the next look sees whether it did
    throw err
  }
}

/** Starts the per-instance timer (src/server/runtime/boot.ts). */
export function startBackupSchedule(handle: DbHandle, settings: BackupSettings = backupSettings()): void {
  stopBackupSchedule()
  g.__backupScheduleSince ??= Date.now()
  const tick = () =>
    void scheduleTick(handle, settings).catch((err: unknown) =>
      log.error({ error: err instanceof Error ? err.message : String(err) }, 'backup schedule check failed'),
    )
  g.__backupSchedule = setInterval(tick, TICK_MS)
  g.__backupSchedule.unref()
  // The first look soon after start: a time missed while the site was down is taken then.
  setTimeout(tick, 5_000).unref()
}

export function stopBackupSchedule(): void {
  if (g.__backupSchedule) clearInterval(g.__backupSchedule)
  g.__backupSchedule = undefined
}
