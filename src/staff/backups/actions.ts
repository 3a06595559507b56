'use server'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { revalidatePath } from 'next/cache'

import { catalogueChanged } from '@/server/catalogue/changes'
import { invalidateContent } from '@/server/content/snapshot'
import {
  BackupBusy,
  BackupError,
  backupMediaStorage,
  backupSettings,
  parseBackupFileName,
  restoreBackup,
  runBackup,
} from '@/server/backups'
import { getDbHandle } from '@/server/db/client'
import { recordAudit } from '@/server/staff/audit'
import { requireStaffForm } from '@/server/staff/auth'
import type { StaffUser } from '@/server/staff/staff-user'
import { done, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * The owner's backup actions (docs/operations-backups.md): take one now, and restore one over the site's data. Each
 * checks the backups permission itself and answers with the panel's FormState; a failure is a refusal with its
 * reason, never a 500.
 */
export type BackupFormState = FormState<{ name: string }>

async function audit(actor: StaffUser, action: string, name: string, after: unknown): Promise<void> {
  const { db } = await getDbHandle()
  await db.transaction((tx) =>
    recordAudit(tx, { actor, entityType: 'backup', entityId: name, action, before: null, after }),
  )
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

export async function backUpNow(_previous: BackupFormState, formData: FormData): Promise<BackupFormState> {
  const actor = await requireStaffForm('backups', '/admin/backups')
  if ('refused' in actor) return refused(actor.message)
  // The caller first, then the arguments: a script's call without the form is not a request to back up.
  if (!(formData instanceof FormData)) return notUnderstood()
  try {
    const outcome = await runBackup({ handle: await getDbHandle(), reason: 'manual', actorName: actor.displayName })
    revalidatePath('/admin/backups')
    if (outcome.kind !== 'ok') return refused(outcome.kind === 'failed' ? outcome.error : 'Not taken.')
    const { result } = outcome
    await audit(actor, 'back-up', result.name, { file: result.name, bytes: result.bytes })
    const copy = result.remote.error
      ? ` ${result.remote.error}`
      : result.remote.status === 'ok'
        ? ' Copied to the bucket.'
        : ''
    return done(`Backed up: ${result.name} (${mb(result.bytes)}, ${(result.durationMs / 1000).toFixed(1)} s).${copy}`)
  } catch (err) {
    if (err instanceof BackupBusy) return refused(err.message)
    throw err
  }
}

export async function restoreFromBackup(_previous: BackupFormState, formData: FormData): Promise<BackupFormState> {
  const actor = await requireStaffForm('backups', '/admin/backups')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const name = String(formData.get('name') ?? '')
  const settings = backupSettings()
  const file = path.join(settings.dir, name)
  if (!parseBackupFileName(name) || !existsSync(file))
    return refused('That backup is not in the backup folder any more; reload the page.', { input: { name } })
  try {
    const result = await restoreBackup(file, {
      handle: await getDbHandle(),
      storage: backupMediaStorage(settings),
      settings,
      force: true,
    })
    // The restore moved every topic's revision on (other instances reload); this one drops what it holds.
    await catalogueChanged({ bumped: true })
    invalidateContent()
    await audit(actor, 'restore', name, {
      file: name,
      replacedBy: result.replaced?.name ?? null,
      migrated: result.migrated,
    })
    revalidatePath('/admin', 'layout')
    const kept = result.replaced ? ` What it replaced is kept in ${result.replaced.name}.` : ''
    return done(`Restored ${name}.${kept}`)
  } catch (err) {
    if (err instanceof BackupError || err instanceof BackupBusy) return refused(err.message, { input: { name } })
    const message = err instanceof Error ? err.message : String(err)
    return refused(`Not restored: ${message}. The site's data is as it was.`, { input: { name } })
  }
}
