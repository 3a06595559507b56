/**
 * The restore drill (docs/operations-backups.md, "The drill"): a site with a seeded catalogue, staff accounts and a
 * session, a lead with a sent and accepted quotation, a content item in three languages and uploaded files is backed
 * up; the backup is restored into an empty database and an empty store; every row, every file's checksum, the
 * session, the customer's quotation link, the audit log and the public API's answers are as before. With the local
 * folder and with S3 (s3rver); on PGlite, and on PostgreSQL in CI's PostgreSQL leg (DATABASE_URL).
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { invalidateCatalogueCache } from '@/server/catalogue'
import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { createContentEntry } from '@/server/content/entries'
import { getDb, setDbHandle, type DbHandle } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { createQuotationForLead } from '@/server/sales/quotation-create'
import { openQuotationLink, respondToQuotation } from '@/server/sales/quotation-link'
import { sendQuotation } from '@/server/sales/quotation-send'
import { getQuotation } from '@/server/sales/quotations'
import { createStaffAccount } from '@/server/staff/accounts'
import { seedLibraryIfEmpty } from '@/server/library/seed'
import { accountForToken, createSession } from '@/server/staff/sessions'
import { mediaStorage, type Storage } from '@/server/storage'
import { call, ENDPOINTS } from '../../../tests/api/call'
import { createTestDatabase, useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { startS3rver, type S3Server } from '../../../tests/support/s3rver'
import { backupSettings } from './config'
import { createBackup } from './create'
import { NOT_DUMPED, publicTables, quoteIdent } from './dump'
import { restoreBackup, verifyBackup } from './restore'

const NOW = new Date('2026-11-28T06:00:00Z')
const ENV_KEYS = ['STORAGE_DRIVER', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** Every row of every table a backup holds (NOT_DUMPED aside), as JSON text, sorted: what "as before" compares. */
async function allRows(handle: DbHandle): Promise<Record<string, string[]>> {
  return handle.transaction({ repeatableRead: true, readOnly: true }, async (conn) => {
    const out: Record<string, string[]> = {}
    for (const table of await publicTables(conn)) {
      if (NOT_DUMPED.has(table)) continue
      const rows = await conn.query<{ r: string }>(`select row_to_json(t)::text as r from ${quoteIdent(table)} t`)
      out[table] = rows.map((x) => x.r).sort()
    }
    return out
  })
}

async function fileSums(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const o of (await storage.list('')).sort((a, b) => a.key.localeCompare(b.key)))
    out[o.key] = createHash('sha256')
      .update((await storage.read(o.key))!)
      .digest('hex')
  return out
}

/** The public API's answers (status and bytes), read through the process's database. */
async function apiAnswers(handle: DbHandle): Promise<string[]> {
  setDbHandle(handle)
  invalidateCatalogueCache()
  const out: string[] = []
  for (const endpoint of ENDPOINTS) {
    const res = await call(endpoint)
    out.push(`${endpoint} ${res.status} ${await res.text()}`)
  }
  return out
}

