/**
 * The contact form's one path (src/lib/contact/send.ts) against a real database: the no-JavaScript form action's
 * handler (`handleContactForm`, which posts through POST /api/contact in-process) and `sendContactMessage` itself,
 * as the JavaScript form uses it, over the real route handler.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact/route'
import { HONEYPOT_FIELD } from '@/server/contact/schema'
import { sendContactMessage, type ContactPayload } from '@/lib/contact/send'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { handleContactForm } from './http'
import { contactRateLimiter } from './submit'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await contactRateLimiter.reset()
})

const sameOrigin = () =>
  new Headers({
    'content-type': 'multipart/form-data; boundary=----x',
    'content-length': '999999',
    'sec-fetch-site': 'same-origin',
    'x-peer-address': '198.51.100.4',
    host: 'localhost:3000',
  })

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const typed = {
  name: 'Nasir Popal',
  email: 'no-js@survey.af',
  company: 'Offline Surveys',
  phone: '',
  subject: 'quote-request',
  message: 'Please send me a quotation for the K8 GNSS Module.',
}

async function stored(): Promise<{ submission_id: string; message: string }[]> {
  const result = await db.handle.db.execute(sql`SELECT submission_id, message FROM contact_messages ORDER BY id`)
  return (result as unknown as { rows: { submission_id: string; message: string }[] }).rows
}

describe('the form without JavaScript (handleContactForm)', () => {
  it('stores the message through the API handler, then clears the form and renews the id', async () => {
    const id = randomUUID()
    const state = await handleContactForm(form({ ...typed, submissionId: id }), sameOrigin(), 'unused')
    expect(state.status).toBe('success')
    expect(state.values).toEqual({ name: '', email: '', company: '', phone: '', subject: '', message: '' })
    expect(state.submissionId).not.toBe(id)
    expect((await stored()).filter((r) => r.submission_id === id)).toHaveLength(1)
  })

  it('answers invalid fields with their messages, keeping the typed text and the id', async () => {
    const id = randomUUID()
    const state = await handleContactForm(form({ ...typed, name: '   ', submissionId: id }), sameOrigin(), 'unused')
    expect(state).toMatchObject({ status: 'invalid', submissionId: id, errors: { name: 'Enter your full name.' } })
    expect(state.values.email).toBe('no-js@survey.af')
    expect(state.values.company).toBe('Offline Surveys')
  })

  it('refuses a cross-site post and an over-large one as failed, storing nothing and keeping the text', async () => {
    const before = (await stored()).length
    const crossSite = sameOrigin()
    crossSite.set('sec-fetch-site', 'cross-site')
    const refused = await handleContactForm(form({ ...typed, submissionId: randomUUID() }), crossSite, 'unused')
    expect(refused.status).toBe('failed')
    expect(refused.values.message).toBe(typed.message)
    const big = await handleContactForm(
      form({ ...typed, message: 'x'.repeat(40_000), submissionId: randomUUID() }),
      sameOrigin(),
      'unused',
    )
    expect(big.status).toBe('failed')
    expect((await stored()).length).toBe(before)
  })

  it('answers a filled honeypot like a stored message, storing nothing', async () => {
    const before = (await stored()).length
    const state = await handleContactForm(
      form({ ...typed, submissionId: randomUUID(), [HONEYPOT_FIELD]: 'https://spam.example' }),
      sameOrigin(),
      'unused',
    )
    expect(state.status).toBe('success')
    expect((await stored()).length).toBe(before)
  })

  it('uses the id of the rendered form when the post carries none', async () => {
    const previous = randomUUID()
    const state = await handleContactForm(form({ ...typed, name: '' }), sameOrigin(), previous)
    expect(state).toMatchObject({ status: 'invalid', submissionId: previous })
  })

  it('is rate limited like the API: the sixth message in 10 minutes is refused, the text kept', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await handleContactForm(form({ ...typed, submissionId: randomUUID() }), sameOrigin(), 'unused')
      expect(ok.status).toBe('success')
    }
    const sixth = await handleContactForm(form({ ...typed, submissionId: randomUUID() }), sameOrigin(), 'unused')
    expect(sixth.status).toBe('rate-limited')
    expect(sixth.values.name).toBe(typed.name)
  })
})

describe('sendContactMessage over the route handler (the JavaScript form)', () => {
  const post = (body: string) =>
    POST(
      new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-peer-address': '192.0.2.9', host: 'localhost:3000' },
        body,
      }),
    )
  const payload = (overrides: Partial<ContactPayload> = {}): ContactPayload => ({
    ...typed,
    submissionId: randomUUID(),
    ...overrides,
  })

  it('a replay of a stored message is a success; the same id with other text goes again as a new one', async () => {
    const first = payload()
    expect((await sendContactMessage(first, post, randomUUID)).status).toBe('success')
    expect((await sendContactMessage(first, post, randomUUID)).status).toBe('success')
    const edited = { ...first, message: 'Edited after the answer was lost.' }
    const fresh = randomUUID()
    const result = await sendContactMessage(edited, post, () => fresh)
    expect(result.status).toBe('success')
    const rows = await stored()
    expect(rows.filter((r) => r.submission_id === first.submissionId)).toHaveLength(1)
    expect(rows.find((r) => r.submission_id === fresh)?.message).toBe('Edited after the answer was lost.')
  })

  it('no answer at all (offline, timeout) is a failure that keeps the id for a safe retry', async () => {
    const message = payload()
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await sendContactMessage(message, offline, randomUUID)).toEqual({
      status: 'failed',
      submissionId: message.submissionId,
      errors: {},
    })
  })
})
