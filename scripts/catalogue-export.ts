/** npm run catalogue:export [-- <folder>]: writes catalogue.json and its files, in the format the import reads. */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { getEnv } from '../src/env'
import { exportContent } from '../src/server/content/transfer'
import { exportCatalogue } from '../src/server/catalogue/export'
import { withDatabase } from './cli'

const out = process.argv[2] ?? `catalogue-export-${new Date().toISOString().slice(0, 10)}`
await withDatabase(async ({ db }) => {
  await exportCatalogue(out, { db, dataDir: getEnv().DATA_DIR, onProgress: (line) => console.log(line) })
  // The site's content beside the catalogue, in the seed's format (npm run content:import reads it back).
  const content = await exportContent(db)
  await writeFile(path.join(out, 'content.json'), `${JSON.stringify(content, null, 2)}\n`)
  console.log(`content.json: ${content.entries.length} content entries`)
})
