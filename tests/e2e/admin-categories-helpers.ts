/**
 * Servers of their own for the browser tests that change the catalogue (categories, redirects, import/export, the
 * product editor and translations): they must not share the e2e server other specs read. A data directory is seeded
 * from the real catalogue and given the editor and sales accounts (the same CLI commands as scripts/e2e-server.mjs);
 * with `databaseUrl`, the catalogue lives in that PostgreSQL database and several servers can share it (the
 * cross-instance test).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { dataDirFrom, runCli } from '../support/data-dir-templates'
import { STAFF_ACCOUNTS } from './admin-helpers'
import { freePort, type AppServer } from './leads-helpers'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface CatalogueData {
  dataDir: string
  env: Record<string, string>
  /** Runs a CLI script (tsx, react-server conditions) against this data; throws with its output on failure. */
  cli(script: string, args: string[], input?: string): string
  dispose(): void
}

/** The parts of the seed's catalogue file a test may edit before it is imported. */
export interface SeedCatalogue {
  products: { slug: string; category: string; translations?: unknown }[]
}

/**
 * The seed catalogue with the translations of the `untranslated` products taken out (the seed has every product in
 * Dari and Pashto; a test of the untranslated state makes its own): a copy beside links to the seed's images and
 * documents, which the import reads relative to the file. Returns the file to import and the folder to remove.
 */
function seedWithout(
  untranslated: readonly string[],
  edit?: (catalogue: SeedCatalogue) => void,
): { file: string; dir: string | null } {
  const seed = path.join(ROOT, 'catalogue/seed/catalogue.json')
  if (untranslated.length === 0 && !edit) return { file: seed, dir: null }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-seed-e2e-'))
  const catalogue = JSON.parse(readFileSync(seed, 'utf8')) as SeedCatalogue
  edit?.(catalogue)
  for (const slug of untranslated) {
    const product = catalogue.products.find((p) => p.slug === slug)
    if (!product) throw new Error(`seedWithout: no product ${slug} in the seed`)
    delete product.translations
  }
  for (const folder of ['images', 'documents'])
    symlinkSync(path.join(ROOT, 'catalogue/seed', folder), path.join(dir, folder))
  writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(catalogue))
  return { file: path.join(dir, 'catalogue.json'), dir }
}

/** A staff account a prepared data directory starts with. */
export interface StaffAccount {
  email: string
  name: string
  password: string
  role: 'owner' | 'editor' | 'sales'
}

/**
 * A data directory (and optionally a PostgreSQL database) with the seed catalogue and staff accounts (by default the
 * editor and sales accounts of staff-accounts.json); the products named in `untranslated` are imported without
 * their Dari and Pashto, and `edit` changes the seed's file before it is imported.
 */
export function prepareCatalogueData(
  options: {
    databaseUrl?: string
    untranslated?: readonly string[]
    accounts?: readonly StaffAccount[]
    edit?: (catalogue: SeedCatalogue) => void
    /** Also the site's seed content (the home page, news, offices): the servers start with SEED_ON_START off. */
    content?: boolean
  } = {},
): CatalogueData {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: '',
    DATABASE_URL: options.databaseUrl ?? '',
    ADMIN_PASSWORD_HASH: '',
    SMTP_URL: '',
    TRUST_PROXY_HOPS: '0',
  }
  const cli = (script: string, args: string[], input?: string) => runCli(script, args, env, input)
  const accounts = options.accounts ?? (['editor', 'sales'] as const).map((role) => ({ ...STAFF_ACCOUNTS[role], role }))
  const prepare = (dir: string) => {
    env.DATA_DIR = dir
    const seed = seedWithout(options.untranslated ?? [], options.edit)
    try {
      cli('scripts/catalogue-import.ts', [seed.file])
    } finally {
      if (seed.dir) rmSync(seed.dir, { recursive: true, force: true })
    }
    if (options.content) cli('scripts/content-import.ts', [path.join(ROOT, 'catalogue/seed/content.json')])
    for (const account of accounts) {
      cli(
        'scripts/admin-create-user.ts',
        ['--email', account.email, '--name', account.name, '--role', account.role, '--password-stdin'],
        `${account.password}\n`,
      )
    }
  }
  // The same preparation on the embedded database is made once per run and copied
  // (tests/support/data-dir-templates.ts); an edited catalogue or a PostgreSQL database is made each time.
  const template =
    options.edit || options.databaseUrl
      ? undefined
      : `catalogue-${createHash('sha256')
          .update(JSON.stringify([options.untranslated ?? [], options.content ?? false, accounts]))
          .digest('hex')
          .slice(0, 16)}`
  const dataDir = template
    ? dataDirFrom(template, prepare, 'mg-categories-e2e-')
    : (() => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-categories-e2e-'))
        prepare(dir)
        return dir
      })()
  env.DATA_DIR = dataDir
  return { dataDir, env, cli, dispose: () => rmSync(dataDir, { recursive: true, force: true }) }
}

/**
 * The production server on a free port over prepared data (several may share one PostgreSQL-backed data).
 * `siteUrl` is the public address it prints in links and documents (by default where it listens).
 */
export async function startCatalogueApp(data: CatalogueData, options: { siteUrl?: string } = {}): Promise<AppServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const output: string[] = []
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...data.env,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      SITE_URL: options.siteUrl ?? baseURL,
      SEED_ON_START: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (
      await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the app on ${baseURL} did not start:\n${output.join('')}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseURL,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
    },
  }
}

/** Polls `check` until it holds or `ms` pass; returns how long it took, or null on timeout. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return Date.now() - started
    await new Promise((r) => setTimeout(r, 50))
  }
  return null
}
