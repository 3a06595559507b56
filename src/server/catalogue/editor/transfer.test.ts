import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { recentRuns } from '@/server/backups'
import os from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { unzipSync, zipSync, type Zippable } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { products } from '@/server/db/schema'
import { FIXTURE_CATALOGUE, testCompany, useTestDatabase, type TestDatabase } from '../../../../tests/support/db'
import { getProductBySlug } from '../queries'
import { readCatalogueRevision } from '../revision'
import { applyImport, exportArchive, safeEntryName, stageImport, TRANSFER_LIMITS, TransferError } from './transfer'
import type { AuditEntry, EditorContext } from './types'

let db: TestDatabase
let work: string
const audit: AuditEntry[] = []
const ctx = (): EditorContext & { dataDir: string; company: typeof testCompany } => ({
  actor: { id: 1, email: 'editor@example.com', displayName: 'Eda Editor', role: 'editor' },
  audit: async (_tx, entry) => void audit.push(entry),
  db: db.handle.db,
  dataDir: db.dataDir,
  company: testCompany,
})

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  work = mkdtempSync(path.join(os.tmpdir(), 'mg-transfer-'))
})
afterAll(async () => {
  await db?.dispose()
  rmSync(work, { recursive: true, force: true })
})

/** The fixture catalogue folder as a zip, after `mutate` edits its JSON. */
function fixtureZip(mutate: (file: ReturnType<typeof readFixture>) => void = () => undefined): Uint8Array {
  const dir = path.join(work, `fixture-${Math.random().toString(36).slice(2)}`)
  cpSync(path.dirname(FIXTURE_CATALOGUE), dir, { recursive: true })
  const json = readFixture()
  mutate(json)
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(json))
  const entries: Zippable = {}
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) walk(name)
      else entries[name] = readFileSync(path.join(dir, name))
    }
  }
  walk('')
  return zipSync(entries)
}
function readFixture() {
  return JSON.parse(readFileSync(FIXTURE_CATALOGUE, 'utf8')) as {
    categories: { slug: string; name: string; is_active?: boolean }[]
    products: { slug: string; name: string; price: number | null; is_active?: boolean; [k: string]: unknown }[]
  }
}
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

describe('export from the panel', () => {
  it('is a zip of catalogue.json with every image and document it names', async () => {
    const { zip, name } = await exportZip()
    expect(name).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(zip)
    const json = JSON.parse(Buffer.from(files['catalogue.json']!).toString('utf8'))
    expect(json.products.map((p: { slug: string }) => p.slug)).toContain('k8-gnss-module')
    for (const p of json.products) for (const img of p.images) expect(files[img.file], img.file).toBeDefined()
  })

  it('re-imported unchanged, its dry run finds nothing to do', async () => {
    const { zip } = await exportZip()
    const staged = await stageImport(zip, { db: db.handle.db, dataDir: db.dataDir })
    expect(staged.diff.products.created).toEqual([])
    expect(staged.diff.products.changed).toEqual([])
    expect(staged.diff.categories.changed).toEqual([])
    expect(staged.diff.products.unchanged).toBe(staged.counts.products)
  })
})

describe('translations in the dry run (decision 033)', () => {
  it('names "translations" when a file changes them or leaves them out, and nothing when equal', async () => {
    const changed = fixtureZip((f) => {
      const k8 = f.products.find((p) => p.slug === 'k8-gnss-module')! as unknown as {
        translations: { fa: { name: string } }
      }
      k8.translations.fa.name = 'ماژول K8'
      delete (f.categories.find((c) => c.slug === 'rtk-rovers') as { translations?: unknown }).translations
      // An empty translations object is no translation at all.
      ;(f.products.find((p) => p.slug === 'a2-handheld') as { translations?: unknown }).translations = { fa: {} }
    })
    const staged = await stageImport(changed, { db: db.handle.db, dataDir: db.dataDir })
    expect(staged.diff.products.changed).toEqual([
      { slug: 'k8-gnss-module', name: 'K8 GNSS Module', fields: ['translations'], deactivated: false },
    ])
    expect(staged.diff.categories.changed).toEqual([
      { slug: 'rtk-rovers', name: 'RTK Rovers', fields: ['translations'], deactivated: false },
    ])
  })
})

