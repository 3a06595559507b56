/**
 * npm run restore -- <file> [--force] [--other-site]: restores a backup into the configured database and media store
 * (docs/operations-backups.md, "Restore on a new machine"). Onto an empty DATA_DIR or a fresh PostgreSQL database as
 * is; over one that holds data only with --force, after backing it up. With the embedded database, stop the site first.
 */
import { count, eq } from 'drizzle-orm'

import { getEnv } from '../src/env'
import { backupMediaStorage, backupSettings, restoreBackup } from '../src/server/backups'
import { products } from '../src/server/db/schema'
import { recordCatalogueSize } from '../src/server/catalogue/catalogue-size.mjs'
import { withDatabaseAsIs } from './backup-cli'

const args = process.argv.slice(2)
const files = args.filter((a) => !a.startsWith('--'))
const unknown = args.filter((a) => a.startsWith('--') && a !== '--force' && a !== '--other-site')
if (files.length !== 1 || unknown.length) {
  console.error('Usage: npm run restore -- <backup file> [--force] [--other-site]')
  process.exit(2)
}

await withDatabaseAsIs(async (handle) => {
  const settings = backupSettings()
  const result = await restoreBackup(files[0]!, {
    handle,
    storage: backupMediaStorage(settings),
    settings,
    force: args.includes('--force'),
    otherSite: args.includes('--other-site'),
    onProgress: (line) => console.log(line),
  })
  const rows = Object.values(result.rows).reduce((a, b) => a + b, 0)
  console.log(`Restored ${rows} rows in ${Object.keys(result.rows).length} tables, ${result.uploads.written} files.`)
  if (result.migrated.length) console.log(`Migrated forward: ${result.migrated.join(', ')}`)
  if (result.uploads.removed) console.log(`Removed ${result.uploads.removed} files the backup does not have.`)
  if (result.replaced) console.log(`What was replaced is backed up in ${result.replaced.file}`)
  if (result.uploads.missing.length) {
    process.exitCode = 1
    console.error(
      `${result.uploads.missing.length} files the backup lists are not in the bucket (the backup lists them only): ` +
        `${result.uploads.missing.slice(0, 5).join(', ')}${result.uploads.missing.length > 5 ? ', …' : ''}`,
    )
  }
  // The next start sizes the server's heap for the catalogue (scripts/server-env.mjs).
  const [row] = await handle.db.select({ n: count() }).from(products).where(eq(products.isActive, true))
  recordCatalogueSize(getEnv().DATA_DIR, row?.n ?? 0)
})
