/**
 * Bad backup files and faults while backing up (docs/operations-backups.md, "When something goes wrong"): each is
 * refused or reported with a message saying what happened, and nothing is lost. On PGlite, and on PostgreSQL in CI's
 * PostgreSQL leg.
 */
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { gunzipSync, gzipSync } from 'node:zlib'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaStorage, s3Storage } from '@/server/storage'
import { createTestDatabase, useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { inspectBackup } from './archive'
import { backupSettings, type BackupSettings } from './config'
import { createBackup, type BackupResult } from './create'
import { MANIFEST, MANIFEST_SUM } from './format'
import { backupWarning, recentRuns, runBackup } from './runs'
import { restoreBackup, verifyBackup } from './restore'
import { END_OF_ARCHIVE, entryHeader, padding, readTar } from './tar'

let db: TestDatabase
let settings: BackupSettings
let good: BackupResult
const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-backup-faults-'))

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  settings = backupSettings(undefined, { dir: path.join(dir, 'backups'), uploadsMode: 'copy', remote: null })
  good = await createBackup({ handle: db.handle, storage: mediaStorage(db.dataDir), settings, reason: 'command' })
}, 120_000)
afterAll(async () => {
  await db?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** A copy of the good backup with its bytes changed by `edit`. */
function variant(name: string, edit: (bytes: Buffer) => Buffer): string {
  const file = path.join(dir, name)
  writeFileSync(file, edit(readFileSync(good.file)))
  return file
}

/** Rebuilds a backup file entry by entry, letting `edit` change an entry's bytes (a hand-made, consistent fake). */
async function rebuilt(name: string, edit: (entry: string, data: Buffer) => Buffer): Promise<string> {
  const out: Buffer[] = []
  const source = (async function* () {
    yield readFileSync(good.file)
  })()
  for await (const entry of readTar(source)) {
    const chunks: Buffer[] = []
    for await (const c of entry.body) chunks.push(c)
    const data = edit(entry.name, Buffer.concat(chunks))
    out.push(entryHeader(entry.name, data.length), data, Buffer.alloc(padding(data.length)))
  }
  out.push(END_OF_ARCHIVE)
  const file = path.join(dir, name)
  writeFileSync(file, Buffer.concat(out))
  return file
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** Rewrites the manifest as `change` says and its checksum with it: a consistent file from another site or version. */
function withManifest(change: (m: Record<string, unknown>) => void) {
  let json: Buffer
  return (entry: string, data: Buffer) => {
    if (entry === MANIFEST) {
      const m = JSON.parse(data.toString('utf8')) as Record<string, unknown>
      change(m)
      json = Buffer.from(JSON.stringify(m))
      return json
    }
    if (entry === MANIFEST_SUM) return Buffer.from(`${sha(json)}  ${MANIFEST}\n`)
    return data
  }
}

describe('a bad backup file is refused with what is wrong', () => {
  it('truncated', async () => {
    const file = variant('truncated.tar', (b) => b.subarray(0, Math.floor(b.length / 2)))
    await expect(verifyBackup(file, settings)).rejects.toThrow(/truncated|has no manifest/)
  })

  it('a damaged byte in a part', async () => {
    const opened = await inspectBackup(good.file)
    const part = opened.entries.get(good.manifest.database.tables.find((t) => t.name === 'products')!.parts[0]!)!
    const file = variant('corrupted.tar', (b) => {
      const copy = Buffer.from(b)
      copy[part.offset + 10] = copy[part.offset + 10]! ^ 0xff
      return copy
    })
    await expect(verifyBackup(file, settings)).rejects.toThrow(
      /the part database\/products\.0001\.ndjson\.gz does not match its checksum/,
    )
  })

  it('an uploaded file altered', async () => {
    const file = await rebuilt('tampered-upload.tar', (name, data) =>
      name.startsWith('uploads/images/') ? Buffer.concat([data, Buffer.from('x')]) : data,
    )
    await expect(verifyBackup(file, settings)).rejects.toThrow(/the uploaded file images\/.* does not match/)
  })

  it('a manifest altered without its checksum', async () => {
    const file = await rebuilt('tampered-manifest.tar', (name, data) =>
      name === MANIFEST
        ? Buffer.from(data.toString('utf8').replace(/"rows": (\d+)/, (_, n) => `"rows": ${Number(n) + 1}`))
        : data,
    )
    await expect(verifyBackup(file, settings)).rejects.toThrow(/the manifest does not match its checksum/)
  })

  it('made by a newer version: refused, naming the version', async () => {
    const file = await rebuilt(
      'newer.tar',
      withManifest((m) => ((m.app as { version: string }).version = '9.1.0')),
    )
    await expect(verifyBackup(file, settings)).rejects.toThrow(
      /made by version 9\.1\.0 of the site .* newer than this one/,
    )
  })

  it('of another site: refused over this site’s data, even with --force', async () => {
    const file = await rebuilt(
      'other-site.tar',
      withManifest((m) => (m.siteId = '00000000-0000-4000-8000-000000000000')),
    )
    const restore = restoreBackup(file, { handle: db.handle, storage: mediaStorage(db.dataDir), settings, force: true })
    await expect(restore).rejects.toThrow(/is a backup of another site \(site 00000000-.*\).*Nothing was changed/)
  })

  it('over a database that holds data, without --force: refused, nothing changed', async () => {
    const before = await db.handle.transaction({}, (c) => c.query('select count(*)::int as n from products'))
    await expect(
      restoreBackup(good.file, { handle: db.handle, storage: mediaStorage(db.dataDir), settings }),
    ).rejects.toThrow(/The target is not empty \(\d+ products, \d+ uploaded files\): nothing was changed/)
    expect(await db.handle.transaction({}, (c) => c.query('select count(*)::int as n from products'))).toEqual(before)
  })
})

describe('faults while backing up', () => {
  it('an unreachable bucket: retried, reported, the local copy kept', async () => {
    const unreachable = backupSettings(undefined, {
      dir: settings.dir,
      uploadsMode: 'manifest',
      remoteRetryMs: [10, 10],
      remote: {
        storage: s3Storage({
          endpoint: 'http://127.0.0.1:9',
          bucket: 'backups',
          region: 'us-east-1',
          accessKeyId: 'x',
          secretAccessKey: 'x',
          publicBase: '',
          timeoutMs: 1_000,
          maxAttempts: 1,
        }),
        location: 'bucket backups at http://127.0.0.1:9',
      },
    })
    const outcome = await runBackup({ handle: db.handle, reason: 'manual', settings: unreachable })
    expect(outcome.kind).toBe('ok')
    if (outcome.kind !== 'ok') return
    expect(outcome.result.remote).toMatchObject({ status: 'failed' })
    expect(outcome.result.remote.error).toMatch(/Not copied to the bucket backups .* after 3 attempts: .*is kept/)
    expect(statSync(outcome.result.file).size).toBe(outcome.result.bytes)
    const warning = backupWarning(await recentRuns(db.handle), unreachable)
    expect(warning).toMatch(/^The last backup was not copied to the bucket: Not copied/)
  })

  it.skipIf(process.getuid?.() !== 0)('a full disk: the partial file removed, earlier backups kept', async () => {
    // A 1 MB file system of its own (root may mount one), filled up after a first small backup.
    const mount = path.join(dir, 'tiny')
    mkdirSync(mount)
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount]).status).toBe(0)
    try {
      const tiny = backupSettings(undefined, { dir: mount, uploadsMode: 'manifest', remote: null })
      const first = await createBackup({
        handle: db.handle,
        storage: mediaStorage(db.dataDir),
        settings: tiny,
        reason: 'command',
      })
      const free = 1024 * 1024 - statSync(first.file).size
      writeFileSync(path.join(mount, 'filler'), Buffer.alloc(Math.max(0, free - 48 * 1024)))
      const full = { ...tiny, uploadsMode: 'copy' as const }
      await expect(
        createBackup({ handle: db.handle, storage: mediaStorage(db.dataDir), settings: full, reason: 'command' }),
      ).rejects.toThrow(/The disk holding .* is full: the backup was not written .*earlier backups are kept/)
      expect(readdirSync(mount).sort()).toEqual([path.basename(first.file), 'filler'].sort())
      const products = good.manifest.database.tables.find((t) => t.name === 'products')!.rows
      await expect(verifyBackup(first.file, tiny)).resolves.toMatchObject({ rows: { products } })
      // The site goes on: the database answers.
      expect(await db.handle.transaction({}, (c) => c.query('select count(*)::int as n from products'))).toEqual([
        { n: products },
      ])
    } finally {
      expect(spawnSync('umount', [mount]).status).toBe(0)
    }
  })
})

