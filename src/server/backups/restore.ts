import 'server-only'

import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { openDatabase, type DbHandle } from '@/server/db/client'
import { latestMigration, migrationFiles } from '@/server/db/migrate'
import type { Storage } from '@/server/storage'
import { decryptFile, inspectBackup, isEncrypted, partialName, type OpenedBackup } from './archive'
import { readIdentity, type BackupSettings } from './config'
import { createBackup, type BackupResult } from './create'
import { publicTables } from './dump'
import { appInfo, BackupError, compareVersions, FORMAT_VERSION } from './format'
import { databaseHolds, loadDatabase } from './load'
import { recordFinished } from './runs'
import { removeOtherUploads, restoreUploads } from './uploads'

/**
 * Opens a backup file for reading: decrypted into a partial file first when it is encrypted (age), then checked
 * through (checksums, manifest) and compared with this app: a backup from a newer version is refused with its
 * version named. `close` removes the decrypted copy.
 */
export async function openBackup(
  file: string,
  settings: BackupSettings,
): Promise<{ backup: OpenedBackup; close: () => Promise<void> }> {
  let plain = path.resolve(file)
  let cleanup = async () => undefined as void
  if (await isEncrypted(plain).catch(() => false)) {
    const identity = readIdentity(settings)
    if (!identity)
      throw new BackupError(
        `${path.basename(file)} is encrypted: set BACKUP_AGE_IDENTITY_FILE to the file holding its key ` +
          '(AGE-SECRET-KEY-1…).',
      )
    await mkdir(settings.dir, { recursive: true })
    const target = partialName(settings.dir, `${path.basename(file)}.${randomBytes(3).toString('hex')}.decrypted`)
    await decryptFile(plain, target, identity)
    plain = target
    cleanup = () => rm(target, { force: true })
  }
  try {
    const backup = await inspectBackup(plain)
    checkCompatible(backup, path.basename(file))
    return { backup, close: cleanup }
  } catch (err) {
    await cleanup()
    throw err
  }
}

function checkCompatible(backup: OpenedBackup, name: string): void {
  const { manifest } = backup
  const app = appInfo()
  const latest = latestMigration()
  const schema = manifest.database.migration
  const newerSchema = schema && (schema.when > latest.when || !migrationFiles().some((m) => m.when === schema.when))
  if (manifest.formatVersion > FORMAT_VERSION || newerSchema || compareVersions(manifest.app.version, app.version) > 0)
    throw new BackupError(
      `${name} was made by version ${manifest.app.version} of the site (schema ${schema?.tag ?? schema?.when}), ` +
        `newer than this one (version ${app.version}, schema ${latest.tag}): upgrade the app, then restore it.`,
    )
}

export interface RestoreOptions {
  /** The database to restore into (opened without migrating: it may be empty, or of an older version). */
  handle: DbHandle
  storage: Storage
  settings: BackupSettings
  /** Replace a database or store that holds data (a backup of it is taken first). */
  force?: boolean
  /** Restore a backup of another site over this one's data. */
  otherSite?: boolean
  onProgress?: (line: string) => void
}

export interface RestoreResult {
  backup: OpenedBackup['manifest']
  rows: Record<string, number>
  migrated: string[]
  uploads: { written: number; removed: number; missing: string[] }
  /** The backup of what was replaced. */
  replaced?: BackupResult
}

/**
 * Restores a backup file into the database and media store (docs/decisions/070-backup-format.md, "Restore"): onto
 * an empty target, or with `force` over one that holds data, after backing that up. The database is replaced in one
 * transaction (an interruption leaves it as it was); files are written before it, and files the backup does not have
 * are removed after it (with the copied uploads; a bucket's files listed in a manifest are left alone).
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreResult> {
  const say = options.onProgress ?? (() => undefined)
  const { backup, close } = await openBackup(file, options.settings)
  try {
    const { manifest } = backup
    const rows = manifest.database.tables.reduce((n, t) => n + t.rows, 0)
    say(
      `${path.basename(file)}: made ${manifest.createdAt} by version ${manifest.app.version} ` +
        `(${rows} rows, ${manifest.uploads.files} files); checksums good`,
    )
    const target = await options.handle.transaction({}, async (conn) => ({
      holds: await databaseHolds(conn),
      siteId: (await publicTables(conn)).includes('site_identity')
        ? ((await conn.query<{ id: string }>('select site_id::text as id from site_identity'))[0]?.id ?? null)
        : null,
    }))
    // Files without a database that refers to them (an earlier restore interrupted) do not make a target non-empty.
    const files = manifest.uploads.mode === 'copy' ? (await options.storage.list('')).length : 0
    let replaced: BackupResult | undefined
    if (target.holds.rows > 0) {
      if (target.siteId && manifest.siteId && target.siteId !== manifest.siteId && !options.otherSite)
        throw new BackupError(
          `${path.basename(file)} is a backup of another site (site ${manifest.siteId}); this database belongs to ` +
            `site ${target.siteId}. Nothing was changed. To replace this site with it anyway, add --other-site.`,
        )
      if (!options.force)
        throw new BackupError(
          `The target is not empty (${describeHolding(target.holds.tables, files)}): nothing was changed. ` +
            'To replace it, run again with --force; a backup of it is taken first.',
        )
      say('backing up what will be replaced …')
      replaced = await createBackup({ ...options, reason: 'pre-restore' })
      // Recorded in the target's history, which the restore keeps.
      await recordFinished(options.handle, 'pre-restore', replaced)
      say(`backed up to ${replaced.file}`)
    }
    say('writing the uploaded files …')
    const written = await restoreUploads(backup, options.storage)
    say('replacing the database (one transaction) …')
    const loaded = await options.handle.transaction({}, (conn) => loadDatabase(conn, backup))
    // PGlite's transaction does not wait for its files to reach the disk; a checkpoint does.
    if (options.handle.kind === 'pglite') await options.handle.transaction({}, (conn) => conn.query('checkpoint'))
    const removed = await removeOtherUploads(backup, options.storage)
    return {
      backup: manifest,
      rows: loaded.rows,
      migrated: loaded.migrated,
      uploads: { written: written.written, removed, missing: written.missing },
      replaced,
    }
  } finally {
    await close()
  }
}

function describeHolding(tables: Record<string, number>, files: number): string {
  const named = ['products', 'contact_messages', 'quotations', 'content_entries', 'staff_users']
    .filter((t) => tables[t])
    .map((t) => `${tables[t]} ${t.replace('contact_messages', 'leads').replace('_', ' ')}`)
  const total = Object.values(tables).reduce((a, b) => a + b, 0)
  const parts = named.length ? named : total ? [`${total} rows`] : []
  if (files) parts.push(`${files} uploaded files`)
  return parts.join(', ')
}

export interface VerifyResult {
  manifest: OpenedBackup['manifest']
  rows: Record<string, number>
  migrated: string[]
}

/**
 * Checks a backup file (checksums, manifest, this app can restore it) and restores it into a scratch database in
 * memory, whose rows are counted against the manifest. Touches neither the site's database nor its files.
 */
export async function verifyBackup(file: string, settings: BackupSettings): Promise<VerifyResult> {
  const { backup, close } = await openBackup(file, settings)
  const scratch = await openDatabase({ pgliteDir: 'memory://', migrate: false })
  try {
    const loaded = await scratch.transaction({}, (conn) => loadDatabase(conn, backup))
    return { manifest: backup.manifest, ...loaded }
  } finally {
    await scratch.close()
    await close()
  }
}
