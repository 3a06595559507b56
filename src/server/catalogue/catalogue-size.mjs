/**
 * The catalogue's size, remembered in the data directory so the next start can size the server's heap for it
 * (docs/decisions/056-big-catalogue-memory.md; scripts/server-env.mjs reads it before the server starts, when the
 * database is not open yet). Written by the server after each load of the catalogue and by the import tool. Plain
 * JavaScript: the start-up scripts import it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const FILE = 'catalogue-size.json'

/** The number of products the catalogue last had, or 0 when nothing was recorded (a new data directory). */
export function readCatalogueSize(dataDir) {
  try {
    const { products } = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8'))
    return Number.isSafeInteger(products) && products > 0 ? products : 0
  } catch {
    return 0
  }
}

/** Records `products`; a failure (a read-only data directory) is only a missed hint, never an error. */
export function recordCatalogueSize(dataDir, products) {
  if (readCatalogueSize(dataDir) === products) return
  try {
    writeFileSync(path.join(dataDir, FILE), `${JSON.stringify({ products, at: new Date().toISOString() })}\n`)
  } catch {
    // The heap then keeps its default size.
  }
}
