import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { BACKUP_REASONS } from '@/server/db/schema'

/**
 * What one backup file holds (docs/decisions/070-backup-format.md): a tar of
 * - `database/<table>.<n>.ndjson.gz`: the table's rows, one `row_to_json` line each, gzipped, in parts of at most
 *   PART_BYTES before compression;
 * - `uploads/<key>`: each uploaded file, when the uploads are copied, and `uploads.json`: every key with its size and
 *   SHA-256 (copied) or its size and ETag (a manifest of the bucket's objects);
 * - `manifest.json` last: app version, the schema's migration, the site's id, rows per table, sequences, and the
 *   SHA-256 of every part; then `manifest.sha256`, the manifest's own checksum.
 */
export const FORMAT = 'meridian-backup'
export const FORMAT_VERSION = 1
export const PART_BYTES = 8 * 2 ** 20
export const MANIFEST = 'manifest.json'
export const MANIFEST_SUM = 'manifest.sha256'
export const UPLOADS_INDEX = 'uploads.json'
export const UPLOADS_PREFIX = 'uploads/'
/** An age-encrypted file starts with this line (age-encryption.org/v1). */
export const AGE_MAGIC = 'age-encryption.org/v1'

export type BackupReason = (typeof BACKUP_REASONS)[number]

const part = z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  siteId: z.string().nullable(),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  reason: z.enum(BACKUP_REASONS),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migration: z.object({ when: z.number(), tag: z.string().nullable() }).nullable(),
    tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), parts: z.array(z.string()) })),
    sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  }),
  uploads: z.object({
    driver: z.enum(['local', 's3']),
    mode: z.enum(['copy', 'manifest']),
    files: z.number().int().min(0),
    bytes: z.number().min(0),
  }),
  parts: z.array(part),
})

export type BackupManifest = z.infer<typeof manifestSchema>

export const uploadsIndexSchema = z.array(
  z.object({
    key: z.string(),
    size: z.number().int().min(0),
    sha256: z.string().optional(),
    etag: z.string().optional(),
  }),
)
export type UploadsIndex = z.infer<typeof uploadsIndexSchema>

/** The app's name and version, from package.json (what a restore compares). */
export function appInfo(): { name: string; version: string } {
  try {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), 'package.json')
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
    return { name: pkg.name ?? 'unknown', version: pkg.version ?? '0.0.0' }
  } catch {
    return { name: 'unknown', version: '0.0.0' }
  }
}

/** -1, 0 or 1 as version a is older, the same or newer than b (numeric parts; anything after a `-` ignored). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .split('-')[0]!
      .split('.')
      .map((n) => Number.parseInt(n, 10) || 0)
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d) return Math.sign(d)
  }
  return 0
}

/**
 * A backup's file name: `backup-20261206-223000z-scheduled-1a2b.tar` (UTC time, reason, a random suffix; `.age`
 * appended when encrypted). Sorting the names sorts the backups by time.
 */
export function backupFileName(at: Date, reason: BackupReason, suffix: string, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'z')
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .toLowerCase()
  return `backup-${stamp}-${reason}-${suffix}.tar${encrypted ? '.age' : ''}`
}

const NAME = /^backup-(\d{8})-(\d{6})z-([a-z-]+)-([0-9a-f]{4,})\.tar(\.age)?$/

/** The time and reason a backup file's name carries; null for any other file. */
export function parseBackupFileName(name: string): { at: Date; reason: string; encrypted: boolean } | null {
  const m = NAME.exec(name)
  if (!m) return null
  const [, d, t, reason, , age] = m
  const at = new Date(
    `${d!.slice(0, 4)}-${d!.slice(4, 6)}-${d!.slice(6)}T${t!.slice(0, 2)}:${t!.slice(2, 4)}:${t!.slice(4)}Z`,
  )
  return Number.isNaN(at.getTime()) ? null : { at, reason: reason!, encrypted: Boolean(age) }
}

/** A refusal or a problem found in a backup file: the message is for the operator, in one sentence or two. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BackupError'
  }
}
