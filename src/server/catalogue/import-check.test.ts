import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { catalogueFileSchema } from '@/lib/catalogue/file-format'
import { formatIssuePath } from '@/lib/issue-path'
import { FIXTURE_CATALOGUE } from '../../../tests/support/db'
import { CatalogueValidationError, checkCatalogueFile } from './import-check'

const run = promisify(execFile)
const fixture = JSON.parse(readFileSync(FIXTURE_CATALOGUE, 'utf8'))
const fixtureDir = path.dirname(FIXTURE_CATALOGUE)
let work: string

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mg-check-'))
})
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

function variant(name: string, mutate: (file: typeof fixture) => void): string {
  const dir = path.join(work, name)
  cpSync(fixtureDir, dir, { recursive: true })
  const data = structuredClone(fixture)
  mutate(data)
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(data, null, 2))
  return path.join(dir, 'catalogue.json')
}

/** The problems the whole file's schema reports, as the import reported them when it parsed the file whole. */
function wholeFileProblems(file: string): string[] {
  const parsed = catalogueFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (parsed.success) return []
  return parsed.error.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message.replace(/^Invalid input: /, '')}`)
}

async function streamedProblems(file: string, chunks?: AsyncIterable<string>): Promise<string[]> {
  try {
    await checkCatalogueFile(file, chunks)
    return []
  } catch (err) {
    if (!(err instanceof CatalogueValidationError)) throw err
    return err.issues.map((i) => `${i.path}: ${i.message}`)
  }
}

describe('the validation pass read entry by entry', () => {
  it('reports the problems, paths and order the whole file’s schema reports', async () => {
    const variants = {
      shape: (f: typeof fixture) => {
        f.products[3].specifications = 'lots'
        f.products[0].slug = 'Bad Slug'
        f.products[4].price = -5
        f.products[4].extra = true
        f.categories[2].name = ''
      },
      top: (f: typeof fixture) => {
        f.version = 2
        f.extra = []
      },
      'not arrays': (f: typeof fixture) => {
        f.products = 5
        delete f.categories
      },
      references: (f: typeof fixture) => {
        f.products[1].category = 'nowhere'
        f.products[2].slug = f.products[1].slug
        f.categories[1].parent = 'missing-parent'
        f.categories[3].parent = f.categories[3].slug
      },
      translations: (f: typeof fixture) => {
        f.products[0].translations = { fa: { features: ['one', 'two', 'three', 'four', 'five', 'six', 'seven'] } }
      },
    }
    for (const [name, mutate] of Object.entries(variants)) {
      const file = variant(name, mutate)
      const expected = wholeFileProblems(file)
      expect(expected.length, name).toBeGreaterThan(0)
      expect(await streamedProblems(file), name).toEqual(expected)
    }
  })

  it('reads the same from a stream handed over a few characters at a time', async () => {
    const file = variant('chunks', (f) => {
      f.products[1].category = 'nowhere'
    })
    const text = readFileSync(file, 'utf8')
    async function* pieces() {
      for (let i = 0; i < text.length; i += 7) yield text.slice(i, i + 7)
    }
    expect(await streamedProblems(file, pieces())).toEqual(['products[1].category: unknown category "nowhere"'])
  })

  // A 3,000-product generated file (16 MB) under a 56 MB heap: parsing it whole does not fit (the control below
  // shows it), reading it entry by entry does. Fails if the importer goes back to reading the whole file.
  it('validates a file that does not fit in the heap whole', { timeout: 180_000 }, async () => {
    const out = path.join(work, 'generated')
    const tsx = ['tsx', '--conditions=react-server']
    await run('npx', [...tsx, 'scripts/catalogue-generate.ts', '--products', '3000', '--out', out])
    const file = path.join(out, 'catalogue.json')
    const child = (code: string) =>
      run('npx', [...tsx, '-e', code, file], { env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=56' } })
    const streamed = await child(
      `import('./src/server/catalogue/import-check.ts').then(async (m) => {
        console.log('products', (await m.checkCatalogueFile(process.argv.at(-1))).products) })`,
    )
    expect(streamed.stdout).toContain('products 3000')
    const whole = child(
      `import('node:fs').then(async (fs) => {
        const { catalogueFileSchema: s } = await import('./src/lib/catalogue/file-format.ts')
        console.log('products', s.parse(JSON.parse(fs.readFileSync(process.argv.at(-1), 'utf8'))).products.length) })`,
    )
    await expect(whole).rejects.toThrow(/heap out of memory|heap limit/)
  })
})
