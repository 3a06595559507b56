/**
 * The schedule (a quiet Kabul hour, one instance per slot), retention, warnings in the health check, and encrypted
 * backups (docs/decisions/071-one-scheduled-backup-per-slot.md, 072-backup-encryption.md).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { generateIdentity, identityToRecipient } from 'age-encryption'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setAvailability } from '@/server/db/availability'
import { openDatabase, type DbHandle } from '@/server/db/client'
import { healthAnswer } from '@/server/runtime/health-core.mjs'
import { mediaStorage } from '@/server/storage'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { keptByRetention, latestSlot, nextSlot } from './calendar'
import { backupSettings, type BackupSettings } from './config'
import { applyRetention, createBackup } from './create'
import { backupFileName } from './format'
import { backupWarning, recentRuns, refreshBackupHealth, runBackup } from './runs'
import { verifyBackup } from './restore'
import { scheduleTick } from './schedule'

let db: TestDatabase
let settings: BackupSettings
const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-backup-schedule-'))

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  settings = backupSettings(undefined, {
    dir: path.join(dir, 'backups'),
    uploadsMode: 'copy',
    remote: null,
    schedule: { times: ['02:30'], timeZone: 'Asia/Kabul' },
  })
}, 120_000)
afterAll(async () => {
  await db?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

describe('the schedule', () => {
  it('runs daily at 02:30 in Kabul (UTC+4:30): 22:00 UTC the day before', () => {
    const now = new Date('2026-12-06T10:00:00Z')
    expect(latestSlot(now, ['02:30'], 'Asia/Kabul').toISOString()).toBe('2026-12-05T22:00:00.000Z')
    expect(nextSlot(now, ['02:30'], 'Asia/Kabul').toISOString()).toBe('2026-12-06T22:00:00.000Z')
    const morning = new Date('2026-12-06T09:00:00Z')
    expect(nextSlot(morning, ['02:30', '14:30'], 'Asia/Kabul').toISOString()).toBe('2026-12-06T10:00:00.000Z')
  })

  it('one instance takes each slot: a second instance on the same database finds it taken', async () => {
    const slot = new Date('2026-01-01T22:00:00Z')
    const other: DbHandle = db.databaseUrl ? await openDatabase({ databaseUrl: db.databaseUrl }) : db.handle
    try {
      const first = await runBackup({ handle: db.handle, reason: 'scheduled', slot, settings })
      expect(first.kind).toBe('ok')
      // The other instance's claim of the same slot: its INSERT loses on the unique slot.
      expect(await runBackup({ handle: other, reason: 'scheduled', slot, settings })).toEqual({ kind: 'taken' })
      // And its schedule, looking at the same moment, sees nothing to do.
      expect(await scheduleTick(other, settings, new Date('2026-01-02T03:00:00Z'))).toBeNull()
      const runs = (await recentRuns(db.handle)).filter((r) => r.slot === slot.toISOString())
      expect(runs).toHaveLength(1)
      expect(readdirSync(settings.dir).filter((f) => f.includes('scheduled'))).toHaveLength(1)
    } finally {
      if (other !== db.handle) await other.close()
    }
  })

  it('a slot that passed without a backup is taken at the next look; then the warning clears', async () => {
    // The last backup three days ago: the site was down at the last scheduled times.
    await db.handle.transaction({}, (c) => c.query(`update backups set started_at = now() - interval '3 days'`))
    const now = new Date()
    expect(backupWarning(await recentRuns(db.handle), settings, now)).toMatch(
      /^No backup since .*: the scheduled backup of .* did not run\.$/,
    )
    const outcome = await scheduleTick(db.handle, settings, now)
    expect(outcome?.kind).toBe('ok')
    expect(backupWarning(await recentRuns(db.handle), settings, now)).toBeNull()
  })

  it('a failed backup is a warning in /api/health, whose status stays 200', async () => {
    // A folder that cannot be made: a file stands where its parent should be.
    writeFileSync(path.join(dir, 'a-file'), '')
    const broken = { ...settings, dir: path.join(dir, 'a-file', 'backups') }
    const outcome = await runBackup({ handle: db.handle, reason: 'manual', settings: broken })
    expect(outcome.kind).toBe('failed')
    expect(await refreshBackupHealth(db.handle, settings)).toMatch(
      /^The last backup failed \(.*\): The backup folder .* cannot be made or written \(ENOTDIR\)/,
    )
    setAvailability({ phase: 'ready', attempts: 1 })
    const answer = await healthAnswer()
    expect(answer.status).toBe(200)
    expect(answer.body.warnings).toEqual([expect.stringMatching(/^backup: The last backup failed/)])
    // A good backup clears it.
    await runBackup({ handle: db.handle, reason: 'manual', settings })
    await refreshBackupHealth(db.handle, settings)
    expect((await healthAnswer()).body.warnings).toBeUndefined()
  })
})

describe('retention', () => {
  it('keeps the last day, then the newest of each of the last days, weeks and months', () => {
    const now = new Date('2026-12-06T12:00:00Z')
    const days = Array.from({ length: 120 }, (_, i) => ({ at: new Date(now.getTime() - i * 86_400_000 - 3_600_000) }))
    const kept = keptByRetention(days, { daily: 7, weekly: 4, monthly: 3 }, now, 'Asia/Kabul')
    // 7 days; weeks and months add the older ones, some of which the days already hold.
    expect(kept.size).toBeGreaterThanOrEqual(10)
    expect(kept.size).toBeLessThanOrEqual(14)
    expect(kept.has(days[0]!)).toBe(true)
    expect(kept.has(days[119]!)).toBe(false)
  })

  it('deletes the files it does not keep', async () => {
    const folder = path.join(dir, 'retention')
    const s = { ...settings, dir: folder, keep: { daily: 2, weekly: 0, monthly: 0 } }
    const now = new Date('2026-12-06T12:00:00Z')
    mkdirSync(folder, { recursive: true })
    const names = [0, 1, 2, 3].map((d) =>
      backupFileName(new Date(now.getTime() - d * 86_400_000 - 7_200_000), 'scheduled', 'ab12', false),
    )
    for (const n of names) writeFileSync(path.join(folder, n), 'x')
    writeFileSync(path.join(folder, 'notes.txt'), 'not a backup')
    const removed = await applyRetention(s, now)
    expect(removed.sort()).toEqual(names.slice(2).sort())
    expect(readdirSync(folder).sort()).toEqual([...names.slice(0, 2), 'notes.txt'].sort())
  })
})

describe('encrypted backups (age)', () => {
  it('are unreadable without the key, refused with the key beside them, and restore with it', async () => {
    const identity = await generateIdentity()
    const recipient = await identityToRecipient(identity)
    const folder = path.join(dir, 'sealed')
    const keyFile = path.join(dir, 'backup-key.txt')
    writeFileSync(keyFile, `# the backup key\n${identity}\n`)
    const sealed = { ...settings, dir: folder, recipients: [recipient] }
    const made = await createBackup({
      handle: db.handle,
      storage: mediaStorage(db.dataDir),
      settings: sealed,
      reason: 'command',
    })
    expect(made.name).toMatch(/\.tar\.age$/)
    const bytes = readFileSync(made.file)
    expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1')
    expect(bytes.includes(Buffer.from('"siteId"'))).toBe(false)
    expect(readdirSync(folder)).toEqual([made.name])

    await expect(verifyBackup(made.file, sealed)).rejects.toThrow(/is encrypted: set BACKUP_AGE_IDENTITY_FILE/)
    const beside = path.join(folder, 'key.txt')
    writeFileSync(beside, identity)
    await expect(verifyBackup(made.file, { ...sealed, identityFile: beside })).rejects.toThrow(
      /lies in the backup folder/,
    )
    rmSync(beside)
    const wrongFile = path.join(dir, 'wrong-key.txt')
    writeFileSync(wrongFile, await generateIdentity())
    await expect(verifyBackup(made.file, { ...sealed, identityFile: wrongFile })).rejects.toThrow(
      /could not be decrypted with the key given/,
    )
    const verified = await verifyBackup(made.file, { ...sealed, identityFile: keyFile })
    expect(verified.rows.products).toBe(made.manifest.database.tables.find((t) => t.name === 'products')!.rows)
    // The decrypted copy was removed.
    expect(readdirSync(folder)).toEqual([made.name])
  })
})
