import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'

import { assertKey, assertPrefix, StorageUnavailable, type Storage, type StoredObjectInfo } from './types'

export interface S3StorageOptions {
  /** An S3-compatible service's address; unset: AWS S3 itself, chosen by region. */
  endpoint?: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Prepended to every key in the bucket ('uploads/' for the media, so bucket paths mirror the site's URLs). */
  keyPrefix?: string
  publicBase: string
  /** Per attempt: connecting, then waiting for an answer. */
  timeoutMs: number
  /** Attempts per operation (the SDK retries with back-off); 1 in tests of an unreachable endpoint. */
  maxAttempts?: number
  /** Connections to the service at once, kept alive (S3_MAX_SOCKETS); default 256. */
  maxSockets?: number
}

/** More than the 64 ranges a download manager or a burst of visitors asks at once (the SDK's own default is 50). */
export const DEFAULT_MAX_SOCKETS = 256

/**
 * The S3 driver, on the AWS SDK v3 client. Path-style addressing when an endpoint is given: S3-compatible services
 * (MinIO, Ceph, R2, s3rver in tests) serve buckets under the path, not as subdomains. Checksums only where the
 * operation requires them: the SDK's newer default headers are not understood by every S3-compatible service.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: options.maxAttempts ?? 3,
    // An unreachable bucket must fail an upload within seconds with a message, not hang the staff panel.
    // Kept-alive connections, as many as S3_MAX_SOCKETS: each proxied range holds one for as long as the visitor
    // takes to read it, so with the SDK's 50 the 51st range at once waited for a whole answer to finish.
    requestHandler: {
      connectionTimeout: options.timeoutMs,
      requestTimeout: options.timeoutMs,
      httpAgent: { keepAlive: true, maxSockets: options.maxSockets ?? DEFAULT_MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: options.maxSockets ?? DEFAULT_MAX_SOCKETS },
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  const prefix = options.keyPrefix ?? ''
  const location = `bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`
  const objectKey = (key: string) => `${prefix}${assertKey(key)}`

  const isMissing = (err: unknown) =>
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')
  // NoSuchBucket is also a 404, but it is a misconfiguration, not a missing object: say so.
  const isMissingBucket = (err: unknown) => err instanceof S3ServiceException && err.name === 'NoSuchBucket'

  async function attempt<T>(operation: string, key: string, run: () => Promise<T>, onMissing?: T): Promise<T> {
    try {
      return await run()
    } catch (err) {
      if (onMissing !== undefined && isMissing(err) && !isMissingBucket(err)) return onMissing
      throw new StorageUnavailable(operation, key, location, err)
    }
  }

  const infoOf = (key: string, r: { ContentLength?: number; ContentType?: string; LastModified?: Date }) => ({
    key,
    size: r.ContentLength ?? 0,
    contentType: r.ContentType ?? 'application/octet-stream',
    lastModified: r.LastModified ?? new Date(0),
  })

  const storage: Storage = {
    driver: 's3',
    location,
    async put(key, data, put) {
      const Key = objectKey(key)
      await attempt('store', key, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentType: put.contentType,
            ...(put.cacheControl ? { CacheControl: put.cacheControl } : {}),
          }),
        ),
      )
    },
    async putFile(key, file, put) {
      const Key = objectKey(key)
      await attempt('store', key, async () => {
        const { size } = await stat(file)
        // One PUT with the length known (up to 5 GB): the body streams from disk. A retry needs a fresh stream.
        return client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: put.contentType,
          }),
        )
      })
    },
    async get(key) {
      const Key = objectKey(key)
      const r = await attempt('read', key, () => client.send(new GetObjectCommand({ Bucket, Key })), null)
      if (!r || !r.Body) return null
      return { ...infoOf(key, r), body: r.Body.transformToWebStream() }
    },
    async getRange(key, start, end) {
      const Key = objectKey(key)
      const Range = `bytes=${start}-${end}`
      const r = await attempt('read', key, () => client.send(new GetObjectCommand({ Bucket, Key, Range })), null)
      if (!r || !r.Body) return null
      // A ranged answer's ContentLength is the range's; the object's size is after the slash of its Content-Range.
      const size = Number(/\/(\d+)$/.exec(r.ContentRange ?? '')?.[1] ?? r.ContentLength ?? 0)
      return { ...infoOf(key, r), size, body: r.Body.transformToWebStream() }
    },
    async read(key) {
      const Key = objectKey(key)
      const r = await attempt('read', key, () => client.send(new GetObjectCommand({ Bucket, Key })), null)
      if (!r || !r.Body) return null
      return attempt('read', key, async () => Buffer.from(await r.Body!.transformToByteArray()))
    },
    async head(key) {
      const Key = objectKey(key)
      const r = await attempt('find', key, () => client.send(new HeadObjectCommand({ Bucket, Key })), null)
      return r ? infoOf(key, r) : null
    },
    async exists(key) {
      return (await storage.head(key)) !== null
    },
    async delete(key) {
      const Key = objectKey(key)
      await attempt('delete', key, () => client.send(new DeleteObjectCommand({ Bucket, Key })))
    },
    async list(listPrefix) {
      assertPrefix(listPrefix)
      const out: StoredObjectInfo[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await attempt('list', listPrefix, () =>
          client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: `${prefix}${listPrefix}`,
              ContinuationToken,
            }),
          ),
        )
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue
          out.push({
            key: o.Key.slice(prefix.length),
            size: o.Size ?? 0,
            // A listing carries no content types; a caller that needs one asks head().
            contentType: 'application/octet-stream',
            lastModified: o.LastModified ?? new Date(0),
            ...(o.ETag ? { etag: o.ETag.replace(/"/g, '') } : {}),
          })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return out
    },
    publicUrl(key) {
      return `${options.publicBase}/${assertKey(key)}`
    },
  }
  return storage
}
