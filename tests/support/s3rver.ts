/**
 * A real S3-compatible server for tests: s3rver (npm) on a free loopback port, over a temporary folder, with one
 * bucket. The S3 driver's tests and the two-instance check talk to it through the AWS SDK as they would to a bucket
 * (docs/decisions/050-object-storage.md says why s3rver).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import type { S3StorageOptions } from '@/server/storage/s3'

import { s3rverOptions } from './s3rver-options.mjs'

export interface S3Server {
  endpoint: string
  bucket: string
  /** s3rver accepts any credentials; these are what the tests send. */
  accessKeyId: string
  secretAccessKey: string
  /** The S3 driver's options for this server's bucket, under `uploads/` as the site keeps its media. */
  storageOptions(overrides?: Partial<S3StorageOptions>): S3StorageOptions
  close(): Promise<void>
}

/**
 * `ownProcess`: run s3rver in a child process with OpenSSL's legacy provider (tests/support/s3rver-process.mjs), for
 * listings of more than 1,000 keys: s3rver's continuation tokens need DES, which Node's OpenSSL 3 refuses by default.
 */
export async function startS3rver(bucket = 'media', options: { ownProcess?: boolean } = {}): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mg-s3rver-'))
  let port: number
  let stop: () => Promise<unknown>
  if (options.ownProcess) {
    const child = spawn(
      process.execPath,
      ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.mjs'), directory, bucket],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const [line] = (await once(child.stdout, 'data')) as [Buffer]
    port = (JSON.parse(line.toString()) as { port: number }).port
    stop = () => (child.kill('SIGTERM'), once(child, 'exit'))
  } else {
    const server = new S3rver(s3rverOptions(directory, bucket))
    port = (await server.run()).port
    stop = () => server.close()
  }
  const endpoint = `http://127.0.0.1:${port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    endpoint,
    bucket,
    ...credentials,
    storageOptions: (overrides = {}) => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      ...credentials,
      keyPrefix: 'uploads/',
      publicBase: 'https://media.example.af/uploads',
      timeoutMs: 2_000,
      ...overrides,
    }),
    async close() {
      await stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
