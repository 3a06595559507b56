import 'server-only'

import {
  backupMediaStorage,
  backupSettings,
  backupWarning,
  databaseHolds,
  listBackupFiles,
  nextSlot,
  recentRuns,
} from '@/server/backups'
import { getDbHandle } from '@/server/db/client'
import type { BackupRow } from '@/server/db/schema'

export interface BackupListRow extends Pick<
  BackupRow,
  'id' | 'reason' | 'status' | 'fileName' | 'bytes' | 'durationMs' | 'error' | 'remote' | 'remoteError' | 'actorName'
> {
  startedAt: string
  encrypted: boolean
  counts: Record<string, number> | null
  /** The file is still in the backup folder: it can be downloaded and restored. */
  available: boolean
}

/** What would be replaced by a restore, in the words of the confirmation. */
export interface CurrentData {
  products: number
  leads: number
  quotations: number
  content: number
  accounts: number
  files: number
}

/** The owner's backups page: the runs, the settings in force, what a restore would replace. */
export async function loadBackups() {
  const handle = await getDbHandle()
  const settings = backupSettings()
  const runs = await recentRuns(handle, 30)
  const files = new Set((await listBackupFiles(settings)).map((f) => f.name))
  const holds = await handle.transaction({}, databaseHolds)
  const uploads = await backupMediaStorage(settings)
    .list('')
    .then((list) => list.length)
    .catch(() => 0)
  const t = holds.tables
  const current: CurrentData = {
    products: t.products ?? 0,
    leads: t.contact_messages ?? 0,
    quotations: t.quotations ?? 0,
    content: t.content_entries ?? 0,
    accounts: t.staff_users ?? 0,
    files: uploads,
  }
  const rows: BackupListRow[] = runs.map((r) => ({
    id: r.id,
    reason: r.reason,
    status: r.status,
    fileName: r.fileName,
    bytes: r.bytes,
    durationMs: r.durationMs,
    error: r.error,
    remote: r.remote,
    remoteError: r.remoteError,
    actorName: r.actorName,
    startedAt: r.startedAt.toISOString(),
    encrypted: r.encrypted,
    counts: r.counts ?? null,
    available: Boolean(r.fileName && files.has(r.fileName)),
  }))
  return {
    runs: rows,
    warning: backupWarning(runs, settings),
    current,
    settings: {
      dir: settings.dir,
      schedule: settings.schedule
        ? {
            times: settings.schedule.times,
            timeZone: settings.schedule.timeZone,
            next: nextSlot(new Date(), settings.schedule.times, settings.schedule.timeZone).toISOString(),
          }
        : null,
      keep: settings.keep,
      uploadsMode: settings.uploadsMode,
      remote: settings.remote?.location ?? null,
      encrypted: settings.recipients.length > 0,
      canDecrypt: Boolean(settings.identityFile),
    },
  }
}

export type BackupsData = Awaited<ReturnType<typeof loadBackups>>
