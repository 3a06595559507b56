/**
 * The support library end to end below the pages (docs/support-library.md), against a real database and the media
 * folder: releases saved with uploaded files (every refusal naming its field, nothing half-stored), what the public
 * views show (recommended per kind, open advisories, category targets), downloads (ranges, digest, from the folder
 * and from a bucket, 404 for a draft, 410 with the advisory once withdrawn), and the subscribers' e-mail: double
 * opt-in, one e-mail per address and advisory however often the outbox drains, in the subscriber's language, with
 * RFC 8058's one-click unsubscribe.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { parseAdvisoryInput, parseReleaseInput, type PostedForm } from '@/lib/library/input'
import { getDb } from '@/server/db/client'
import { serveKnownDownload } from '@/server/http/known-downloads.mjs'
import { auditLog, libraryFiles, libraryUploads, mailOutbox, products } from '@/server/db/schema'
import { drainOutbox, outboxIdle, stopOutboxWorker } from '@/server/mail/outbox'
import { mediaStorage } from '@/server/storage'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount } from '../../../tests/support/leads'
import { startS3rver } from '../../../tests/support/s3rver'
import { readableMail, startSmtp, type Smtp } from '../../../tests/support/smtp'
import { saveAdvisory } from './advisories'
import { libraryDownload } from './downloads'
import { saveRelease } from './releases'
import { confirmSubscription, subscribe, subscribeRateLimiter, unsubscribe } from './subscriptions'
import { libraryTusServer, UPLOADER_HEADER, UPLOADS_PATH } from './uploads'
import { productSupport, releasePage } from './views'

let db: TestDatabase
let smtp: Smtp
let editor: StaffUser
const ids: Record<string, number> = {}

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  process.env.LEADS_EMAIL_TO = 'sales@meridiangeo.af'
  process.env.LEADS_EMAIL_FROM = 'support@meridiangeo.af'
  process.env.SITE_URL = 'https://meridiangeo.af'
  db = await useTestDatabase({ seed: true })
  editor = await staffAccount('farida@meridian.test', 'Farida', 'editor')
  for (const row of await db.handle.db.select({ id: products.id, slug: products.slug }).from(products))
    ids[row.slug] = row.id
})
afterAll(async () => {
  stopOutboxWorker()
  await outboxIdle()
  for (const name of ['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM', 'SITE_URL']) delete process.env[name]
  resetEnvCache()
  await smtp?.close()
  await db?.dispose()
})
beforeEach(() => subscribeRateLimiter.reset())

/** Uploads `data` as `name` through the tus server, as the editor's upload field does; returns the upload id. */
async function upload(name: string, data: Buffer): Promise<string> {
  const headers = { 'Tus-Resumable': '1.0.0', [UPLOADER_HEADER]: String(editor.id) }
  const created = await libraryTusServer().handleWeb(
    new Request(`http://localhost${UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(data.length),
        'Upload-Metadata': `filename ${Buffer.from(name).toString('base64')}`,
      },
    }),
  )
  const location = created.headers.get('location')!
  const sent = await libraryTusServer().handleWeb(
    new Request(`http://localhost${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(data),
    }),
  )
  expect(sent.status).toBe(204)
  return location.split('/').pop()!
}

const firmware = (version: string) => Buffer.concat([Buffer.from(`VIREO-FW ${version}\n`), randomBytes(40_000)])
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

function releaseForm(overrides: PostedForm = {}): PostedForm {
  return {
    kind: 'firmware',
    title: 'R12 receiver firmware',
    version: '2.0',
    releaseDate: '2026-02-10',
    status: 'recommended',
    published: 'true',
    product: String(ids['r12-rover']),
    requirements: 'Needs controller software 7.2 or later.',
    'translations.fa.title': 'فرم‌ویر گیرنده R12',
    ...overrides,
  }
}

async function save(form: PostedForm, id: number | null = null, version = 0) {
  const parsed = parseReleaseInput(form)
  if (!parsed.ok) return { ok: false as const, kind: 'invalid' as const, fieldErrors: parsed.fieldErrors }
  return saveRelease(id, version, parsed.value, editor)
}

/** A parse that must have passed. */
function valueOf<T>(parsed: { ok: true; value: T } | { ok: false }): T {
  if (!parsed.ok) throw new Error('the form did not parse')
  return parsed.value
}

const fetchFile = (href: string, headers: Record<string, string> = {}) => {
  const [, , id, name] = href.split('/')
  return libraryDownload(new Request(`http://localhost${href}`, { headers }), id!, decodeURIComponent(name!))
}

