/**
 * A product's field pack (docs/decisions/092-field-pack.md), made from the seed library on a real database and read
 * back with a zip reader: its manifest names every file with the SHA-256 of the bytes the zip really holds, the index
 * page links them relatively and speaks the pack's language, and the ETag follows the contents.
 */
import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'

import { getDb } from '@/server/db/client'
import { mediaStorage } from '@/server/storage'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { fieldPack } from './field-pack'
import { seedLibraryIfEmpty } from './seed'

const NOW = new Date('2026-12-01T08:00:00Z')
let db: TestDatabase

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  expect(await seedLibraryIfEmpty(await getDb(), mediaStorage(), { now: NOW })).toBeGreaterThan(0)
})
afterAll(async () => db?.dispose())

async function streamed(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Every entry of a zip, by path. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  )
  const out = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) =>
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err)
        streamed(stream).then((data) => {
          out.set(entry.fileName, data)
          file.readEntry()
        }, reject)
      }),
    )
    file.on('end', resolve)
    file.on('error', reject)
    file.readEntry()
  })
  return out
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

describe('the field pack', () => {
  it("holds the rover's current documents; the manifest's SHA-256 are the zip's bytes", async () => {
    const pack = (await fieldPack('r12-rover', 'fa', NOW))!
    expect(pack.fileName).toBe('r12-rover-field-pack-fa.zip')
    const { body, size } = pack.stream()
    const zip = await streamed(body)
    expect(await size).toBe(zip.length)
    const entries = await unzip(zip)
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'))
    expect(manifest).toMatchObject({ product: { slug: 'r12-rover' }, language: 'fa' })
    expect(manifest.files.map((f: { kind: string }) => f.kind)).toEqual(['quick-guide', 'datasheet'])
    expect(manifest.files.map((f: { kind: string }) => f.kind)).not.toContain('firmware')
    for (const file of manifest.files) {
      const data = entries.get(file.path)
      expect(data, file.path).toBeDefined()
      expect(data!.length).toBe(file.bytes)
      expect(sha256(data!)).toBe(file.sha256)
    }
    const index = entries.get('index.html')!.toString('utf8')
    expect(index).toContain('<html lang="fa-AF" dir="rtl">')
    for (const file of manifest.files) expect(index).toContain(`href="${file.path}"`)
    expect(index).not.toMatch(/<script/)
  })

  it('keeps its ETag while its contents stay, and has one per language', async () => {
    const a = (await fieldPack('r12-rover', 'en', NOW))!
    const b = (await fieldPack('r12-rover', 'en', new Date(NOW.getTime() + 3_600_000)))!
    expect(b.etag).toBe(a.etag)
    expect((await fieldPack('r12-rover', 'ps', NOW))!.etag).not.toBe(a.etag)
    expect(await fieldPack('no-such-product', 'en', NOW)).toBeUndefined()
  })
})
