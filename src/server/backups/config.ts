import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { getEnv, type Env } from '@/env'
import { mediaStorage, s3Storage, type Storage } from '@/server/storage'
import { BackupError } from './format'
import type { UploadsMode } from './uploads'

/** The backup settings of a validated environment (src/env.ts, docs/operations-backups.md). */
export interface BackupSettings {
  dir: string
  dataDir: string
  /** Daily times (HH:MM) in `timeZone`; null: no scheduled backups. */
  schedule: { times: string[]; timeZone: string } | null
  keep: { daily: number; weekly: number; monthly: number }
  uploadsMode: UploadsMode
  beforeMigrate: boolean
  /** Where each backup is copied as well, and how it is named in messages. */
  remote: { storage: Storage; location: string } | null
  /** Pauses between the attempts of a copy to the bucket (three attempts by default). */
  remoteRetryMs: number[]
  recipients: string[]
  identityFile?: string
}

export function backupSettings(env: Env = getEnv(), overrides: Partial<BackupSettings> = {}): BackupSettings {
  const dataDir = path.resolve(/* turbopackIgnore: true */ env.DATA_DIR)
  const dir = path.resolve(/* turbopackIgnore: true */ env.BACKUP_DIR ?? path.join(dataDir, 'backups'))
  const times = env.BACKUP_SCHEDULE === 'off' ? [] : env.BACKUP_SCHEDULE.split(',').map((t) => t.trim())
  const bucket = env.BACKUP_S3_BUCKET
  const endpoint = env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT
  return {
    dir,
    dataDir,
    schedule: times.length ? { times, timeZone: env.BACKUP_TIMEZONE } : null,
    keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
    uploadsMode: env.BACKUP_UPLOADS ?? (env.STORAGE_DRIVER === 's3' ? 'manifest' : 'copy'),
    beforeMigrate: env.BACKUP_BEFORE_MIGRATE,
    remote: bucket
      ? {
          storage: s3Storage({
            endpoint,
            bucket,
            region: env.BACKUP_S3_REGION ?? env.S3_REGION,
            accessKeyId: (env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID)!,
            secretAccessKey: (env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY)!,
            keyPrefix: env.BACKUP_S3_PREFIX,
            publicBase: '',
            timeoutMs: env.S3_TIMEOUT_MS,
          }),
          location: `bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}, ${env.BACKUP_S3_PREFIX || '/'}`,
        }
      : null,
    remoteRetryMs: [2_000, 10_000],
    recipients: env.BACKUP_ENCRYPT_TO ? env.BACKUP_ENCRYPT_TO.split(',').map((r) => r.trim()) : [],
    identityFile: env.BACKUP_AGE_IDENTITY_FILE,
    ...overrides,
  }
}

/** The configured media store (what a backup copies and a restore fills). */
export function backupMediaStorage(settings: BackupSettings, env: Env = getEnv()): Storage {
  return mediaStorage(settings.dataDir, env)
}

/**
 * The age identity that decrypts backups, from its file. Refused when the file lies in the backup folder: a key kept
 * beside the backups it opens protects nothing (docs/decisions/072-backup-encryption.md).
 */
export function readIdentity(settings: BackupSettings): string | undefined {
  if (!settings.identityFile) return undefined
  const file = path.resolve(settings.identityFile)
  if (file.startsWith(settings.dir + path.sep))
    throw new BackupError(
      `The backup key ${file} lies in the backup folder ${settings.dir}: ` +
        'keep it elsewhere (off this machine when you can).',
    )
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new BackupError(`The backup key file ${file} cannot be read (${(err as NodeJS.ErrnoException).code}).`)
  }
  const key = text.split('\n').find((l) => l.startsWith('AGE-SECRET-KEY-'))
  if (!key) throw new BackupError(`The backup key file ${file} holds no AGE-SECRET-KEY- line.`)
  return key.trim()
}
