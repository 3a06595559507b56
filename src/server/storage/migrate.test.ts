import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3rver, type S3Server } from '../../../tests/support/s3rver'
import { localStorage } from './local'
import { copyStore } from './migrate'
import { s3Storage } from './s3'

let server: S3Server
const root = mkdtempSync(path.join(os.tmpdir(), 'mg-migrate-'))
beforeAll(async () => {
  server = await startS3rver()
})
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('copying an uploads folder into a bucket', () => {
  it('copies every file with its type, then skips them when run again', async () => {
    const uploads = path.join(root, 'uploads')
    for (const dir of ['images', 'files', 'originals']) mkdirSync(path.join(uploads, dir), { recursive: true })
    writeFileSync(path.join(uploads, 'images', 'k8-1a2b3c4d5e-320.webp'), 'webp')
    writeFileSync(path.join(uploads, 'images', 'k8-1a2b3c4d5e-320.avif.skip'), '')
    writeFileSync(path.join(uploads, 'files', 'datasheet-12345678.pdf'), '%PDF-1.7')
    writeFileSync(path.join(uploads, 'originals', '0123456789abcdef01234567.png'), 'png')
    // A temporary file of an interrupted write is not media.
    writeFileSync(path.join(uploads, 'images', '.k8-1a2b3c4d5e-640.webp.123.tmp'), 'half')

    const from = localStorage({ root: uploads, publicBase: '/uploads' })
    const to = s3Storage(server.storageOptions({ publicBase: '/uploads' }))
    expect(await copyStore(from, to)).toEqual({ copied: 4, skipped: 0, failed: 0 })
    expect((await to.head('files/datasheet-12345678.pdf'))?.contentType).toBe('application/pdf')
    expect((await to.read('images/k8-1a2b3c4d5e-320.webp'))?.toString()).toBe('webp')

    writeFileSync(path.join(uploads, 'images', 'k8-1a2b3c4d5e-640.webp'), 'webp 640')
    expect(await copyStore(from, to)).toEqual({ copied: 1, skipped: 4, failed: 0 })
  })
})
