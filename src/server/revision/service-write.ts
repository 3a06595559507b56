import 'server-only'

import type { Db, Tx } from '@/server/db/client'
import { bumpServiceGeneration } from './site-generation.mjs'
import { watchTopic } from './watch'
import { writeRevised } from './write'

/**
 * The one way the service desk writes (requests, their history and links, units, certificates, repair quotations,
 * customer records): a transaction that bumps the 'service' revision (other instances hear it as a NOTIFY), then,
 * after the commit, moves this process's service generation, so the private page cache (the status page, the warranty
 * check: docs/decisions/113-private-page-cache.md) sends no copy rendered before the write.
 */
export function writeService<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return writeRevised('service', write, { db, applied: async () => bumpServiceGeneration() })
}

// Another instance's service write (or a notice that could not be read): every private copy may be stale. Nothing is
// held to compare a revision with, so every notice moves the generation.
watchTopic('service', {
  heldRevision: () => undefined,
  onNotice: () => bumpServiceGeneration(),
  onBehind: () => bumpServiceGeneration(),
})
