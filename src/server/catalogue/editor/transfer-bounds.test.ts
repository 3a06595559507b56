import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testCompany, useTestDatabase, type TestDatabase } from '../../../../tests/support/db'
import { getProductBySlug } from '../queries'
import { applyImport, exportArchive, stageImport, TransferError } from './transfer'
import { STAGING_LIMITS, stagingRoot, sweepStaging } from './transfer-staging'
import type { AuditEntry, EditorContext } from './types'

// What a dry run may cost the server (disk, event loop) and what it refuses; and that applying writes exactly what
// the dry run listed (docs/decisions/043-http-limits-and-supervision.md).

let db: TestDatabase
const audit: AuditEntry[] = []
const ctx = (): EditorContext & { dataDir: string; company: typeof testCompany } => ({
  actor: { id: 1, email: 'editor@example.com', displayName: 'Eda Editor', role: 'editor' },
  audit: async (_tx, entry) => void audit.push(entry),
  db: db.handle.db,
  dataDir: db.dataDir,
  company: testCompany,
})
const options = (owner = 1) => ({ db: db.handle.db, dataDir: db.dataDir, owner })

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

/** The panel's export, read to its end. */
async function exportZip(): Promise<{ zip: Uint8Array; name: string }> {
  const { stream, name } = await exportArchive({ db: db.handle.db, dataDir: db.dataDir })
  return { zip: new Uint8Array(await new Response(stream).arrayBuffer()), name }
}

async function refusal(promise: Promise<unknown>): Promise<TransferError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(TransferError)
  return err as TransferError
}

/** A zip whose entries are given in order, names repeated as given (fflate's object form cannot repeat a name). */
function rawZip(entries: [string, Uint8Array][]): Uint8Array {
  const parts: Uint8Array[] = []
  const zip = new Zip((err, chunk) => {
    if (err) throw err
    parts.push(chunk)
  })
  for (const [name, data] of entries) {
    const file = name.endsWith('/') ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 1 })
    zip.add(file)
    file.push(data, true)
  }
  zip.end()
  return Buffer.concat(parts)
}

/** The current catalogue exported, with catalogue.json changed by `edit`. */
async function exportedWith(edit: (json: { products: Record<string, unknown>[] }) => void): Promise<Uint8Array> {
  const { zip } = await exportZip()
  const files = unzipSync(zip)
  const json = JSON.parse(Buffer.from(files['catalogue.json']!).toString('utf8'))
  edit(json)
  files['catalogue.json'] = strToU8(JSON.stringify(json))
  return zipSync(files)
}

describe('entries the archive cannot hold', () => {
  it('a file and a folder of the same name: 400 naming it, not EEXIST', async () => {
    const zip = rawZip([
      ['catalogue.json', strToU8('{}')],
      ['images', strToU8('a file')],
      ['images/k8.png', strToU8('a picture')],
    ])
    const err = await refusal(stageImport(zip, options()))
    expect(err.status).toBe(400)
    expect(err.message).toBe('The archive contains "images" both as a file and as a folder.')
  })

  it('a folder first, then a file of its name: 400 naming it, not EISDIR', async () => {
    const zip = rawZip([
      ['catalogue.json', strToU8('{}')],
      ['docs/', new Uint8Array()],
      ['docs', strToU8('a file')],
    ])
    expect((await refusal(stageImport(zip, options()))).message).toMatch(
      /"docs" (twice|both as a file and as a folder)/,
    )
  })

  it('the same name twice: 400 naming it, not the last one silently winning', async () => {
    const zip = rawZip([
      ['catalogue.json', strToU8('{}')],
      ['catalogue.json', strToU8('{"categories": []}')],
    ])
    const err = await refusal(stageImport(zip, options()))
    expect(err.status).toBe(400)
    expect(err.message).toBe('The archive contains "catalogue.json" twice; export the catalogue again.')
  })
})

describe("imported images get the editor's caps", () => {
  it('an 8000×8000 PNG is refused in the dry run, naming the field, before anything is decoded', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const zip = await exportedWith((json) => {
      ;(json.products[0]!.images as { file: string }[])[0]!.file = 'images/huge.png'
    })
    const files = unzipSync(zip)
    files['images/huge.png'] = huge
    const started = Date.now()
    const err = await refusal(stageImport(zipSync(files), options()))
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(err.status).toBe(413)
    expect(err.issues).toEqual([
      {
        path: 'products[0].images[0].file',
        message: 'images/huge.png is 8000×8000 pixels; the limit is 40 megapixels',
      },
    ])
  })
})

