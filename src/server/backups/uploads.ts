import 'server-only'

import { createHash } from 'node:crypto'

import { contentTypeOf, type Storage } from '@/server/storage'
import { readEntry, type ArchiveWriter, type OpenedBackup } from './archive'
import { BackupError, UPLOADS_INDEX, UPLOADS_PREFIX, type UploadsIndex } from './format'

export type UploadsMode = 'copy' | 'manifest'

/**
 * The uploads into the backup (docs/decisions/073-uploads-copy-or-manifest.md): `copy` puts every file in it with
 * its SHA-256; `manifest` (the default with S3, whose bucket keeps the files) lists every key with its size and
 * ETag, so a restore can say which files the bucket no longer has. Listed after the database's snapshot: files
 * added meanwhile come along unreferenced, which is harmless.
 */
export async function backupUploads(
  storage: Storage,
  writer: ArchiveWriter,
  mode: UploadsMode,
): Promise<{ files: number; bytes: number }> {
  const objects = (await storage.list('')).sort((a, b) => a.key.localeCompare(b.key))
  const index: UploadsIndex = []
  let bytes = 0
  for (const object of objects) {
    if (mode === 'manifest') {
      index.push({ key: object.key, size: object.size, ...(object.etag ? { etag: object.etag } : {}) })
      bytes += object.size
      continue
    }
    // One file in memory at a time: media files are images and documents of a few MB at most.
    const data = await storage.read(object.key)
    if (!data) continue // deleted since the listing: nothing refers to it any more
    const sha256 = await writer.add(`${UPLOADS_PREFIX}${object.key}`, data, false)
    index.push({ key: object.key, size: data.length, sha256 })
    bytes += data.length
  }
  await writer.add(UPLOADS_INDEX, Buffer.from(JSON.stringify(index)))
  return { files: index.length, bytes }
}

export interface UploadsRestored {
  written: number
  /** Keys the backup lists that the bucket no longer has (manifest mode: they cannot come from the backup). */
  missing: string[]
}

/**
 * Writes the backup's files into the store before the database is replaced: an interrupted restore then leaves the
 * old database with every file it refers to (plus unreferenced new ones), never a database whose files are missing.
 */
export async function restoreUploads(backup: OpenedBackup, storage: Storage): Promise<UploadsRestored> {
  const missing: string[] = []
  let written = 0
  if (backup.manifest.uploads.mode === 'manifest') {
    for (const u of backup.uploads) {
      const there = await storage.head(u.key)
      if (!there || there.size !== u.size) missing.push(u.key)
    }
    return { written, missing }
  }
  for (const u of backup.uploads) {
    const data = await readEntry(backup, `${UPLOADS_PREFIX}${u.key}`)
    if (createHash('sha256').update(data).digest('hex') !== u.sha256)
      throw new BackupError(`The uploaded file ${u.key} changed in the backup file while restoring it.`)
    await storage.put(u.key, data, {
      contentType: contentTypeOf(u.key),
      cacheControl: 'public, max-age=31536000, immutable',
    })
    written++
  }
  return { written, missing }
}

/** After the database is replaced: files the backup does not have are removed (copy mode only). */
export async function removeOtherUploads(backup: OpenedBackup, storage: Storage): Promise<number> {
  if (backup.manifest.uploads.mode !== 'copy') return 0
  const keep = new Set(backup.uploads.map((u) => u.key))
  let removed = 0
  for (const object of await storage.list('')) {
    if (keep.has(object.key)) continue
    await storage.delete(object.key)
    removed++
  }
  return removed
}
