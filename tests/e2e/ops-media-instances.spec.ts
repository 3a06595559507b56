/**
 * Two app instances sharing one bucket (decision 050): an image a staff member uploads through one instance is
 * served by the other. Each instance has its own embedded database; only the media store is shared, which is what
 * this checks. The bucket is a real S3-compatible server (s3rver) on loopback.
 */
import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { hashPassword } from '../../src/server/staff/password'
import { startS3rver, type S3Server } from '../support/s3rver'
import { startApp, type AppServer } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

const PASSWORD = 'granite survey benchmark'
let bucket: S3Server
let a: AppServer
let b: AppServer
test.beforeAll(async () => {
  test.setTimeout(240_000)
  bucket = await startS3rver()
  const env = {
    ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: bucket.endpoint,
    S3_BUCKET: bucket.bucket,
    S3_ACCESS_KEY_ID: bucket.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    MEDIA_BASE_URL: '',
  }
  a = await startApp(env)
  b = await startApp(env)
})
test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await bucket?.close()
})

/** Signs in as the bootstrap owner through the form as a browser without JavaScript posts it; the session cookie. */
async function signIn(app: AppServer): Promise<string> {
  const html = await (await fetch(`${app.baseURL}/admin/login`)).text()
  const form = new FormData()
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    form.append(m[1]!, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  }
  form.set('email', 'owner@example.af')
  form.set('password', PASSWORD)
  const response = await fetch(`${app.baseURL}/admin/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: app.baseURL },
  })
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0])
  expect(cookies.length, `sign-in answered ${response.status}`).toBeGreaterThan(0)
  return cookies.join('; ')
}

test('an image uploaded through one instance is served by the other', async () => {
  const cookie = await signIn(a)
  const pixels = Buffer.alloc(640 * 480 * 3, 0x5a)
  const png = await sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
    .png()
    .toBuffer()
  const upload = await fetch(`${a.baseURL}/api/admin/uploads/images`, {
    method: 'POST',
    body: new Uint8Array(png),
    headers: { cookie, origin: a.baseURL, 'content-type': 'image/png' },
  })
  expect(upload.status).toBe(201)
  const { preview, large } = (await upload.json()) as { preview: string; large: string }

  for (const name of [preview, large]) {
    const onB = await fetch(`${b.baseURL}/uploads/images/${name}`)
    expect(onB.status, name).toBe(200)
    expect(onB.headers.get('content-type')).toBe('image/webp')
    const fromB = Buffer.from(await onB.arrayBuffer())
    const fromA = Buffer.from(await (await fetch(`${a.baseURL}/uploads/images/${name}`)).arrayBuffer())
    expect(fromB.equals(fromA)).toBe(true)
    expect((await sharp(fromB).metadata()).format).toBe('webp')
  }
})
