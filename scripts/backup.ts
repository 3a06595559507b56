/** npm run backup: one backup of the database and the uploads now (docs/operations-backups.md). */
import { runBackup } from '../src/server/backups'
import { mb, withDatabaseAsIs } from './backup-cli'

if (process.argv.length > 2) {
  console.error('Usage: npm run backup   (settings: BACKUP_DIR, BACKUP_S3_BUCKET, BACKUP_ENCRYPT_TO; see .env.example)')
  process.exit(2)
}

await withDatabaseAsIs(async (handle) => {
  const outcome = await runBackup({ handle, reason: 'command' })
  if (outcome.kind !== 'ok') {
    process.exitCode = 1
    console.error(outcome.kind === 'failed' ? outcome.error : 'Not taken.')
    return
  }
  const { result } = outcome
  const rows = result.manifest.database.tables.reduce((n, t) => n + t.rows, 0)
  console.log(`Backup written: ${result.file}`)
  console.log(
    `  ${mb(result.bytes)}, ${rows} rows in ${result.manifest.database.tables.length} tables, ` +
      `${result.manifest.uploads.files} uploaded files (${result.manifest.uploads.mode}), ` +
      `${(result.durationMs / 1000).toFixed(1)} s; sha256 ${result.sha256}`,
  )
  if (result.remote.status === 'ok') console.log('  Copied to the backup bucket.')
  if (result.remote.error) {
    process.exitCode = 1
    console.error(`  ${result.remote.error}`)
  }
  if (result.removed.length) console.log(`  Retention removed: ${result.removed.join(', ')}`)
})
