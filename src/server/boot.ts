import 'server-only'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { count } from 'drizzle-orm'

import { getEnv } from '@/env'
import { catalogueChanged } from '@/server/catalogue/changes'
import { completePendingRenditions } from '@/server/catalogue/complete-media'
import { importCatalogue } from '@/server/catalogue/import'
import { mediaDirs } from '@/server/catalogue/media'
import { getDbHandle } from '@/server/db/client'
import { categories } from '@/server/db/schema'
import { companyDetails } from '@/server/documents-company'
import { logger } from '@/server/log'
import { ensureOutboxWorker } from '@/server/mail/outbox'
import { startupSummary } from '@/server/startup-summary'

/** Exported for tests, which read what start-up reported. */
export const bootLog = logger('boot')

/**
 * Start-up of the server process (from instrumentation.ts): validate configuration, open and migrate the database,
 * and seed the catalogue on first run. Runs before the first request is served.
 */
export async function boot(): Promise<void> {
  const started = Date.now()
  const env = getEnv()
  const handle = await getDbHandle()
  const where = handle.kind === 'pglite' ? `, ${path.resolve(env.DATA_DIR)}` : ''
  bootLog.info({ database: handle.kind, ms: Date.now() - started }, `database ready (${handle.kind}${where})`)

  if (env.SEED_ON_START) {
    const [row] = await handle.db.select({ n: count() }).from(categories)
    if ((row?.n ?? 0) === 0) {
      const seedFile = path.resolve(/* turbopackIgnore: true */ process.cwd(), env.CATALOGUE_SEED_FILE)
      if (!existsSync(seedFile)) {
        bootLog.warn({ seedFile }, 'catalogue is empty and the seed file does not exist; starting empty')
      } else {
        const t = Date.now()
        bootLog.info(`empty catalogue: seeding from ${path.relative(process.cwd(), seedFile)}`)
        const result = await importCatalogue(seedFile, {
          db: handle.db,
          dataDir: env.DATA_DIR,
          company: companyDetails(),
          onProgress: (line) => bootLog.info({ seed: true }, line),
          // Serve sooner: WebP now, AVIF renditions in the background below.
          deferAvif: true,
        })
        // The import bumped the revision in its transaction.
        await catalogueChanged({ bumped: true })
        bootLog.info(
          `seeded ${result.categories.created} categories and ${result.products.created} products ` +
            `in ${Date.now() - t} ms`,
        )
      }
    }
  }

  // One line that tells an operator what this instance runs, then one warning per misconfiguration.
  const summary = await startupSummary(handle.db, handle.kind)
  bootLog.info(summary, `started version ${summary.version} on ${summary.database}`)
  for (const warning of summary.warnings) bootLog.warn({ warning: true }, warning)

  // Lead e-mails left pending by a restart go out without waiting for the next submission (no-op without SMTP).
  ensureOutboxWorker()

  // Not awaited: the site serves while deferred renditions are made; a restart resumes where this stopped.
  const t = Date.now()
  void (async () => {
    const { images } = await completePendingRenditions(handle.db, mediaDirs(env.DATA_DIR))
    if (images === 0) return
    // Other instances on the same PostgreSQL start serving the AVIF renditions too.
    await catalogueChanged()
    bootLog.info({ images, ms: Date.now() - t }, 'made deferred AVIF renditions')
  })().catch((err: unknown) => bootLog.error({ err }, 'could not complete image renditions'))
}
