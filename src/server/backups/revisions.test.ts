/**
 * A restore over a site that was running moves every topic's revision past both its own and the backup's
 * (./load.ts): an instance holding the replaced site's catalogue or content at its revision then sees a newer one and
 * reloads, instead of taking the restored data for what it already has.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { bumpRevision, readRevisions } from '@/server/revision/revision'
import { mediaStorage } from '@/server/storage'
import { useTestDatabase } from '../../../tests/support/db'
import { backupSettings } from './config'
import { createBackup } from './create'
import { restoreBackup } from './restore'

const backupDir = mkdtempSync(path.join(os.tmpdir(), 'mg-backup-revisions-'))
afterAll(() => rmSync(backupDir, { recursive: true, force: true }))

it('a restore over a running site moves every revision past both sides', async () => {
  const db = await useTestDatabase()
  const settings = backupSettings(undefined, { dir: backupDir, uploadsMode: 'copy' })
  const storage = mediaStorage(db.dataDir)
  for (let i = 0; i < 3; i++) await bumpRevision(db.handle.db, 'catalogue')
  await bumpRevision(db.handle.db, 'content')
  const backedUp = await readRevisions(db.handle.db)
  const made = await createBackup({ handle: db.handle, storage, settings, reason: 'command' })
  // The site goes on after its backup: the catalogue moves further, the content does not.
  for (let i = 0; i < 5; i++) await bumpRevision(db.handle.db, 'catalogue')
  const running = await readRevisions(db.handle.db)
  await restoreBackup(made.file, { handle: db.handle, storage, settings, force: true })
  const restored = await readRevisions(db.handle.db)
  expect(restored.catalogue).toBe(Math.max(running.catalogue, backedUp.catalogue) + 1)
  expect(restored.content).toBe(Math.max(running.content, backedUp.content) + 1)
}, 120_000)
