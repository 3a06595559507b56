/** npm run catalogue:export [-- <folder>]: writes catalogue.json and its files, in the format the import reads. */
import { getEnv } from '../src/env'
import { exportCatalogue } from '../src/server/catalogue/export'
import { withDatabase } from './cli'

const out = process.argv[2] ?? `catalogue-export-${new Date().toISOString().slice(0, 10)}`
await withDatabase(async ({ db }) => {
  await exportCatalogue(out, { db, dataDir: getEnv().DATA_DIR, onProgress: (line) => console.log(line) })
})