/**
 * What scripts/server.mjs does with a download, over a real socket: the known files' table first, then the library
 * (Next.js's route) for what the table declines; `passedOn` counts the latter.
 */
async function httpLayer() {
  let passed = 0
  const server = createServer((req, res) => {
    const next = () => {
      passed++
      void fetchFile(req.url!, req.headers as Record<string, string>).then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers))
        res.end(Buffer.from(await answer.arrayBuffer()))
      })
    }
    if (!serveKnownDownload(req, res, {}, next)) next()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passedOn: () => passed,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('releases', () => {
  let v20: number
  let file20: Buffer

  it('saves a release with its uploaded file, SHA-256 and size, and shows it as the recommended firmware', async () => {
    file20 = firmware('2.0')
    const id = await upload('r12-fw-2.0.bin', file20)
    const saved = await save(releaseForm({ upload: id, [`checksum.${id}`]: `${sha(file20)}  r12-fw-2.0.bin` }))
    expect(saved).toMatchObject({ ok: true })
    v20 = (saved as { id: number }).id
    const [file] = await db.handle.db.select().from(libraryFiles).where(eq(libraryFiles.releaseId, v20))
    expect(file).toMatchObject({ fileName: 'r12-fw-2.0.bin', bytes: file20.length, sha256: sha(file20) })
    expect(await db.handle.db.select().from(libraryUploads).where(eq(libraryUploads.id, id))).toEqual([])
    const support = await productSupport({ id: ids['r12-rover']!, categoryId: null }, 'fa', new Date())
    expect(support!.recommended.map((r) => [r.kind, r.version, r.title])).toEqual([
      ['firmware', '2.0', { value: 'فرم‌ویر گیرنده R12', lang: 'fa' }],
    ])
    const [entry] = await db.handle.db.select().from(auditLog).where(eq(auditLog.entityType, 'library-release'))
    expect(entry).toMatchObject({ action: 'create', actorName: 'Farida' })
  })

  it('refuses, naming the field and storing nothing: a version already there, no product, a bad checksum', async () => {
    const before = (await db.handle.db.select().from(libraryFiles)).length
    const again = await upload('r12-fw-2.0b.bin', firmware('2.0b'))
    const taken = await save(releaseForm({ upload: again }))
    expect(taken).toMatchObject({ ok: false, kind: 'invalid' })
    expect((taken as { fieldErrors: Record<string, string> }).fieldErrors.version).toMatch(
      /Version 2\.0 of the firmware already exists for R12/,
    )
    // The same version for a product of another family is fine: versions are per product and kind.
    expect(
      (await save(releaseForm({ product: String(ids['s300-scanner']), published: 'false', title: 'S300' }))).ok,
    ).toBe(true)
    const nothing = await save(releaseForm({ product: [], version: '2.1' }))
    expect((nothing as { fieldErrors: Record<string, string> }).fieldErrors.targets).toMatch(/at least one product/)
    const wrong = await save(releaseForm({ version: '2.1', upload: again, [`checksum.${again}`]: 'a'.repeat(64) }))
    expect((wrong as { fieldErrors: Record<string, string> }).fieldErrors[`checksum.${again}`]).toMatch(
      /The checksum you pasted \(aaaaaaaaaaaa…\) is not the uploaded file's/,
    )
    expect((await db.handle.db.select().from(libraryFiles)).length).toBe(before)
    // The upload is still there, for the corrected save.
    expect(await db.handle.db.select().from(libraryUploads).where(eq(libraryUploads.id, again))).toHaveLength(1)
  })

  it('covers a whole category: a release for the RTK rovers family shows on each of its products', async () => {
    const [family] = await db.handle.db
      .execute<{ id: number }>(sql`select id from categories where slug = 'rtk-rovers'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    const id = await upload('rtk-rover-field-guide.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]))
    const saved = await save(
      releaseForm({
        kind: 'manual',
        title: 'RTK rover field guide',
        version: '3',
        product: [],
        category: String(family!.id),
        upload: id,
      }),
    )
    expect(saved.ok).toBe(true)
    for (const slug of ['r12-rover', 'old-rover']) {
      const support = await productSupport({ id: ids[slug]!, categoryId: family!.id }, 'en', new Date())
      expect(support!.recommended.map((r) => r.title.value)).toContain('RTK rover field guide')
    }
  })

  it('serves a file with ranges and its digest, resumes it, and never serves a draft', async () => {
    const page = await releasePage(v20, 'en', new Date())
    const href = page!.release.files[0]!.href
    const whole = await fetchFile(href)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(sha(file20), 'hex').toString('base64')}:`)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const cut = Math.floor(file20.length * 0.8)
    const first = Buffer.from(await whole.arrayBuffer()).subarray(0, cut)
    const rest = await fetchFile(href, { range: `bytes=${cut}-`, 'if-range': whole.headers.get('etag')! })
    expect(rest.status).toBe(206)
    expect(rest.headers.get('content-length')).toBe(String(file20.length - cut))
    expect(sha(Buffer.concat([first, Buffer.from(await rest.arrayBuffer())]))).toBe(sha(file20))
    const draft = await upload('draft.bin', firmware('9'))
    const saved = await save(releaseForm({ version: '9.9', published: 'false', upload: draft }))
    const [draftFile] = await db.handle.db
      .select()
      .from(libraryFiles)
      .where(eq(libraryFiles.releaseId, (saved as { id: number }).id))
    expect((await fetchFile(`/downloads/${draftFile!.id}/${draftFile!.fileName}`)).status).toBe(404)
    expect(await releasePage((saved as { id: number }).id, 'en', new Date())).toBeUndefined()
  })

  it('from a bucket too, the HTTP layer answers later ranges itself, each read from the bucket', async () => {
    const href = (await releasePage(v20, 'en', new Date()))!.release.files[0]!.href
    const [row] = await db.handle.db.select().from(libraryFiles).where(eq(libraryFiles.releaseId, v20))
    const bucket = await startS3rver()
    const saved = { ...process.env }
    Object.assign(process.env, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    })
    resetEnvCache()
    const http = await httpLayer()
    try {
      await mediaStorage().put(row!.storageKey, file20, { contentType: 'application/octet-stream' })
      expect((await fetchFile(href, { range: 'bytes=0-9' })).status).toBe(206)
      const part = await fetch(`${http.origin}${href}`, { headers: { range: 'bytes=100-1099' } })
      expect([part.status, part.headers.get('etag')]).toEqual([206, `"${sha(file20)}"`])
      expect(Buffer.from(await part.arrayBuffer()).equals(file20.subarray(100, 1100))).toBe(true)
      expect(http.passedOn()).toBe(0)
      // Gone from the bucket: the table's read finds nothing and hands the request to the library, which says 404.
      await mediaStorage().delete(row!.storageKey)
      expect((await fetch(`${http.origin}${href}`, { headers: { range: 'bytes=0-9' } })).status).toBe(404)
      expect(http.passedOn()).toBe(1)
    } finally {
      await http.close()
      process.env = saved
      resetEnvCache()
      await bucket.close()
    }
  })

  it("a withdrawn release answers 410 with its advisory, in the browser's language", async () => {
    const advisory = parseAdvisoryInput({
      severity: 'do-not-install',
      title: 'Do not install firmware 2.0 on R12 rovers',
      body: 'Firmware 2.0 stops the UHF radio after a restart.',
      instead: 'Stay on 1.9 until 2.1 is out.',
      startsOn: '2026-02-12',
      product: String(ids['r12-rover']),
      release: String(v20),
      published: 'true',
      'translations.fa.title': 'فرم‌ویر ۲٫۰ را روی گیرنده‌های R12 نصب نکنید',
      'translations.fa.body': 'فرم‌ویر ۲٫۰ رادیوی UHF را پس از راه‌اندازی دوباره متوقف می‌کند.',
    })
    expect(advisory.ok).toBe(true)
    expect((await saveAdvisory(null, 0, valueOf(advisory), editor)).ok).toBe(true)
    const current = (await releasePage(v20, 'en', new Date()))!
    // Looked up once, the file is then sent by the HTTP layer itself (src/server/http/known-downloads.mjs)...
    const href = current.release.files[0]!.href
    expect((await fetchFile(href)).status).toBe(200)
    const http = await httpLayer()
    expect((await fetch(`${http.origin}${href}`, { headers: { range: 'bytes=0-9' } })).status).toBe(206)
    expect(http.passedOn()).toBe(0)
    const withdrawn = await save(
      releaseForm({ status: 'withdrawn', file: String(current.release.files[0]!.id) }),
      v20,
      1,
    )
    expect(withdrawn.ok).toBe(true)
    const gone = await fetchFile(current.release.files[0]!.href, { 'accept-language': 'fa-AF,fa;q=0.9,en;q=0.5' })
    expect(gone.status).toBe(410)
    const html = await gone.text()
    expect(html).toContain('lang="fa-AF"')
    expect(html).toContain('فرم‌ویر ۲٫۰ را روی گیرنده‌های R12 نصب نکنید')
    expect(html).toContain('/fa/support/releases/')
    expect((await releasePage(v20, 'fa', new Date()))!.advisories[0]!.severity).toBe('do-not-install')
    // ...until the withdrawal: from then on the library is asked again, and it answers 410.
    expect((await fetch(`${http.origin}${href}`, { headers: { range: 'bytes=0-9' } })).status).toBe(410)
    expect(http.passedOn()).toBe(1)
    await http.close()
  })
})

