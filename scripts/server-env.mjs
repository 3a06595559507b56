/**
 * The memory settings `npm start` gives the server process (scripts/start.mjs; the benchmarks use them too, so their
 * figures are those of a real start). Measured on the 2-core box with `npm run bench:soak` (30 s of page load at 8
 * connections; docs/operations.md, which has the figures):
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena; sharp's (libvips) worker threads
 *   then leave hundreds of MiB of fragmented memory that is never returned (sharp's documentation discusses it).
 * - --max-old-space-size=192 and --max-semi-space-size=4: V8 otherwise lets the heap grow to 250+ MiB, mostly garbage
 *   between collections, on a machine with memory to spare; the live heap under load is 70–100 MiB (at 64 connections
 *   too: the CPU, not the heap, is the limit there).
 * Either can be overridden: set MALLOC_ARENA_MAX, or put your own V8 flags in NODE_OPTIONS (a site with a much larger
 * catalogue may want a larger heap).
 */
import path from 'node:path'

import { readCatalogueSize } from '../src/server/catalogue/catalogue-size.mjs'

export const HEAP_LIMIT_MIB = 192
/**
 * And for a big catalogue, this much more per 1,000 products past the first 1,000 (its summaries, its Dari and
 * Pashto views and three search indexes live in the heap: docs/decisions/056-big-catalogue-memory.md), from the size
 * the server or the import tool last recorded in the data directory (src/server/catalogue/catalogue-size.mjs).
 * 16 until 2026-12-02 (336 MiB at 10,000); since searches leave little garbage (docs/decisions/061-search-ranking.md)
 * 300 MiB serves all three locales' indexes and staff saves at 10,000 products, and the peak resident set fell from
 * 605-615 to 578 MiB (`npm run bench:big` with all three indexes, two runs each, quiet machine).
 */
export const HEAP_MIB_PER_1000_PRODUCTS = 12

/** The heap limit for a catalogue of `products`. */
export function heapLimitMiB(products) {
  return HEAP_LIMIT_MIB + Math.max(0, Math.ceil((products - 1000) / 1000)) * HEAP_MIB_PER_1000_PRODUCTS
}

/** Young generation semi-space (V8 default 16 MiB, three of them): smaller, more frequent scavenges. */
export const SEMI_SPACE_MIB = 4

/** @param {NodeJS.ProcessEnv} env */
export function serverEnv(env) {
  const nodeOptions = env.NODE_OPTIONS ?? ''
  const heap = heapLimitMiB(readCatalogueSize(path.resolve(env.DATA_DIR || 'data')))
  return {
    MALLOC_ARENA_MAX: '2',
    ...env,
    NODE_OPTIONS: [
      nodeOptions,
      /--max-old-space-size/.test(nodeOptions) ? '' : `--max-old-space-size=${heap}`,
      /--max-semi-space-size/.test(nodeOptions) ? '' : `--max-semi-space-size=${SEMI_SPACE_MIB}`,
    ]
      .filter(Boolean)
      .join(' '),
  }
}
