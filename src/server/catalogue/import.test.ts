import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDatabase, FIXTURE_CATALOGUE, testCompany, type TestDatabase } from '../../../tests/support/db'
import { catalogueFileSchema } from '@/lib/catalogue/file-format'
import { categories, products } from '@/server/db/schema'
import { exportCatalogue } from './export'
import { CatalogueValidationError, importCatalogue, validateCatalogueFile } from './import'

const fixture = JSON.parse(readFileSync(FIXTURE_CATALOGUE, 'utf8'))
const fixtureDir = path.dirname(FIXTURE_CATALOGUE)
let work: string
let db: TestDatabase

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mg-import-'))
  db = await createTestDatabase()
})
afterAll(async () => {
  await db?.dispose()
  rmSync(work, { recursive: true, force: true })
})

/** Writes a variant of the fixture (with its image and document folders) and returns its path. */
function variant(name: string, mutate: (file: typeof fixture) => void): string {
  const dir = path.join(work, name)
  cpSync(fixtureDir, dir, { recursive: true })
  const copy = structuredClone(fixture)
  mutate(copy)
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(copy))
  return path.join(dir, 'catalogue.json')
}

async function problems(file: string): Promise<string[]> {
  try {
    await validateCatalogueFile(file)
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogueValidationError)
    return (err as CatalogueValidationError).issues.map((i) => `${i.path}: ${i.message}`)
  }
  return []
}

const rowCounts = async () => {
  const [c] = await db.handle.db.select({ n: count() }).from(categories)
  const [p] = await db.handle.db.select({ n: count() }).from(products)
  return { categories: c!.n, products: p!.n }
}

describe('validation of broken catalogue files', () => {
  it('reports every problem with its path', async () => {
    const file = variant('broken', (f) => {
      f.products[3].specifications = 'lots'
      f.products[0].slug = 'Bad Slug'
      f.products[1].category = 'nowhere'
      f.products[2].images = []
      f.categories[1].parent = 'missing-parent'
      f.products[4].price = -5
      f.products[4].extra = true
    })
    const found = await problems(file)
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^products\[3\]\.specifications: expected (record, received string|object)/),
        expect.stringMatching(/^products\[0\]\.slug: expected a lowercase slug/),
        expect.stringMatching(/^products\[2\]\.images: .*>=1/),
        expect.stringMatching(/^products\[4\]\.price: /),
        expect.stringMatching(/^products\[4\]: Unrecognized key: "extra"/),
      ]),
    )
    expect(found.length).toBeGreaterThanOrEqual(5)
  })

  it('reports unknown references, duplicates and parent loops once the shape is right', async () => {
    const file = variant('refs', (f) => {
      f.products[1].category = 'nowhere'
      f.products[2].slug = f.products[1].slug
      f.categories[1].parent = 'missing-parent'
    })
    expect(await problems(file)).toEqual(
      expect.arrayContaining([
        'products[1].category: unknown category "nowhere"',
        'products[2].slug: duplicate slug "r12-rover"',
        'categories[1].parent: unknown category "missing-parent"',
      ]),
    )
    const loop = variant('loop', (f) => {
      f.categories[0].parent = 'rtk-rovers'
    })
    expect(await problems(loop)).toContain('categories[0].parent: parent chain loops back to "gnss-receivers"')
  })

  it('reports missing files and paths that leave the folder', async () => {
    const file = variant('files', (f) => {
      f.products[0].images[0].file = 'images/nope.svg'
      f.products[0].downloads[1].file = '../outside.md'
      f.products[1].images[0].file = '/etc/passwd.png'
    })
    expect(await problems(file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^products\[0\]\.downloads\[1\]\.file: expected a relative path/),
        expect.stringMatching(/^products\[1\]\.images\[0\]\.file: expected a relative path/),
      ]),
    )
    const missing = variant('missing', (f) => {
      f.products[0].images[0].file = 'images/nope.svg'
    })
    expect(await problems(missing)).toEqual(['products[0].images[0].file: file not found: images/nope.svg'])
  })

  it('reports invalid JSON and a missing file', async () => {
    const bad = path.join(work, 'bad.json')
    writeFileSync(bad, '{ "version": 1, ')
    expect((await problems(bad))[0]).toMatch(/^\(file\): not valid JSON/)
    expect((await problems(path.join(work, 'absent.json')))[0]).toMatch(/^\(file\): file not found/)
  })

  it('writes nothing when anything is invalid', async () => {
    const file = variant('one-bad', (f) => {
      f.products[6].images[0].file = 'images/nope.svg'
    })
    await expect(
      importCatalogue(file, { db: db.handle.db, dataDir: path.join(work, 'data-bad'), company: testCompany }),
    ).rejects.toThrow(CatalogueValidationError)
    expect(await rowCounts()).toEqual({ categories: 0, products: 0 })
  })
})