describe('notify me', () => {
  it('confirms once, mails each advisory once per address however often the outbox drains, unsubscribes', async () => {
    const client = '203.0.113.7'
    expect(await subscribe({ email: 'Crew@Herat-Survey.af', productSlug: 'a2-handheld', locale: 'fa', client })).toBe(
      'sent',
    )
    // The same address for a second product, and the form sent twice: one confirmation each, one per hour.
    await subscribe({ email: 'crew@herat-survey.af', productSlug: 'b4-base-station', locale: 'fa', client })
    await subscribe({ email: 'crew@herat-survey.af', productSlug: 'a2-handheld', locale: 'fa', client })
    await outboxIdle()
    await drainOutbox()
    const confirmations = smtp.inbox.filter((m) => m.to.includes('crew@herat-survey.af'))
    expect(confirmations).toHaveLength(2)
    const raw = readableMail(confirmations[0]!.raw)
    expect(raw).toContain('تأیید: ایمیل‌ها درباره')
    const token = /\/subscriptions\/([A-Za-z0-9_-]{32})\/confirm/.exec(raw)![1]!
    expect(await confirmSubscription(token)).toBe(true)
    const other = /\/subscriptions\/([A-Za-z0-9_-]{32})\/confirm/.exec(readableMail(confirmations[1]!.raw))![1]!
    expect(await confirmSubscription(other)).toBe(true)

    const draft = parseAdvisoryInput({
      severity: 'caution',
      title: 'Update the A2 and B4 radio modems',
      body: 'Older modems drop corrections in heat.',
      startsOn: '2026-03-01',
      product: [String(ids['a2-handheld']), String(ids['b4-base-station'])],
      published: 'true',
      'translations.fa.title': 'مودم‌های رادیویی A2 و B4 را به‌روز کنید',
      'translations.fa.body': 'مودم‌های قدیمی در گرما اصلاحات را از دست می‌دهند.',
    })
    const saved = await saveAdvisory(null, 0, valueOf(draft), editor)
    expect(saved.ok).toBe(true)
    const advisoryId = (saved as { id: number }).id
    // Saved again and republished: the outbox already holds its row for this address.
    const again = await saveAdvisory(advisoryId, 1, valueOf(draft), editor)
    expect(again.ok).toBe(true)
    await outboxIdle()
    for (let i = 0; i < 3; i++) await drainOutbox()
    const news = smtp.inbox.filter((m) => m.to.includes('crew@herat-survey.af') && m.raw.includes('List-Unsubscribe'))
    expect(news).toHaveLength(1)
    const mail = readableMail(news[0]!.raw)
    expect(mail).toContain('مودم‌های قدیمی در گرما اصلاحات را از دست می‌دهند.')
    expect(mail).toMatch(/List-Unsubscribe: <https:\/\/meridiangeo\.af\/subscriptions\/[A-Za-z0-9_-]{32}\/unsubscribe>/)
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail).toContain('Content-Language: fa')
    const rows = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `library:advisory:${advisoryId}:crew@herat-survey.af`))
    expect(rows).toHaveLength(1)

    expect(await unsubscribe(token)).toBe(true)
    expect(await unsubscribe(token)).toBe(true)
  })

  it('refuses a bad address and a flood, and answers the same for a known address', async () => {
    expect(await subscribe({ email: 'not an address', productSlug: 'a2-handheld', locale: 'en', client: 'x' })).toBe(
      'invalid-email',
    )
    for (let i = 0; i < 10; i++)
      await subscribe({ email: `p${i}@example.af`, productSlug: 'a2-handheld', locale: 'en', client: 'flood' })
    expect(await subscribe({ email: 'q@example.af', productSlug: 'a2-handheld', locale: 'en', client: 'flood' })).toBe(
      'too-many',
    )
  })
})
