/** npm run content:import -- <file.json>: creates or replaces the file's content entries (docs/content.md). */
import { readFile } from 'node:fs/promises'

import { importContent } from '../src/server/content/transfer'
import { backupBeforeImport } from '../src/server/backups'
import { withDatabase } from './cli'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run content:import -- <file.json> (the format of catalogue/seed/content.json)')
  process.exit(2)
}
await withDatabase(async (handle) => {
  const { db } = handle
  try {
    // A backup first when the database holds data (docs/operations-backups.md): a mistaken import can be undone.
    const backup = await backupBeforeImport(handle)
    if (backup) console.log(`Backed up first: ${backup.file}`)
    const { created, replaced } = await importContent(db, JSON.parse(await readFile(file, 'utf8')))
    console.log(`created ${created} and replaced ${replaced} content entries from ${file}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
})
