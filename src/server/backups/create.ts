import 'server-only'

import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import type { DbHandle } from '@/server/db/client'
import type { Storage } from '@/server/storage'
import { ArchiveWriter, encryptFile, fileSha256, partialName, removeStalePartials } from './archive'
import { keptByRetention } from './calendar'
import type { BackupSettings } from './config'
import { dumpDatabase } from './dump'
import {
  appInfo,
  BackupError,
  backupFileName,
  FORMAT,
  FORMAT_VERSION,
  parseBackupFileName,
  type BackupManifest,
  type BackupReason,
} from './format'
import { backupUploads } from './uploads'

export interface CreateOptions {
  handle: DbHandle
  /** The media store whose files the backup holds (or lists). */
  storage: Storage
  settings: BackupSettings
  reason: BackupReason
  now?: () => Date
}

export interface BackupResult {
  name: string
  file: string
  bytes: number
  sha256: string
  durationMs: number
  /** How long the database's snapshot was held (on PGlite, the longest any other query waited). */
  heldMs: number
  manifest: BackupManifest
  remote: { status: 'none' | 'ok' | 'failed'; error?: string }
  /** Backups retention removed (local names). */
  removed: string[]
}

/**
 * Takes one backup: the database in one snapshot, the uploads, the manifest, into one file written under a partial
 * name and renamed when complete (docs/decisions/070-backup-format.md). A failure leaves no file that looks complete
 * and keeps every earlier backup; the error says what happened in words an operator can act on. Then, when
 * configured, the file is copied to the bucket (retried; a failed copy keeps the local file and is reported) and
 * retention removes what it no longer keeps.
 */
export async function createBackup(options: CreateOptions): Promise<BackupResult> {
  const { settings } = options
  const started = Date.now()
  const now = options.now?.() ?? new Date()
  const encrypted = settings.recipients.length > 0
  const name = backupFileName(now, options.reason, randomBytes(2).toString('hex'), encrypted)
  const finalPath = path.join(settings.dir, name)
  const plainName = encrypted ? name.replace(/\.age$/, '') : name
  let writer: ArchiveWriter | undefined
  const temporary: string[] = []
  let manifest: BackupManifest
  let heldMs: number
  try {
    await mkdir(settings.dir, { recursive: true })
    await removeStalePartials(settings.dir)
    writer = await ArchiveWriter.create(settings.dir, plainName)
    temporary.push(writer.partialPath)
    const w = writer
    const dump = await dumpDatabase(options.handle, (part, data) => w.add(part, data).then(() => undefined))
    heldMs = dump.heldMs
    const uploads = await backupUploads(options.storage, writer, settings.uploadsMode)
    manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      siteId: dump.siteId,
      app: appInfo(),
      createdAt: now.toISOString(),
      reason: options.reason,
      database: dump.database,
      uploads: { driver: options.storage.driver, mode: settings.uploadsMode, ...uploads },
      parts: writer.parts,
    }
    if (encrypted) {
      const plain = partialName(settings.dir, `${plainName}.plain`)
      temporary.push(plain)
      await writer.finish(manifest, plain)
      const sealed = partialName(settings.dir, name)
      temporary.push(sealed)
      await encryptFile(plain, sealed, settings.recipients)
      await rename(sealed, finalPath)
      await rm(plain, { force: true })
    } else {
      await writer.finish(manifest, finalPath)
    }
  } catch (err) {
    await writer?.abort()
    await Promise.all(temporary.map((t) => rm(t, { force: true }).catch(() => undefined)))
    throw describeWriteFailure(err, settings.dir)
  }
  const { size } = await stat(finalPath)
  const sha256 = await fileSha256(finalPath)
  const remote = settings.remote ? await copyToBucket(finalPath, name, settings) : { status: 'none' as const }
  const removed = await applyRetention(settings, now)
  return {
    name,
    file: finalPath,
    bytes: size,
    sha256,
    durationMs: Date.now() - started,
    heldMs,
    manifest,
    remote,
    removed,
  }
}

function describeWriteFailure(err: unknown, dir: string): Error {
  if (err instanceof BackupError) return err
  const code = (err as NodeJS.ErrnoException)?.code
  if (code === 'ENOSPC' || code === 'EDQUOT' || /no space left/i.test(String((err as Error)?.message)))
    return new BackupError(
      `The disk holding ${dir} is full: the backup was not written (the partial file was removed; ` +
        'the earlier backups are kept). Free some space or point BACKUP_DIR at a larger disk.',
      { cause: err },
    )
  if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM' || code === 'ENOTDIR')
    return new BackupError(`The backup folder ${dir} cannot be made or written (${code}).`, { cause: err })
  const message = err instanceof Error ? err.message : String(err)
  return new BackupError(`The backup failed: ${message}`, { cause: err })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Copies a finished backup to the bucket, trying again after each pause; the local file stays either way. */
async function copyToBucket(
  file: string,
  name: string,
  settings: BackupSettings,
): Promise<{ status: 'ok' | 'failed'; error?: string }> {
  const remote = settings.remote!
  let last: unknown
  for (let attempt = 0; attempt <= settings.remoteRetryMs.length; attempt++) {
    if (attempt > 0) await sleep(settings.remoteRetryMs[attempt - 1]!)
    try {
      await remote.storage.putFile(name, file, { contentType: 'application/x-tar' })
      return { status: 'ok' }
    } catch (err) {
      last = err
    }
  }
  const tries = settings.remoteRetryMs.length + 1
  return {
    status: 'failed',
    error:
      `Not copied to the ${remote.location} after ${tries} attempts: ` +
      `${last instanceof Error ? last.message : String(last)}. The local copy ${file} is kept.`,
  }
}

/** Deletes the backups retention no longer keeps, locally and in the bucket. Returns the local names removed. */
export async function applyRetention(settings: BackupSettings, now: Date): Promise<string[]> {
  const timeZone = settings.schedule?.timeZone ?? 'Asia/Kabul'
  const local = (await readdir(settings.dir).catch(() => [] as string[]))
    .map((name) => ({ name, at: parseBackupFileName(name)?.at }))
    .filter((b): b is { name: string; at: Date } => Boolean(b.at))
  const kept = keptByRetention(local, settings.keep, now, timeZone)
  const removed: string[] = []
  for (const b of local) {
    if (kept.has(b)) continue
    await rm(path.join(settings.dir, b.name), { force: true })
    removed.push(b.name)
  }
  if (settings.remote) {
    try {
      const objects = (await settings.remote.storage.list(''))
        .map((o) => ({ name: o.key, at: parseBackupFileName(o.key)?.at }))
        .filter((b): b is { name: string; at: Date } => Boolean(b.at))
      const keptRemote = keptByRetention(objects, settings.keep, now, timeZone)
      for (const o of objects) if (!keptRemote.has(o)) await settings.remote.storage.delete(o.name)
    } catch {
      // The copy itself reported the bucket's trouble; retention tries again after the next backup.
    }
  }
  return removed
}

/** The backup files in the folder, newest first. */
export async function listBackupFiles(
  settings: BackupSettings,
): Promise<{ name: string; at: Date; reason: string; encrypted: boolean; bytes: number }[]> {
  const out = []
  for (const name of await readdir(settings.dir).catch(() => [] as string[])) {
    const parsed = parseBackupFileName(name)
    if (!parsed) continue
    const info = await stat(path.join(settings.dir, name)).catch(() => null)
    if (info?.isFile()) out.push({ name, ...parsed, bytes: info.size })
  }
  return out.sort((a, b) => b.at.getTime() - a.at.getTime())
}
