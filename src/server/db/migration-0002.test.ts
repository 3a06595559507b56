/**
 * Migration 0002 (decision 015) on a database that already has leads and sessions from before it: 'handled' leads
 * become 'contacted' with their time kept, new ones stay new, and the shared-password sessions are removed (they
 * belong to no account). Runs the checked-in SQL files in order on a fresh in-memory PGlite.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'

const DIR = path.resolve(import.meta.dirname, '../../../drizzle')
const statements = (file: string) =>
  readFileSync(path.join(DIR, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean)

const pg = new PGlite()
afterAll(() => pg.close())

describe('migration 0002_staff', () => {
  it('maps handled leads to contacted, keeps the others, drops account-less sessions', async () => {
    for (const file of ['0000_init.sql', '0001_leads.sql']) for (const sql of statements(file)) await pg.exec(sql)
    await pg.exec(`
      insert into contact_messages (submission_id, payload_hash, name, email, subject, message, status, handled_at)
      values
        ('00000000-0000-4000-8000-000000000001', 'h', 'A', 'a@x.af', 'other', 'm', 'handled', '2026-01-10T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'h', 'B', 'b@x.af', 'other', 'm', 'new', null);
      insert into admin_sessions (token_hash, expires_at) values ('t', now() + interval '1 hour');
    `)
    for (const sql of statements('0002_staff.sql')) await pg.exec(sql)
    const leads = await pg.query<{
      name: string
      status: string
      status_changed_at: Date | null
      internal_note: string
    }>('select name, status, status_changed_at, internal_note from contact_messages order by id')
    expect(leads.rows).toEqual([
      { name: 'A', status: 'contacted', status_changed_at: new Date('2026-01-10T08:00:00Z'), internal_note: '' },
      { name: 'B', status: 'new', status_changed_at: null, internal_note: '' },
    ])
    expect((await pg.query('select * from admin_sessions')).rows).toEqual([])
    // The check constraint now holds the statuses.
    await expect(pg.exec(`update contact_messages set status = 'handled'`)).rejects.toThrow(
      /contact_messages_status_check/,
    )
  })
})
