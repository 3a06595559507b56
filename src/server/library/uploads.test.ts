/**
 * The resumable upload (docs/decisions/090-resumable-uploads.md) through tus's own server and store into the media
 * folder, against a real database: a file cut part-way resumes from what arrived and ends with the right SHA-256; a
 * file whose content is not its name's type is refused and its bytes deleted; a name the library does not take, a
 * file over the limit and an anonymous upload are refused before a byte is stored; an abandoned upload is swept.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv, resetEnvCache } from '@/env'
import { getDb } from '@/server/db/client'
import { libraryUploads } from '@/server/db/schema'
import { mediaRoot } from '@/server/storage'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount } from '../../../tests/support/leads'
import { libraryTusServer, sweepAbandonedUploads, UPLOADER_HEADER, UPLOADS_PATH } from './uploads'

let db: TestDatabase
let editor: StaffUser

beforeAll(async () => {
  process.env.LIBRARY_MAX_FILE_MB = '2'
  db = await useTestDatabase()
  editor = await staffAccount('farida@meridian.test', 'Farida', 'editor')
})
afterAll(async () => {
  delete process.env.LIBRARY_MAX_FILE_MB
  resetEnvCache()
  await db?.dispose()
})

const ORIGIN = 'http://localhost:3000'
const b64 = (s: string) => Buffer.from(s).toString('base64')

function tus(method: string, url: string, headers: Record<string, string>, body?: ReadableStream<Uint8Array>) {
  return libraryTusServer().handleWeb(
    new Request(`${ORIGIN}${url}`, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', [UPLOADER_HEADER]: String(editor.id), ...headers },
      body,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit),
  )
}

async function create(name: string, size: number): Promise<string> {
  const res = await tus('POST', UPLOADS_PATH, {
    'Upload-Length': String(size),
    'Upload-Metadata': `filename ${b64(name)}`,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return res.headers.get('location')!
}

/**
 * A body that delivers `data` in 64 KiB pieces, then (with `cutAfter`) stalls a moment and fails like a dropped
 * connection: what arrived before the stall has reached the disk, as on a real link.
 */
function body(data: Buffer, cutAfter?: number): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    async pull(controller) {
      if (cutAfter !== undefined && at >= cutAfter) {
        await new Promise((resolve) => setTimeout(resolve, 300))
        return controller.error(new Error('connection reset'))
      }
      if (at >= data.length) return controller.close()
      const end = Math.min(at + 65_536, data.length, cutAfter ?? Infinity)
      controller.enqueue(new Uint8Array(data.subarray(at, end)))
      at = end
    },
  })
}

const patch = (location: string, offset: number, data: Buffer, cutAfter?: number) =>
  tus(
    'PATCH',
    location,
    { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body(data, cutAfter),
  )

async function offsetOf(location: string): Promise<number> {
  const res = await tus('HEAD', location, {})
  expect(res.status).toBe(200)
  return Number(res.headers.get('upload-offset'))
}

async function row(location: string) {
  const id = location.split('/').pop()!
  const [found] = await (await getDb()).select().from(libraryUploads).where(eq(libraryUploads.id, id))
  return found
}

describe('the library upload', () => {
  it('resumes a file cut twice from what arrived, and records its SHA-256 and type', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(900_000)])
    const location = await create('vireo-g9-manual.pdf', file.length)
    expect(location).toMatch(new RegExp(`^${UPLOADS_PATH}/[0-9a-f]{32}$`))
    expect((await patch(location, 0, file, 300_000)).status).toBeGreaterThanOrEqual(400)
    const first = await offsetOf(location)
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThanOrEqual(300_000)
    expect((await patch(location, first, file.subarray(first), 200_000)).status).toBeGreaterThanOrEqual(400)
    const second = await offsetOf(location)
    expect(second).toBeGreaterThan(first)
    // Resuming from the wrong place is refused without writing (tus: 409).
    expect((await patch(location, 0, file)).status).toBe(409)
    const done = await patch(location, second, file.subarray(second))
    expect(done.status).toBe(204)
    expect(done.headers.get('library-upload-status')).toBe('complete')
    const stored = await row(location)
    expect(stored).toMatchObject({ status: 'complete', bytes: file.length, contentType: 'application/pdf' })
    expect(stored!.sha256).toBe(createHash('sha256').update(file).digest('hex'))
    expect(existsSync(path.join(mediaRoot(), 'library', location.split('/').pop()!))).toBe(true)
  })

  it('hashes an uninterrupted upload as it arrives, to the same digest', async () => {
    const file = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(100_000)])
    const location = await create('survey-pro-7.2.zip', file.length)
    expect((await patch(location, 0, file)).status).toBe(204)
    expect((await row(location))!.sha256).toBe(createHash('sha256').update(file).digest('hex'))
  })

  it('refuses a file whose content is not what its name says, and deletes its bytes', async () => {
    const file = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(2_000)])
    const location = await create('manual.pdf', file.length)
    const res = await patch(location, 0, file)
    expect(res.headers.get('library-upload-status')).toBe('refused')
    const stored = await row(location)
    expect(stored).toMatchObject({ status: 'refused' })
    expect(stored!.problem).toMatch(/"manual\.pdf" is not what its name says/)
    expect(existsSync(path.join(mediaRoot(), 'library', location.split('/').pop()!))).toBe(false)
  })

  it('refuses an unknown type, a file over the limit and an upload without its uploader, storing nothing', async () => {
    const script = await tus('POST', UPLOADS_PATH, {
      'Upload-Length': '10',
      'Upload-Metadata': `filename ${b64('x.sh')}`,
    })
    expect(script.status).toBe(415)
    expect(await script.text()).toMatch(/the library takes/)
    const big = await tus('POST', UPLOADS_PATH, {
      'Upload-Length': String(getEnv().LIBRARY_MAX_FILE_MB * 1_000_000 + 1),
      'Upload-Metadata': `filename ${b64('big.bin')}`,
    })
    expect(big.status).toBe(413)
    const anonymous = await libraryTusServer().handleWeb(
      new Request(`${ORIGIN}${UPLOADS_PATH}`, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '4', 'Upload-Metadata': `filename ${b64('a.bin')}` },
      }),
    )
    expect(anonymous.status).toBe(401)
    const rows = await (await getDb()).select().from(libraryUploads)
    expect(rows.map((r) => r.fileName)).not.toContain('x.sh')
  })

  it('sweeps an upload abandoned half-way once it is older than the expiry, bytes and all', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(50_000)])
    const location = await create('abandoned.pdf', file.length)
    await patch(location, 0, file, 20_000)
    const id = location.split('/').pop()!
    const later = new Date(Date.now() + getEnv().LIBRARY_UPLOAD_EXPIRY_HOURS * 3_600_000 + 60_000)
    expect(await sweepAbandonedUploads(new Date())).toBe(0)
    expect(await sweepAbandonedUploads(later)).toBeGreaterThanOrEqual(1)
    expect(await row(location)).toBeUndefined()
    expect(existsSync(path.join(mediaRoot(), 'library', id))).toBe(false)
    expect(existsSync(path.join(mediaRoot(), 'library', `${id}.json`))).toBe(false)
    expect((await tus('HEAD', location, {})).status).toBe(404)
  })
})
