/** npm run catalogue:import -- <catalogue.json>: validate, then upsert by slug (see src/server/catalogue/import.ts). */
import { count, eq } from 'drizzle-orm'

import { getEnv } from '../src/env'
import { importCatalogue } from '../src/server/catalogue/import'
import { products } from '../src/server/db/schema'
import { recordCatalogueSize } from '../src/server/catalogue/catalogue-size.mjs'
import { companyDetails } from '../src/server/documents/company'
import { backupBeforeImport } from '../src/server/backups'
import { withDatabase } from './cli'

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run catalogue:import -- <path/to/catalogue.json>')
  process.exit(2)
}

await withDatabase(async (handle) => {
  const { db } = handle
  // A backup first when the database holds data (docs/operations-backups.md): a mistaken import can be undone.
  const backup = await backupBeforeImport(handle)
  if (backup) console.log(`Backed up first: ${backup.file}`)
  const started = Date.now()
  await importCatalogue(file, {
    db,
    dataDir: getEnv().DATA_DIR,
    company: await companyDetails('en', db),
    onProgress: (line) => console.log(line),
  })
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  // The next start sizes the server's heap for the catalogue (scripts/server-env.mjs).
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.isActive, true))
  recordCatalogueSize(getEnv().DATA_DIR, row?.n ?? 0)
})
