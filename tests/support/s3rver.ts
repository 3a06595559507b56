/**
 * A real S3-compatible server for tests: s3rver (npm) on a free loopback port, over a temporary folder, with one
 * bucket. The S3 driver's tests and the two-instance check talk to it through the AWS SDK as they would to a bucket
 * (docs/decisions/050-object-storage.md says why s3rver).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import type { S3StorageOptions } from '@/server/storage/s3'

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

export async function startS3rver(bucket = 'media'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mg-s3rver-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
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
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
