/**
 * npm run catalogue:generate -- --products 10000 [--out catalogue/generated/10000] [--without-datasheets]: a big
 * catalogue from the seed
 * (scripts/lib/generate-catalogue.ts), written one product at a time, with the seed's images and documents beside it.
 * Load it with `npm run catalogue:import -- <out>/catalogue.json`.
 */
import { cpSync, createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { once } from 'node:events'
import { parseArgs } from 'node:util'

import { generateCatalogue } from './lib/generate-catalogue'

const SEED = path.resolve(import.meta.dirname, '../catalogue/seed')
const { values } = parseArgs({
  options: { products: { type: 'string' }, out: { type: 'string' }, 'without-datasheets': { type: 'boolean' } },
})
const count = Number(values.products)
if (!values.products || !Number.isInteger(count)) {
  console.error(
    'Usage: npm run catalogue:generate -- --products 10000 [--out catalogue/generated/10000] [--without-datasheets]',
  )
  process.exit(2)
}
const out = path.resolve(values.out ?? `catalogue/generated/${count}`)
let catalogue
try {
  catalogue = generateCatalogue(JSON.parse(readFileSync(path.join(SEED, 'catalogue.json'), 'utf8')), count, {
    datasheets: !values['without-datasheets'],
  })
} catch (err) {
  console.error((err as Error).message)
  process.exit(2)
}
mkdirSync(out, { recursive: true })
for (const dir of ['images', 'documents']) cpSync(path.join(SEED, dir), path.join(out, dir), { recursive: true })

const file = createWriteStream(path.join(out, 'catalogue.json'))
const write = async (text: string) => {
  if (!file.write(text)) await once(file, 'drain')
}
await write(`{"version":1,"categories":${JSON.stringify(catalogue.categories)},"products":[`)
let n = 0
for (const product of catalogue.products()) await write(`${n++ ? ',' : ''}\n${JSON.stringify(product)}`)
await write(']}\n')
file.end()
await once(file, 'finish')
console.log(`${n} products in ${catalogue.categories.length} categories: ${path.join(out, 'catalogue.json')}`)
