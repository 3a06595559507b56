import path from 'node:path'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { publicOffices } from '@/server/content/offices'
import { seedContentIfEmpty } from '@/server/content/seed'
import { getDb } from '@/server/db/client'
import { auditLog, mailOutbox, products, serviceLinks, serviceRequests } from '@/server/db/schema'
import { mediaStorage } from '@/server/storage'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { readDraft } from './drafts'
import { acceptPhoto } from './photos'
import { handleServiceRequestPost } from './request-http'
import { serviceFormData } from './request-page'
import { listServicePhotos } from './requests'
import { lookupLimiter, lookupRequest, requestForToken, statusLinkLimiter } from './status-link'
import { openStatusPage, statusSlip } from './status-view'
import { serviceRequestLimiter, submitServiceRequest } from './submit'

let db: TestDatabase
let office: string
let product: string
const NOW = new Date('2026-11-28T06:00:00Z')

/** A photo a phone would send: a JPEG carrying EXIF with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a6b8a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 31/1 0/1' } })
    .toBuffer()
}

const fields = (extra: Record<string, string> = {}) => ({
  kind: 'repair',
  product,
  otherModel: '',
  serial: 'AB123456',
  fault: 'The screen stays dark after switching on.',
  purchaseDate: '',
  purchasePlace: '',
  office,
  pickupAddress: '',
  name: 'Zarghuna Ahmadzai',
  phone: '070 123 4567',
  email: 'zarghuna@example.af',
  language: 'fa',
  whatsapp: 'on',
  ...extra,
})

function post(form: FormData, html = true): Request {
  return new Request('http://127.0.0.1:3900/api/service/requests', {
    method: 'POST',
    body: form,
    headers: { host: '127.0.0.1:3900', accept: html ? 'text/html' : 'application/json', 'x-peer-address': '10.0.0.9' },
  })
}

function formOf(values: Record<string, string>): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) form.set(k, v)
  return form
}

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  office = (await publicOffices('en'))[0]!.slug
  const d = await getDb()
  const [row] = await d.select({ slug: products.slug }).from(products).where(eq(products.isActive, true)).limit(1)
  product = row!.slug
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await Promise.all([serviceRequestLimiter.reset(), lookupLimiter.reset(), statusLinkLimiter.reset()])
})

describe('a service request', () => {
  it('gets a per-year reference, a link stored only as its hash, a history, an audit entry and a notice', async () => {
    const outcome = await submitServiceRequest(fields(), [], NOW)
    expect(outcome.kind).toBe('created')
    if (outcome.kind !== 'created') return
    expect(outcome.number).toBe('R-2026-0001')
    const d = await getDb()
    const links = await d.select().from(serviceLinks).where(eq(serviceLinks.requestId, outcome.id))
    expect(links).toHaveLength(1)
    expect(links[0]!.tokenHash).not.toContain(outcome.token)
    expect(await requestForToken(outcome.token, NOW)).toBe(outcome.id)
    expect(
      await requestForToken(
        outcome.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        NOW,
      ),
    ).toBeUndefined()
    const audit = await d.select().from(auditLog).where(eq(auditLog.entityType, 'service-request'))
    expect(audit.map((a) => a.action)).toEqual(['create'])
    const [mail] = await d.select().from(mailOutbox).where(eq(mailOutbox.serviceRequestId, outcome.id))
    expect(mail!.recipient).toBe('zarghuna@example.af')
    expect(mail!.body).toContain('R-2026-0001')
    expect(mail!.body).toContain(`/fa/service/status/${outcome.token}`)
    const view = await openStatusPage(outcome.token, 'fa', NOW)
    expect(view!.history.map((e) => e.status)).toEqual(['received'])
    expect(view!.request.phone).toBe('070 123 4567')
    const second = await submitServiceRequest(fields({ serial: 'AB123457' }), [], NOW)
    expect(second.kind === 'created' && second.number).toBe('R-2026-0002')
  })

  it('names each bad field with its error key, and stores nothing', async () => {
    const d = await getDb()
    const before = (await d.select().from(serviceRequests)).length
    const outcome = await submitServiceRequest(
      fields({ phone: '12', office: 'atlantis', serial: '!', product: 'no-such-instrument', email: 'x@' }),
      [],
      NOW,
    )
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: expect.objectContaining({
        phone: 'phone-invalid',
        office: 'office-unknown',
        serial: 'serial-shape',
        product: 'product-unknown',
        email: 'email-invalid',
      }),
    })
    expect(await d.select().from(serviceRequests)).toHaveLength(before)
  })
})

describe('photos', () => {
  it('are re-encoded as WebP without EXIF or GPS; a file that is not an image is refused', async () => {
    const original = await phonePhoto()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const outcome = await acceptPhoto(original, 'IMG_0001.jpg')
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const stored = (await mediaStorage().read(outcome.photo.key))!
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false)
    expect(await acceptPhoto(Buffer.from('%PDF-1.7 not a photo'), 'x.jpg')).toEqual({ ok: false, error: 'photo-type' })
  })
})

describe('the form post (POST /api/service/requests)', () => {
  it('sends a browser to the new status page, photos stored with the request', async () => {
    const form = formOf({ ...fields({ serial: 'PH000001' }), locale: 'fa' })
    form.append('photos', new File([new Uint8Array(await phonePhoto())], 'a.jpg', { type: 'image/jpeg' }))
    form.append('photos', new File([new Uint8Array(await phonePhoto())], 'b.jpg', { type: 'image/jpeg' }))
    const response = await handleServiceRequestPost(post(form), NOW)
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/fa\/service\/status\/[A-Za-z0-9_-]{43}\?new=1$/)
    const token = /status\/([^?]+)/.exec(location)![1]!
    expect(await listServicePhotos((await requestForToken(token, NOW))!)).toHaveLength(2)
  })

  it('sends a refused form back filled in, with its errors and the photos already received', async () => {
    const form = formOf({ ...fields({ phone: 'call me', name: 'Nasir' }), locale: 'ps' })
    form.append('photos', new File([new Uint8Array(await phonePhoto())], 'fault.jpg', { type: 'image/jpeg' }))
    const response = await handleServiceRequestPost(post(form), NOW)
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/ps\/service\?draft=[0-9a-f-]{36}#form-errors$/)
    const draft = /draft=([^#]+)/.exec(location)![1]!
    const data = await serviceFormData('ps', { draft }, NOW)
    expect(data.values.name).toBe('Nasir')
    expect(data.values.phone).toBe('call me')
    expect(data.errors).toEqual({ phone: 'phone-invalid' })
    expect(data.photos.map((p) => p.name)).toEqual(['fault.jpg'])
    // Sent again with the photo kept and the phone fixed, the request takes the photo from the draft.
    const again = formOf({ ...fields({ name: 'Nasir', serial: 'PH000002' }), locale: 'ps', draft })
    again.append('keep', data.photos[0]!.key)
    const created = await handleServiceRequestPost(post(again), NOW)
    const token = /status\/([^?]+)/.exec(created.headers.get('location')!)![1]!
    expect(await listServicePhotos((await requestForToken(token, NOW))!)).toHaveLength(1)
    expect(await readDraft(draft, NOW)).toBeUndefined()
  })

  it('answers a script with 400 and the error keys, and refuses another site', async () => {
    const bad = await handleServiceRequestPost(post(formOf({ ...fields({ phone: '' }) }), false), NOW)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields).toEqual({ phone: 'required' })
    const cross = new Request('http://127.0.0.1:3900/api/service/requests', {
      method: 'POST',
      body: formOf(fields()),
      headers: { host: '127.0.0.1:3900', origin: 'https://evil.example' },
    })
    expect((await handleServiceRequestPost(cross, NOW)).status).toBe(403)
  })
})

describe('the lookup by reference and last four digits', () => {
  it('finds a request with both halves right, says the same for either half wrong, and is rate-limited', async () => {
    const created = await submitServiceRequest(fields({ serial: 'LK000001', phone: '0799 555 1234' }), [], NOW)
    const number = created.kind === 'created' ? created.number : ''
    const found = await lookupRequest(number.toLowerCase().replace(/-/g, ' '), '1234', 'a', NOW)
    expect(found.kind).toBe('found')
    if (found.kind === 'found') expect(await requestForToken(found.token, NOW)).toBeDefined()
    expect(await lookupRequest(number, '۱۲۳۴', 'a', NOW)).toMatchObject({ kind: 'found' })
    expect(await lookupRequest(number, '9999', 'a', NOW)).toEqual({ kind: 'no-match' })
    expect(await lookupRequest('R-2026-9999', '1234', 'a', NOW)).toEqual({ kind: 'no-match' })
    for (let i = 0; i < 6; i++) await lookupRequest(number, '0000', 'a', NOW)
    expect(await lookupRequest(number, '1234', 'a', NOW)).toMatchObject({ kind: 'rate-limited' })
    expect(await lookupRequest(number, '1234', 'b', NOW)).toMatchObject({ kind: 'found' })
  })

  it('makes a link that expires after a day', async () => {
    const created = await submitServiceRequest(fields({ serial: 'LK000002', phone: '0799 555 4321' }), [], NOW)
    const number = created.kind === 'created' ? created.number : ''
    const found = await lookupRequest(number, '4321', 'c', NOW)
    const token = found.kind === 'found' ? found.token : ''
    expect(await requestForToken(token, new Date(NOW.getTime() + 23 * 3_600_000))).toBeDefined()
    expect(await requestForToken(token, new Date(NOW.getTime() + 25 * 3_600_000))).toBeUndefined()
    // The status page reads the link and the request in one query, with the same checks.
    expect((await openStatusPage(token, 'en', new Date(NOW.getTime() + 23 * 3_600_000)))?.request.number).toBe(number)
    expect(await openStatusPage(token, 'en', new Date(NOW.getTime() + 25 * 3_600_000))).toBeUndefined()
    expect(await openStatusPage(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'en', NOW)).toBeUndefined()
    expect(await openStatusPage('not-a-token', 'en', NOW)).toBeUndefined()
  })
})

describe('the drop-off slip', () => {
  it('is a PDF for the holder of the link only', async () => {
    const created = await submitServiceRequest(fields({ serial: 'SL000001' }), [], NOW)
    const token = created.kind === 'created' ? created.token : ''
    const slip = await statusSlip(token, 'fa', NOW)
    expect(slip!.number).toMatch(/^R-2026-\d{4}$/)
    expect(Buffer.from(slip!.pdf).subarray(0, 5).toString()).toBe('%PDF-')
    expect(await statusSlip('x'.repeat(43), 'fa', NOW)).toBeUndefined()
  })
})
