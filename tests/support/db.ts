/**
 * A fresh, migrated database per test file (docs/design.md convention 8): in-memory PGlite by default; with
 * DATABASE_URL set (the CI's PostgreSQL leg) a new database on that server, dropped afterwards. No mocks of our own
 * data layer.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { resetEnvCache } from '@/env'
import { invalidateCatalogueCache } from '@/server/catalogue'
import { importCatalogue } from '@/server/catalogue/import'
import { openDatabase, setDbHandle, type DbHandle } from '@/server/db/client'
import type { CompanyDetails } from '@/server/documents/company'
import { wireOutbox } from '@/server/runtime/outbox-work'
import { wirePoSources } from '@/server/runtime/po-sources'

import { TEMPLATE_ENV } from './pglite-template'

export const testCompany: CompanyDetails = {
  name: 'Meridian Geosystems',
  website: 'www.meridiangeo.af',
  email: 'sales@meridiangeo.af',
  phone: '+93 20 230 1450',
  offices: [{ city: 'Kabul', address: 'Street 4, Kabul', phone: '+93 20 230 1450' }],
}

export const FIXTURE_CATALOGUE = path.resolve(import.meta.dirname, '../fixtures/catalogue/catalogue.json')

export interface TestDatabase {
  handle: DbHandle
  dataDir: string
  /** PostgreSQL: the test database's URL (for a child process to open it too). */
  databaseUrl?: string
  /** Closes the database, drops it (PostgreSQL) and removes the data directory. */
  dispose(): Promise<void>
}

export async function createTestDatabase(): Promise<TestDatabase> {
  // As the server does at start (src/server/runtime/boot.ts): the outbox learns how leads' e-mails are written.
  wireOutbox()
  // And the translation files learn the library's texts.
  wirePoSources()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-test-'))
  const serverUrl = process.env.DATABASE_URL
  let handle: DbHandle
  let drop: (() => Promise<void>) | undefined
  let databaseUrl: string | undefined
  if (serverUrl) {
    const name = `test_${randomUUID().replace(/-/g, '').slice(0, 20)}`
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    handle = await openDatabase({ databaseUrl })
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  } else {
    const template = process.env[TEMPLATE_ENV]
    handle = await openDatabase({
      pgliteDir: 'memory://',
      pgliteTemplate: template ? new Blob([readFileSync(template)]) : undefined,
    })
  }
  return {
    handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close()
      await drop?.()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Makes a fresh database the process's database (what pages and API routes use), with DATA_DIR pointing at a
 * temporary folder, and optionally imports the fixture catalogue into it.
 */
export async function useTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const test = await createTestDatabase()
  process.env.DATA_DIR = test.dataDir
  resetEnvCache()
  setDbHandle(test.handle)
  invalidateCatalogueCache()
  if (options.seed) {
    await importCatalogue(FIXTURE_CATALOGUE, {
      db: test.handle.db,
      dataDir: test.dataDir,
      company: testCompany,
      now: () => new Date('2026-01-15T10:00:00Z'),
    })
    invalidateCatalogueCache()
  }
  return {
    ...test,
    async dispose() {
      setDbHandle(undefined)
      invalidateCatalogueCache()
      await test.dispose()
    },
  }
}
