/**
 * npm run storage:migrate [-- <uploads folder>]: copies an uploads folder (default DATA_DIR/uploads) into the bucket
 * that S3_BUCKET and the other S3_* settings name, before switching a site to STORAGE_DRIVER=s3 (decision 050).
 * Safe to run again: what is already in the bucket is skipped. Prints the counts; exits 1 when a file failed.
 */
import path from 'node:path'

import { getEnv } from '../src/env'
import { copyStore } from '../src/server/storage/migrate'
import { localStorage, s3OptionsFromEnv, s3Storage } from '../src/server/storage'

async function main(): Promise<void> {
  const env = getEnv()
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name])
  if (missing.length) {
    console.error(`Set ${missing.join(', ')} (and S3_ENDPOINT for a service other than AWS) to name the bucket.`)
    process.exitCode = 1
    return
  }
  const folder = path.resolve(process.argv[2] ?? path.join(env.DATA_DIR, 'uploads'))
  const from = localStorage({ root: folder, publicBase: '/uploads' })
  const to = s3Storage(s3OptionsFromEnv(env))
  console.log(`Copying ${folder} into the ${to.location} (under uploads/)`)
  const counts = await copyStore(from, to, { onProgress: (line) => console.log(line) })
  console.log(`copied ${counts.copied}, already there ${counts.skipped}, failed ${counts.failed}`)
  if (counts.failed > 0) process.exitCode = 1
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
})
