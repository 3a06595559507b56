/**
 * The drill's last step with the production server (docs/operations-backups.md, "The drill"): a site is stopped,
 * backed up with `npm run backup`, its data directory wiped, restored with `npm run restore`, and started again; its
 * public pages and API answer the same bytes as before (the per-response CSP nonce aside). The row-by-row drill, on
 * both databases and both storage drivers, is src/server/backups/drill.test.ts.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { FIXTURE_CATALOGUE } from '../support/db'
import { health, ROOT, startApp, waitUntil, type AppProcess } from './support'

const PAGES = [
  '/',
  '/products',
  '/product/r12-rover',
  '/fa',
  '/ps/products',
  '/news',
  '/sitemap.xml',
  '/api/public/products',
  '/api/public/categories/tree',
]
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-restore-'))
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-restore-backups-'))
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(backupDir, { recursive: true, force: true })
})

async function answers(app: AppProcess): Promise<string[]> {
  const out: string[] = []
  for (const page of PAGES) {
    const res = await fetch(`${app.baseURL}${page}`)
    // Each response has its own CSP nonce, in the header and wherever the page repeats it.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const text = await res.text()
    const body = nonce ? text.replaceAll(nonce, 'NONCE') : text
    out.push(`${page} ${res.status} ${body}`)
  }
  return out
}

/** Where two answers first differ, with a little on either side; null when they are the same. */
function difference(page: string, a: string, b: string): string | null {
  if (a === b) return null
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `${page} at ${i}: before …${a.slice(i - 60, i + 60)}… after …${b.slice(i - 60, i + 60)}…`
}

function command(script: string, args: string[] = []): string {
  const r = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BACKUP_DIR: backupDir,
      STORAGE_DRIVER: 'local',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  })
  expect(r.status, `${script}\n${r.stdout}\n${r.stderr}`).toBe(0)
  return r.stdout
}

describe('backup, wipe, restore with the commands, and the same site', () => {
  it('serves the same pages and API answers', async () => {
    const env = { BACKUP_SCHEDULE: 'off', CATALOGUE_SEED_FILE: FIXTURE_CATALOGUE, SITE_URL: 'http://127.0.0.1:1' }
    let app = await startApp({ dataDir, env })
    let before: string[]
    try {
      await waitUntil(async () => (await health(app.baseURL)).status === 200, 'ready', 90_000)
      before = await answers(app)
      expect(before.every((a) => / 200 /.test(a))).toBe(true)
      app.child.kill('SIGTERM')
      expect(await app.exited).toBe(0)
    } finally {
      await app.dispose({ keepData: true })
    }

    expect(command('scripts/backup.ts')).toMatch(/Backup written: .*backup-.*-command-.*\.tar/)
    const [file] = readdirSync(backupDir)
    for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true })
    expect(command('scripts/restore.ts', [path.join(backupDir, file!)])).toMatch(/Restored \d+ rows in \d+ tables/)

    app = await startApp({ dataDir, env })
    try {
      await waitUntil(async () => (await health(app.baseURL)).status === 200, 'ready', 90_000)
      const after = await answers(app)
      expect(PAGES.map((page, i) => difference(page, before[i]!, after[i]!)).filter(Boolean)).toEqual([])
    } finally {
      await app.dispose({ keepData: true })
    }
  })
})
