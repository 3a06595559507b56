/**
 * npm run library:seed: writes the seed support library (src/server/library/seed-data.ts) into a database whose
 * library is still empty, as a fresh site's first start does after seeding the catalogue (src/server/runtime/seed.ts).
 * For a data directory seeded with `catalogue:import` instead (the benchmarks' and the browser tests' servers), so
 * their product pages carry the Support section a fresh `npm start` shows.
 */
import { getEnv } from '../src/env'
import { seedLibraryIfEmpty } from '../src/server/library/seed'
import { mediaStorage } from '../src/server/storage'
import { withDatabase } from './cli'

await withDatabase(async ({ db }) => {
  const releases = await seedLibraryIfEmpty(db, mediaStorage(getEnv().DATA_DIR))
  console.log(releases ? `Seeded the support library: ${releases} releases` : 'The support library is not empty.')
})