describe('import from the panel', () => {
  it('a dry run lists what it would create, change (naming fields), deactivate and leave; writes nothing', async () => {
    const revision = await readCatalogueRevision(db.handle.db)
    const zip = fixtureZip((f) => {
      f.products.find((p) => p.slug === 'k8-gnss-module')!.price = 199
      f.products.find((p) => p.slug === 'r12-rover')!.is_active = false
      const copy = structuredClone(f.products.find((p) => p.slug === 'k8-gnss-module')!)
      f.products.push({ ...copy, slug: 'k9-gnss-module', name: 'K9 GNSS Module' })
      f.products = f.products.filter((p) => p.slug !== 'a2-handheld')
    })
    const staged = await stageImport(zip, { db: db.handle.db, dataDir: db.dataDir })
    expect(staged.diff.products.created).toEqual([{ slug: 'k9-gnss-module', name: 'K9 GNSS Module' }])
    expect(staged.diff.products.changed).toEqual(
      expect.arrayContaining([
        { slug: 'k8-gnss-module', name: 'K8 GNSS Module', fields: ['price'], deactivated: false },
        { slug: 'r12-rover', name: 'R12 RTK Rover', fields: ['is_active'], deactivated: true },
      ]),
    )
    expect(staged.diff.products.notInFile).toEqual([{ slug: 'a2-handheld', name: 'A2 Handheld' }])
    expect(await readCatalogueRevision(db.handle.db)).toBe(revision)
    expect((await getProductBySlug('k8-gnss-module'))?.price).not.toBe(199)

    // Applying runs the import: the change is public at once, audited, and the staged files are gone.
    const result = await applyImport(staged.token, ctx())
    expect(result.products).toMatchObject({ created: 1, updated: 2 })
    // A backup of the catalogue as it was came first, to undo a mistaken import by restoring it.
    expect((await recentRuns(db.handle))[0]).toMatchObject({ reason: 'pre-import', status: 'ok' })
    expect((await getProductBySlug('k8-gnss-module'))?.price).toBe(199)
    expect(await getProductBySlug('r12-rover')).toBeUndefined()
    expect(await getProductBySlug('k9-gnss-module')).toBeDefined()
    expect(await readCatalogueRevision(db.handle.db)).toBe(revision + 1)
    expect(audit.at(-1)).toMatchObject({
      entityType: 'catalogue-import',
      action: 'import',
      after: { products: { created: 1 } },
    })
    await expect(applyImport(staged.token, ctx())).rejects.toThrow(/expired or was already applied/)
  })

  it('validation errors come back with their paths and nothing is written', async () => {
    const before = await db.handle.db.select().from(products).where(eq(products.slug, 'k8-gnss-module'))
    const staged = readdirSync(path.join(db.dataDir, 'staging'))
    const err = await refusal(
      stageImport(
        fixtureZip((f) => {
          f.products[0]!.price = -5
          f.products[1]!.slug = 'Not A Slug'
        }),
        { db: db.handle.db, dataDir: db.dataDir },
      ),
    )
    expect(err.status).toBe(400)
    expect(err.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['products[0].price', 'products[1].slug']))
    expect(await db.handle.db.select().from(products).where(eq(products.slug, 'k8-gnss-module'))).toEqual(before)
    expect(readdirSync(path.join(db.dataDir, 'staging'))).toEqual(staged)
  })

  it('refuses archives whose paths leave their folder, before writing anything', async () => {
    for (const name of ['../evil.txt', '/etc/evil', 'images/../../evil', 'a\\..\\evil', 'C:/evil', 'ok/./x']) {
      expect(safeEntryName(name), name).toBe(false)
    }
    expect(safeEntryName('images/products/k8.svg')).toBe(true)
    const zip = zipSync({ 'catalogue.json': Buffer.from('{}'), '../outside.txt': Buffer.from('pwned') })
    const err = await refusal(stageImport(zip, { db: db.handle.db, dataDir: db.dataDir }))
    expect(err.message).toMatch(/leaves its folder/)
    expect(existsSync(path.join(db.dataDir, 'outside.txt'))).toBe(false)
    expect(existsSync(path.join(db.dataDir, 'staging', 'outside.txt'))).toBe(false)
  })

  it('refuses what is not a zip, a zip without catalogue.json, and archives over the size limits', async () => {
    expect(
      (await refusal(stageImport(Buffer.from('MZ this is an exe'), { dataDir: db.dataDir, db: db.handle.db }))).message,
    ).toMatch(/not a zip/)
    const noJson = zipSync({ 'readme.txt': Buffer.from('hello') })
    expect((await refusal(stageImport(noJson, { dataDir: db.dataDir, db: db.handle.db }))).message).toMatch(
      /no catalogue.json/,
    )
    const big = new Uint8Array(TRANSFER_LIMITS.archiveBytes + 1)
    expect((await refusal(stageImport(big, { dataDir: db.dataDir, db: db.handle.db }))).status).toBe(413)
    // A zip bomb: 201 MB of zeros compress to a few hundred KB; unpacking stops at the limit.
    const bomb = zipSync(
      { 'catalogue.json': new Uint8Array(TRANSFER_LIMITS.unpackedBytes + 1024 * 1024) },
      { level: 9 },
    )
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const err = await refusal(stageImport(bomb, { dataDir: db.dataDir, db: db.handle.db }))
    expect(err.status).toBe(413)
    expect(err.message).toMatch(/unpacks to more than 200 MB/)
  })
})