describe('staging is bounded and off the event loop', () => {
  it('unpacking a large archive never holds the event loop for long', async () => {
    // 150 MB of zeros (a few hundred KB zipped), refused later for want of a valid catalogue.json.
    const zip = zipSync({ 'catalogue.json': strToU8('{}'), 'padding.bin': new Uint8Array(150 * 1024 * 1024) })
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    await refusal(stageImport(zip, options()))
    delay.disable()
    // The synchronous unzip held it for the whole archive (about 1 s here, 3.65 s on the server under load). Half a
    // second: on two cores shared with a second test file and its databases, the process itself is sometimes not
    // scheduled for a quarter of a second (this failed 2 of about 10 runs at 250 ms under load, never alone).
    expect(delay.max / 1e6).toBeLessThan(500)
  })

  it("keeps each person's two newest dry runs, drops the oldest first", async () => {
    const { zip } = await exportZip()
    const first = await stageImport(zip, options(7))
    const second = await stageImport(zip, options(7))
    const someoneElse = await stageImport(zip, options(8))
    const third = await stageImport(zip, options(7))
    const staged = readdirSync(stagingRoot(db.dataDir))
    expect(staged).not.toContain(first.token)
    expect(staged).toEqual(expect.arrayContaining([second.token, third.token, someoneElse.token]))
    await expect(applyImport(first.token, ctx())).rejects.toThrow(/expired or was already applied/)
    expect(STAGING_LIMITS.perPerson).toBe(2)
  })

  it('sweeps expired dry runs and half-made folders without waiting for an upload', async () => {
    const { zip } = await exportZip()
    const staged = await stageImport(zip, options(9))
    const halfMade = path.join(stagingRoot(db.dataDir), 'f'.repeat(32))
    mkdirSync(halfMade, { recursive: true })
    writeFileSync(path.join(halfMade, 'catalogue.json'), '{}')
    const old = new Date(Date.now() - 11 * 60_000)
    utimesSync(halfMade, old, old)
    expect(await sweepStaging(db.dataDir)).toBe(1)
    expect(existsSync(halfMade)).toBe(false)
    expect(existsSync(path.join(stagingRoot(db.dataDir), staged.token))).toBe(true)
    expect(await sweepStaging(db.dataDir, Date.now() + STAGING_LIMITS.ttlMs + 1)).toBeGreaterThanOrEqual(1)
    expect(existsSync(path.join(stagingRoot(db.dataDir), staged.token))).toBe(false)
  })
})

describe('apply writes what the dry run listed', () => {
  it('an export with one price changed: dry run and apply both say 1 changed, the audit says what', async () => {
    const k8 = await getProductBySlug('k8-gnss-module')
    const zip = await exportedWith((json) => {
      const product = json.products.find((p) => p.slug === 'k8-gnss-module')!
      product.price = 4321
    })
    const staged = await stageImport(zip, options())
    expect(staged.diff.products.changed).toEqual([
      { slug: 'k8-gnss-module', name: 'K8 GNSS Module', fields: ['price'], deactivated: false },
    ])
    expect(staged.diff.categories.changed).toEqual([])
    expect(staged.diff.products.created).toEqual([])

    const result = await applyImport(staged.token, ctx())
    expect(result.categories).toEqual({ created: 0, updated: 0, unchanged: staged.counts.categories })
    expect(result.products).toEqual({ created: 0, updated: 1, unchanged: staged.counts.products - 1 })
    expect((await getProductBySlug('k8-gnss-module'))?.price).toBe(4321)
    expect(audit.at(-1)).toMatchObject({
      entityType: 'catalogue-import',
      action: 'import',
      after: {
        products: { updated: 1 },
        written: [
          {
            type: 'product',
            slug: 'k8-gnss-module',
            action: 'changed',
            fields: ['price'],
            before: { price: k8?.price ?? null },
            after: { price: 4321 },
          },
        ],
      },
    })
  })

  it('the same export applied twice: the second dry run lists nothing and the apply writes nothing', async () => {
    const { zip } = await exportZip()
    const staged = await stageImport(zip, options())
    const auditBefore = audit.length
    const result = await applyImport(staged.token, ctx())
    expect(result.products.updated + result.products.created).toBe(0)
    expect(result.categories.updated + result.categories.created).toBe(0)
    expect(audit.length).toBe(auditBefore)
  })
})
