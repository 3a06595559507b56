/**
 * Staff uploads and the /uploads/* route with STORAGE_DRIVER=s3, against a real S3-compatible server (s3rver): the
 * files land in the bucket under uploads/, are served from it, and an unreachable bucket fails the upload with a
 * message while nothing is kept.
 */
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getImage } from '@/app/uploads/images/[file]/route'
import { resetEnvCache } from '@/env'
import { s3Storage, StorageUnavailable } from '@/server/storage'
import { startS3rver, type S3Server } from '../../../../tests/support/s3rver'
import { acceptDocumentUpload, acceptImageUpload, avifProgress, uploadRenditionsSettled } from './uploads'

let server: S3Server
const saved = { ...process.env }

function useS3(overrides: Record<string, string> = {}) {
  Object.assign(process.env, {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: server.bucket,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    S3_TIMEOUT_MS: '2000',
    MEDIA_BASE_URL: '',
    ...overrides,
  })
  resetEnvCache()
}

beforeAll(async () => {
  server = await startS3rver()
  useS3()
})
afterAll(async () => {
  await uploadRenditionsSettled()
  process.env = saved
  resetEnvCache()
  await server?.close()
})

/** What is in the bucket, read with a client of its own (keys as stored, prefix included). */
const bucket = () =>
  s3Storage({
    endpoint: server.endpoint,
    bucket: server.bucket,
    region: 'us-east-1',
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    publicBase: '',
    timeoutMs: 2_000,
  })

async function png(width = 700, height = 500): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 251
    pixels[i + 1] = Math.floor(i / 3 / width) % 255
    pixels[i + 2] = 90
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

const serve = (name: string) => getImage(new Request('http://localhost/x'), { params: Promise.resolve({ file: name }) })

describe('uploads on the S3 driver', () => {
  it('keeps the original and renditions in the bucket, and /uploads/* streams them from it', async () => {
    const uploaded = await acceptImageUpload(await png())
    const keys = (await bucket().list('uploads/')).map((o) => o.key)
    expect(keys).toContain(`uploads/originals/${uploaded.source}`)
    expect(keys).toContain(`uploads/images/${uploaded.preview}`)

    const res = await serve(uploaded.preview)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body).toEqual(await bucket().read(`uploads/images/${uploaded.preview}`))
    expect((await sharp(body).metadata()).format).toBe('webp')
    expect((await serve('upload-0000000000-320.webp')).status).toBe(404)

    // The AVIF renditions follow in the background, into the bucket too.
    await uploadRenditionsSettled()
    const progress = await avifProgress(uploaded.source)
    expect(progress.total).toBeGreaterThan(0)
    expect(progress.done).toBe(progress.total)
  })

  it('with MEDIA_BASE_URL set, /uploads/* redirects to the bucket (or the CDN in front of it)', async () => {
    useS3({ MEDIA_BASE_URL: 'https://media.example.af' })
    try {
      const res = await serve('upload-abc-320.webp')
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('https://media.example.af/uploads/images/upload-abc-320.webp')
    } finally {
      useS3()
    }
  })

  it('an unreachable bucket fails the upload with a clear message and keeps nothing', async () => {
    const before = (await bucket().list('uploads/')).length
    useS3({ S3_ENDPOINT: 'http://127.0.0.1:9', S3_TIMEOUT_MS: '1000' })
    try {
      const started = Date.now()
      const failed = await acceptImageUpload(await png(640, 480)).catch((e: unknown) => e)
      expect(failed).toBeInstanceOf(StorageUnavailable)
      expect((failed as Error).message).toMatch(/media storage \(bucket media at http:\/\/127\.0\.0\.1:9\)/)
      // Three attempts with back-off, not a hang.
      expect(Date.now() - started).toBeLessThan(10_000)
      const doc = await PDFDocument.create()
      doc.addPage()
      const pdf = Buffer.from(await doc.save())
      await expect(acceptDocumentUpload(pdf)).rejects.toBeInstanceOf(StorageUnavailable)
      const res = await serve('upload-abc-320.webp')
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
    } finally {
      useS3()
    }
    expect((await bucket().list('uploads/')).length).toBe(before)
  })
})
