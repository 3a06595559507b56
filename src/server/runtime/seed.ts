import 'server-only'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { count } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Env } from '@/env'
import { importCatalogue } from '@/server/catalogue/import'
import type { DbHandle } from '@/server/db/client'
import { categories } from '@/server/db/schema'
import { seedContentIfEmpty } from '@/server/content/seed'
import { companyDetails } from '@/server/documents/company'
import { seedLibraryIfEmpty } from '@/server/library/seed'
import { mediaStorage } from '@/server/storage'

/** The site's seed content (pages, articles, offices), used when the seed catalogue has none beside it. */
const DEFAULT_CONTENT_FILE = 'catalogue/seed/content.json'

/**
 * Seeds the catalogue from CATALOGUE_SEED_FILE when it is empty and SEED_ON_START allows. Run by the first start's
 * seed process (scripts/first-seed.ts), before the server opens the database, and by start-up itself
 * (src/server/runtime/boot.ts) when that process could not do it. Whether it seeded: the caller then drops what it
 * has cached of the catalogue.
 */
export async function seedIfEmpty(handle: DbHandle, env: Env, log: Logger): Promise<boolean> {
  if (!env.SEED_ON_START) return false
  // The site's content first: a site seeded before content moved into the database gets it on its next start. The
  // content beside the seed catalogue, else the site's own (a catalogue of one's own still needs a home page).
  const beside = path.join(path.dirname(path.resolve(process.cwd(), env.CATALOGUE_SEED_FILE)), 'content.json')
  const contentFile = existsSync(beside) ? beside : path.resolve(process.cwd(), DEFAULT_CONTENT_FILE)
  if (existsSync(contentFile)) {
    const written = await seedContentIfEmpty(handle.db, contentFile)
    if (written) log.info(`seeded ${written} content entries from ${path.relative(process.cwd(), contentFile)}`)
  }
  const [row] = await handle.db.select({ n: count() }).from(categories)
  if ((row?.n ?? 0) > 0) return false
  const seedFile = path.resolve(/* turbopackIgnore: true */ process.cwd(), env.CATALOGUE_SEED_FILE)
  if (!existsSync(seedFile)) {
    log.warn({ seedFile }, 'catalogue is empty and the seed file does not exist; starting empty')
    return false
  }
  const started = Date.now()
  log.info(`empty catalogue: seeding from ${path.relative(process.cwd(), seedFile)}`)
  const result = await importCatalogue(seedFile, {
    db: handle.db,
    dataDir: env.DATA_DIR,
    company: await companyDetails('en', handle.db),
    onProgress: (line) => log.info({ seed: true }, line),
    // Serve sooner: WebP now, AVIF renditions in the background once the server runs (boot.ts).
    deferAvif: true,
  })
  log.info(
    `seeded ${result.categories.created} categories and ${result.products.created} products ` +
      `in ${Date.now() - started} ms`,
  )
  // The seed's support library goes with the seed catalogue it names (only on this first seed: a library emptied
  // by its staff later stays empty).
  const releases = await seedLibraryIfEmpty(handle.db, mediaStorage(env.DATA_DIR, env))
  if (releases) log.info(`seeded the support library: ${releases} releases`)
  return true
}
