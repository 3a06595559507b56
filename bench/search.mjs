/**
 * Site search benchmark (docs/decisions/029-site-search.md): builds the search index over the seed
 * catalogue (42 products) and over 2,000 generated products (the seed's products copied with distinct model
 * numbers), then times a mix of queries: model numbers typed three ways, typos, prefixes, specification values.
 * Prints the index build time and the per-query median, p95 and maximum; exits non-zero when a budget is broken
 * (median under 20 ms at 42 products, p95 under 100 ms at 2,000).
 *
 *   npm run bench:search
 */
import { performance } from 'node:perf_hooks'

const { buildSearchIndex } = await import('../src/server/catalogue/search.ts')
const { seedSearchDocuments } = await import('../tests/support/search-catalogue.ts')

const QUERIES = [
  'k8',
  'K-8',
  'k 8',
  'gnss module',
  'rtk rover',
  'laser scanner',
  'scaner',
  'watchlin radar',
  'IP67',
  '1408 channels',
  'slope stability',
  'tota',
  'base station kabul',
  'lidar payload',
  'mining',
]
const ROUNDS = 30

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const rows = []
let failed = false
for (const [copies, budgetMs, stat] of [
  [1, 20, 'p50'],
  [48, 100, 'p95'],
]) {
  const { products, categories } = seedSearchDocuments(copies)
  const buildStart = performance.now()
  const index = buildSearchIndex(products.slice(0, copies === 1 ? products.length : 2000), categories)
  const buildMs = performance.now() - buildStart
  for (const q of QUERIES) index.search(q) // warm up
  const times = []
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const t = performance.now()
      index.search(q)
      times.push(performance.now() - t)
    }
  }
  times.sort((a, b) => a - b)
  const p50 = percentile(times, 50)
  const p95 = percentile(times, 95)
  const max = times[times.length - 1]
  const n = copies === 1 ? products.length : 2000
  const measured = stat === 'p50' ? p50 : p95
  if (measured >= budgetMs) failed = true
  rows.push({
    products: n,
    'index build ms': buildMs.toFixed(1),
    'query p50 ms': p50.toFixed(2),
    'query p95 ms': p95.toFixed(2),
    'query max ms': max.toFixed(2),
    budget: `${stat} < ${budgetMs} ms`,
    ok: measured < budgetMs ? 'yes' : 'NO',
  })
}
console.table(rows)
console.log(`${QUERIES.length} queries × ${ROUNDS} rounds each; the index is built once per catalogue snapshot.`)
if (failed) {
  console.error('A search budget was exceeded.')
  process.exit(1)
}
