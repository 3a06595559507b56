import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { drainOutbox } from '@/server/mail/outbox'
import { startSmtp } from '../../../tests/support/smtp'
import type { StaffUser } from '@/server/staff/auth'
import { createStaffAccount, setStaffLanguage } from '@/server/staff/accounts'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { buildDigests, digestText, enqueueDueDigests } from './lead-digest'
import { setLeadNextAction, setLeadOwner } from './lead-owners'

let db: TestDatabase
let ali: StaffUser
let bibi: StaffUser

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

async function lead(createdAt: string): Promise<number> {
  const d = await getDb()
  return rowsOf<{ id: number }>(
    await d.execute(sql`INSERT INTO contact_messages (submission_id, payload_hash, name, email, subject, message,
                          created_at)
                        VALUES (${randomUUID()}, 'h', 'Visitor', 'v@example.af', 'quote-request', 'm',
                          ${createdAt}::timestamptz) RETURNING id`),
  )[0]!.id
}

async function digestRows() {
  const d = await getDb()
  return rowsOf<{ recipient: string; dedupe_key: string; body: string }>(
    await d.execute(sql`SELECT recipient, dedupe_key, body FROM mail_outbox WHERE kind = 'digest' ORDER BY id`),
  )
}

beforeAll(async () => {
  db = await useTestDatabase()
  const make = (email: string, displayName: string) =>
    createStaffAccount({ email, displayName, role: 'sales', password: 'correct horse battery' }, null)
  ali = await make('ali@meridian.test', 'Ali')
  bibi = await make('bibi@meridian.test', 'Bibi')
  // Ali: one lead past the promise (Sat 21 Nov), one follow-up due today (Sat 28 Nov, Kabul), one tomorrow.
  const late = await lead('2026-11-21T05:00:00Z')
  await setLeadOwner(late, ali.id, ali)
  const today = await lead('2026-11-28T05:00:00Z')
  await setLeadOwner(today, ali.id, ali)
  await setLeadNextAction(today, new Date('2026-11-28T10:00:00Z'), 'Call back about the rover', ali)
  const later = await lead('2026-11-28T05:30:00Z')
  await setLeadOwner(later, ali.id, ali)
  await setLeadNextAction(later, new Date('2026-11-29T10:00:00Z'), 'Not yet', ali)
  // Bibi: nothing that needs attention.
  await setLeadOwner(await lead('2026-11-28T05:45:00Z'), bibi.id, bibi)
})
afterAll(async () => {
  await db?.dispose()
})

describe('daily digest', () => {
  const morning = new Date('2026-11-28T03:00:00Z') // 7:30 in Kabul

  it('lists overdue and due-today follow-ups and leads past the promise, per owner', async () => {
    const digests = await buildDigests(morning)
    expect(digests.map((d) => d.displayName)).toEqual(['Ali'])
    expect(digests[0]!.leads.map((l) => l.reason).sort()).toEqual(['follow-up today', 'past reply promise'])
  })

  it('writes nothing before 7:00 Kabul time', async () => {
    expect(await enqueueDueDigests(new Date('2026-11-28T02:00:00Z'))).toEqual([])
    expect(await digestRows()).toEqual([])
  })

  it('is enqueued once per person per day, even by two concurrent calls and after a restart', async () => {
    const [a, b] = await Promise.all([enqueueDueDigests(morning), enqueueDueDigests(morning)])
    expect(a.length + b.length).toBe(1)
    // Later the same day (another instance, or this one after a restart): still one.
    expect(await enqueueDueDigests(new Date('2026-11-28T12:00:00Z'))).toEqual([])
    const rows = await digestRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ recipient: 'ali@meridian.test', dedupe_key: `digest:${ali.id}:2026-11-28` })
    expect(rows[0]!.body).toContain('Call back about the rover')
    // The next day is a new digest.
    expect(await enqueueDueDigests(new Date('2026-11-29T03:00:00Z'))).toHaveLength(1)
  })

  it('is sent by the outbox to its owner, with its own subject and text', async () => {
    const smtp = await startSmtp()
    try {
      const config = {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        to: 'sales@meridiangeo.af',
        from: 'site@meridiangeo.af',
      }
      const sent = await drainOutbox({ now: new Date('2026-11-29T03:00:00Z'), config })
      expect(sent.sent).toBe(2)
      expect(smtp.inbox.map((m) => m.raw).join('\n')).toMatch(/^To: ali@meridian\.test/m)
      expect(smtp.inbox[0]!.raw).toMatch(/^Subject: Leads for 2026-11-28: 2 need attention/m)
    } finally {
      await smtp.close()
    }
  })

  it("is written in the language set on its owner's account", async () => {
    const zarlasht = await createStaffAccount(
      { email: 'zarlasht@meridian.test', displayName: 'زرلشت', role: 'sales', password: 'correct horse battery' },
      null,
    )
    await expect(setStaffLanguage(zarlasht.id, 'de', zarlasht)).rejects.toThrow('Choose English, Dari or Pashto.')
    await setStaffLanguage(zarlasht.id, 'fa', zarlasht)
    await setLeadOwner(await lead('2026-11-21T05:30:00Z'), zarlasht.id, zarlasht)
    const digest = (await buildDigests(morning)).find((d) => d.ownerId === zarlasht.id)!
    expect(digest.language).toBe('fa')
    const { subject, body } = digestText(digest, 'https://www.meridiangeo.af')
    // (The copy isolates each left-to-right run for right-to-left mail readers; left out to compare.)
    const words = (text: string) => text.replace(/[\u2066-\u2069]/g, '')
    expect(words(subject)).toBe('درخواست‌های ۷ قوس ۱۴۰۵: ۱ درخواست به توجه نیاز دارد')
    expect(words(body)).toContain('زرلشت گرامی،')
    expect(words(body)).toContain('امروز، ۷ قوس ۱۴۰۵ (۲۸ نومبر ۲۰۲۶) به وقت کابل، به توجه نیاز دارند')
    expect(words(body)).toContain('- از وعدهٔ پاسخ گذشته: Visitor (درخواست قیمت)')
    expect(words(body)).toContain(`https://www.meridiangeo.af/admin/leads/`)
    // Ali's stays English, the subject of each lead by its label.
    const ali = digestText(
      (await buildDigests(morning)).find((d) => d.displayName === 'Ali')!,
      'https://x.af',
    )
    expect(ali.subject).toBe('Leads for 2026-11-28: 2 need attention')
    expect(ali.body).toContain('- past reply promise: Visitor (Quote Request)')
  })
})