describe('an interrupted restore', () => {
  it('a failure half-way through the rows leaves the target as it was', async () => {
    // A consistent file (the part's checksum and the manifest agree) whose products cannot be loaded: restoring it
    // fails after the categories are in, half-way through the rows.
    const productsPart = good.manifest.database.tables.find((t) => t.name === 'products')!.parts[0]!
    let partSum = ''
    let json: Buffer
    const file = await rebuilt('broken-rows.tar', (name, data) => {
      if (name === productsPart) {
        const text = gunzipSync(data)
          .toString('utf8')
          .replace(/"price":[^,]+,/, '"price":"not a price",')
        const part = gzipSync(Buffer.from(text))
        partSum = sha(part)
        return part
      }
      if (name === MANIFEST) {
        const m = JSON.parse(data.toString('utf8')) as { parts: { name: string; sha256: string; bytes: number }[] }
        const entry = m.parts.find((p) => p.name === productsPart)!
        entry.sha256 = partSum
        json = Buffer.from(JSON.stringify(m))
        return json
      }
      if (name === MANIFEST_SUM) return Buffer.from(`${sha(json)}  ${MANIFEST}\n`)
      return data
    })
    const target = await createTestDatabase()
    try {
      const storage = mediaStorage(target.dataDir)
      await restoreBackup(good.file, { handle: target.handle, storage, settings })
      const rows = () =>
        target.handle.transaction({}, async (c) => ({
          products: await c.query('select id, slug, price from products order by id'),
          categories: await c.query('select id, slug from categories order by id'),
        }))
      const before = await rows()
      expect(before.products.length).toBeGreaterThan(3)
      await expect(restoreBackup(file, { handle: target.handle, storage, settings, force: true })).rejects.toThrow(
        /not a price|invalid input syntax/,
      )
      expect(await rows()).toEqual(before)
      expect((await storage.list('')).length).toBe(good.manifest.uploads.files)
    } finally {
      await target.dispose()
    }
  })
})
