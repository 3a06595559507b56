/**
 * npm run backup:verify -- <file>: checks a backup file (every part's SHA-256, the manifest, that this app can restore
 * it) and restores it into a scratch database in memory, counting its rows. Touches neither the site's database nor
 * its files, so it may run beside the running site.
 */
import { backupSettings, verifyBackup } from '../src/server/backups'
import { describe, mb } from './backup-cli'

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run backup:verify -- <backup file>')
  process.exit(2)
}

try {
  const { manifest, rows, migrated } = await verifyBackup(file, backupSettings())
  console.log(`${file}: good.`)
  console.log(
    `  made ${manifest.createdAt} (${manifest.reason}) by version ${manifest.app.version}, ` +
      `schema ${manifest.database.migration?.tag ?? 'empty'}, site ${manifest.siteId ?? 'unknown'}`,
  )
  console.log(
    `  uploads: ${manifest.uploads.files} files, ${mb(manifest.uploads.bytes)} (${manifest.uploads.mode}, ` +
      `${manifest.uploads.driver})`,
  )
  console.log('  trial restore into a scratch database, rows per table (as the manifest lists them):')
  for (const [table, n] of Object.entries(rows).sort()) console.log(`    ${table.padEnd(24)} ${n}`)
  if (migrated.length) console.log(`  migrated forward after the trial restore: ${migrated.join(', ')}`)
} catch (err) {
  console.error(describe(err))
  process.exitCode = 1
}
