import 'server-only'

import path from 'node:path'

import { getEnv, type Env } from '@/env'
import { localStorage } from './local'
import { s3Storage } from './s3'
import type { Storage } from './types'

export { localStorage } from './local'
export { s3Storage, type S3StorageOptions } from './s3'
export * from './types'

/** In the bucket, media live under this prefix, so a bucket served as is has the site's URL paths. */
export const S3_MEDIA_PREFIX = 'uploads/'

/** The S3 settings of a validated environment (src/env.ts refuses to start without bucket and credentials). */
export function s3OptionsFromEnv(env: Env) {
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    keyPrefix: S3_MEDIA_PREFIX,
    publicBase: `${env.MEDIA_BASE_URL ?? ''}/uploads`,
    timeoutMs: env.S3_TIMEOUT_MS,
    maxSockets: env.S3_MAX_SOCKETS,
  }
}

const g = globalThis as unknown as { __mediaStorage?: Map<string, Storage> }

/** The local driver's folder: DATA_DIR/uploads (or `dataDir`/uploads). */
export function mediaRoot(dataDir?: string, env: Env = getEnv()): string {
  return path.join(/* turbopackIgnore: true */ path.resolve(dataDir ?? env.DATA_DIR), 'uploads')
}

/**
 * The media store as configured: the bucket with STORAGE_DRIVER=s3, else the folder DATA_DIR/uploads (`dataDir`
 * overrides DATA_DIR: tests and CLI tools name their own). One instance per configuration and process, so the S3
 * client's connections are reused.
 */
export function mediaStorage(dataDir?: string, env: Env = getEnv()): Storage {
  const root = mediaRoot(dataDir, env)
  const id =
    env.STORAGE_DRIVER === 's3'
      ? `s3 ${env.S3_ENDPOINT ?? ''} ${env.S3_BUCKET} ${env.S3_ACCESS_KEY_ID} ${env.MEDIA_BASE_URL ?? ''}`
      : `local ${root} ${env.MEDIA_BASE_URL ?? ''}`
  const cache = (g.__mediaStorage ??= new Map())
  let storage = cache.get(id)
  if (!storage) {
    storage =
      env.STORAGE_DRIVER === 's3'
        ? s3Storage(s3OptionsFromEnv(env))
        : localStorage({ root, publicBase: `${env.MEDIA_BASE_URL ?? ''}/uploads` })
    cache.set(id, storage)
  }
  return storage
}