describe('importing', () => {
  const dataDir = () => path.join(work, 'data')

  it('creates everything, reporting progress per item', async () => {
    const lines: string[] = []
    const result = await importCatalogue(FIXTURE_CATALOGUE, {
      db: db.handle.db,
      dataDir: dataDir(),
      company: testCompany,
      onProgress: (l) => lines.push(l),
    })
    expect(result).toEqual({
      categories: { created: 8, updated: 0, unchanged: 0 },
      products: { created: 7, updated: 0, unchanged: 0 },
    })
    expect(lines).toContain('[1/7] product k8-gnss-module: created')
    expect(lines).toContain('[8/8] category retired-child: created')
    expect(await rowCounts()).toEqual({ categories: 8, products: 7 })
    const images = readdirSync(path.join(dataDir(), 'uploads', 'images'))
    expect(images.some((f) => /^k8-gnss-module-[0-9a-f]{10}-320\.webp$/.test(f))).toBe(true)
    const files = readdirSync(path.join(dataDir(), 'uploads', 'files'))
    expect(files.filter((f) => f.startsWith('k8-datasheet-'))).toHaveLength(1)
    for (const pdf of files)
      expect(
        readFileSync(path.join(dataDir(), 'uploads', 'files', pdf))
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
  })

  it('a second run changes nothing', async () => {
    const before = await db.handle.db.select().from(products)
    const result = await importCatalogue(FIXTURE_CATALOGUE, {
      db: db.handle.db,
      dataDir: dataDir(),
      company: testCompany,
    })
    expect(result).toEqual({
      categories: { created: 0, updated: 0, unchanged: 8 },
      products: { created: 0, updated: 0, unchanged: 7 },
    })
    expect(await db.handle.db.select().from(products)).toEqual(before)
  })

  it('an edited entry is updated in place (upsert by slug)', async () => {
    const file = variant('edited', (f) => {
      f.products[1].name = 'R12i RTK Rover'
    })
    const result = await importCatalogue(file, { db: db.handle.db, dataDir: dataDir(), company: testCompany })
    expect(result.products).toEqual({ created: 0, updated: 1, unchanged: 6 })
    expect(await rowCounts()).toEqual({ categories: 8, products: 7 })
  })

  it('a changed translation is written, not skipped as unchanged', async () => {
    const file = variant('translated', (f) => {
      f.products[0].translations.fa.name = 'ماژول K8'
      f.categories[1].translations.ps = { name: 'د RTK روورونه' }
    })
    const result = await importCatalogue(file, { db: db.handle.db, dataDir: dataDir(), company: testCompany })
    // k8, and the R12 that this variant (the fixture) names as before the edit above.
    expect(result.products).toEqual({ created: 0, updated: 2, unchanged: 5 })
    expect(result.categories).toEqual({ created: 0, updated: 1, unchanged: 7 })
    const [k8] = await db.handle.db.select().from(products).where(eq(products.slug, 'k8-gnss-module'))
    expect(k8!.translations.fa?.name).toBe('ماژول K8')
    // Back to the fixture's text for the tests below.
    const back = await importCatalogue(FIXTURE_CATALOGUE, {
      db: db.handle.db,
      dataDir: dataDir(),
      company: testCompany,
    })
    expect(back.products).toEqual({ created: 0, updated: 1, unchanged: 6 })
  })

  it('export writes the same format, and importing the export reproduces the catalogue', async () => {
    const out = path.join(work, 'export')
    const summary = await exportCatalogue(out, { db: db.handle.db, dataDir: dataDir() })
    expect(summary).toMatchObject({ categories: 8, products: 7 })
    expect(await problems(summary.file)).toEqual([])

    const second = await createTestDatabase()
    try {
      await importCatalogue(summary.file, { db: second.handle.db, dataDir: second.dataDir, company: testCompany })
      const strip = (rows: (typeof products.$inferSelect)[]) =>
        rows
          .map(
            ({ id: _id, categoryId: _c, sourceHash: _h, createdAt: _ca, updatedAt: _u, version: _v, ...rest }) => rest,
          )
          .sort((a, b) => a.slug.localeCompare(b.slug))
      const original = strip(await db.handle.db.select().from(products))
      const copy = strip(await second.handle.db.select().from(products))
      expect(copy).toEqual(original)
      // Translations round-trip as the file had them (empty entries in their normal form: "" and null list entries
      // as null, null objects as {}); untranslated entries are written without a translations field.
      const exported = JSON.parse(readFileSync(summary.file, 'utf8')) as typeof fixture
      const k8 = exported.products.find((p: { slug: string }) => p.slug === 'k8-gnss-module')
      expect(k8.translations).toEqual(catalogueFileSchema.parse(fixture).products[0]!.translations)
      expect(k8.translations.fa.gallery).toEqual([{ title: 'بخش RF' }, {}])
      expect(exported.products.find((p: { slug: string }) => p.slug === 'a2-handheld')).not.toHaveProperty(
        'translations',
      )
      const categoriesOf = async (d: TestDatabase) =>
        (await d.handle.db.select().from(categories)).map((c) => [c.slug, c.translations]).sort()
      expect(await categoriesOf(second)).toEqual(await categoriesOf(db))
    } finally {
      await second.dispose()
    }
  })
})

describe('the command line', () => {
  it('refuses with a clear message while another process holds the data directory', () => {
    const dataDir = path.join(work, 'locked')
    cpSync(fixtureDir, path.join(work, 'cli-fixture'), { recursive: true })
    // The lock file names a live process (this test's parent), as the running server's would.
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid))
    const run = spawnSync(
      process.execPath,
      [
        path.resolve('node_modules/tsx/dist/cli.mjs'),
        '--conditions=react-server',
        'scripts/catalogue-import.ts',
        FIXTURE_CATALOGUE,
      ],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 },
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/Refused: The database in .* is in use by process \d+/)
  })
})