for (const driver of ['local', 's3'] as const) {
  describe(`backup, wipe and restore (${driver} storage)`, () => {
    let source: TestDatabase
    let target: TestDatabase
    let s3: S3Server | undefined
    let s3Target: S3Server | undefined
    const saved: Record<string, string | undefined> = {}
    const backupDir = mkdtempSync(path.join(os.tmpdir(), 'mg-drill-'))
    let token: string
    let customerToken: string

    const storageOf = (db: TestDatabase, server?: S3Server): Storage => {
      if (server) {
        process.env.S3_ENDPOINT = server.endpoint
        process.env.S3_BUCKET = server.bucket
        resetEnvCache()
      }
      return mediaStorage(db.dataDir)
    }

    beforeAll(async () => {
      for (const key of ENV_KEYS) saved[key] = process.env[key]
      if (driver === 's3') {
        s3 = await startS3rver('media')
        s3Target = await startS3rver('restored')
        Object.assign(process.env, {
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: s3.endpoint,
          S3_BUCKET: s3.bucket,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        })
      }
      source = await useTestDatabase({ seed: true })
      const owner = await createStaffAccount(
        { email: 'owner@meridian.test', displayName: 'Owner', role: 'owner', password: 'basalt level staff rod' },
        null,
      )
      const sales = await createStaffAccount(
        { email: 'sana@meridian.test', displayName: 'Sana', role: 'sales', password: 'granite survey benchmark' },
        owner,
      )
      token = (await createSession(owner.id)).token
      await contactRateLimiter.reset()
      const submissionId = randomUUID()
      await submitContactMessage(
        {
          submissionId,
          name: 'Farid Ahmadi',
          email: 'farid@balkh.af',
          subject: 'quote-request',
          message: 'دو گیرنده و یک ماژول برای کار کاداستر در هرات.',
          locale: 'fa',
          items: [{ product: 'r12-rover', quantity: 2 }],
        },
        { clientAddress: 'x', now: NOW },
      )
      const d = await getDb()
      const lead = (await d.query.contactMessages.findFirst({
        where: (m, { eq: is }) => is(m.submissionId, submissionId),
      }))!
      const quotationId = (await createQuotationForLead(lead.id, sales, NOW))!
      const q = (await getQuotation(quotationId))!
      expect((await sendQuotation(quotationId, q.version, sales, NOW)).kind).toBe('sent')
      const [mail] = await d.select().from(mailOutbox).where(eq(mailOutbox.quotationId, quotationId))
      customerToken = /\/q\/([A-Za-z0-9_-]+)/.exec(mail!.body!)![1]!
      expect((await respondToQuotation(customerToken, { kind: 'accept' }, NOW)).kind).toBe('accepted')
      const entry = await createContentEntry(
        {
          kind: 'news',
          slug: 'new-office-in-mazar',
          status: 'published',
          publishAt: null,
          unpublishAt: null,
          fields: {
            title: 'A new office in Mazar-i-Sharif',
            summary: 'Service and rentals in the north.',
            body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Open.' }] }] },
            author: 'News Desk',
            date: '2026-11-20',
            cover: { src: '/images/news/construction-partnership.svg', alt: 'A grader on a road formation' },
          },
          translations: { fa: { title: 'دفتر تازه در مزار شریف' }, ps: { title: 'په مزار شریف کې نوی دفتر' } },
          sortOrder: 0,
        },
        owner,
      )
      expect(entry).toMatchObject({ ok: true })
      // The support library's seed, for the fixture's products it names: its tables' rows and its files in the store.
      expect(await seedLibraryIfEmpty(d, storageOf(source, s3), { now: NOW })).toBeGreaterThan(1)
    }, 240_000)

    afterAll(async () => {
      setDbHandle(undefined)
      await source?.dispose()
      await target?.dispose()
      await s3?.close()
      await s3Target?.close()
      for (const key of ENV_KEYS) {
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
      }
      resetEnvCache()
      rmSync(backupDir, { recursive: true, force: true })
    })

    it('restores every row, file, session, link and API answer as it was', async () => {
      const sourceStorage = storageOf(source, s3)
      const rowsBefore = await allRows(source.handle)
      const filesBefore = await fileSums(sourceStorage)
      expect(Object.keys(filesBefore).length).toBeGreaterThan(10)
      expect(rowsBefore.quotations!.join()).toContain('"status":"accepted"')
      expect(rowsBefore.content_entries!.join()).toContain('دفتر تازه')
      expect(rowsBefore.library_releases!.join()).toContain('K8 GNSS module firmware')
      expect(rowsBefore.library_advisories!.length).toBeGreaterThan(0)
      expect(rowsBefore.library_files!.length).toBeGreaterThan(1)
      const libraryFileKeys = Object.keys(filesBefore).filter((key) => key.startsWith('library/'))
      expect(libraryFileKeys).toHaveLength(rowsBefore.library_files!.length)
      const apiBefore = await apiAnswers(source.handle)
      const sessionBefore = await accountForToken(token)
      expect(sessionBefore?.email).toBe('owner@meridian.test')

      const settings = backupSettings(undefined, { dir: backupDir, uploadsMode: 'copy' })
      const made = await createBackup({ handle: source.handle, storage: sourceStorage, settings, reason: 'command' })
      expect(made.manifest.uploads).toMatchObject({ driver, mode: 'copy', files: Object.keys(filesBefore).length })
      expect(made.manifest.database.tables.find((t) => t.name === 'quotations')?.rows).toBe(1)
      const trial = await verifyBackup(made.file, settings)
      expect(trial.rows.products).toBe(rowsBefore.products!.length)

      // The wipe: a new, empty database and an empty store.
      target = await createTestDatabase()
      const targetStorage = driver === 's3' ? storageOf(target, s3Target) : mediaStorage(target.dataDir)
      expect(await targetStorage.list('')).toEqual([])
      const restored = await restoreBackup(made.file, { handle: target.handle, storage: targetStorage, settings })
      expect(restored.replaced).toBeUndefined()
      expect(restored.uploads.written).toBe(Object.keys(filesBefore).length)

      expect(await allRows(target.handle)).toEqual(rowsBefore)
      expect(await fileSums(targetStorage)).toEqual(filesBefore)
      expect(await apiAnswers(target.handle)).toEqual(apiBefore)
      expect(await accountForToken(token)).toEqual(sessionBefore)
      expect(await accountForToken(randomUUID())).toBeNull()
      expect((await openQuotationLink(customerToken, NOW)).kind).toBe('accepted')
    }, 240_000)
  })
}
