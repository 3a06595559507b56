import 'server-only'

/**
 * The import's validation pass, read from the file a piece at a time (src/server/catalogue/json-entries.ts): each
 * entry is checked with the file format's own entry schemas as it arrives, and only small indexes are kept for the
 * checks across entries (slugs, each product's category, the categories themselves: at most 500). The problems
 * and their paths are those `catalogueFileSchema` reports for the whole file; they are all reported together.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { formatIssuePath } from '@/lib/issue-path'
import {
  categoryFileSchema,
  categoryTranslationIssues,
  productFileSchema,
  productTranslationIssues,
  type CategoryFileEntry,
  type ProductFileEntry,
} from '@/lib/catalogue/file-format'
import { fileChunks, JsonStreamError, readJsonPieces } from './json-entries'

export interface ImportIssue {
  path: string
  message: string
}

export class CatalogueValidationError extends Error {
  constructor(public readonly issues: ImportIssue[]) {
    const lines = issues.map((i) => `  ${i.path}: ${i.message}`)
    super(`The catalogue file has ${issues.length} problem(s):\n${lines.join('\n')}`)
    this.name = 'CatalogueValidationError'
  }
}

/** What the validation pass keeps: the categories (at most 500) and how many products follow. */
export interface CatalogueIndex {
  baseDir: string
  categories: CategoryFileEntry[]
  products: number
}

/** The top level with each array's entries left to the entry schemas (the limits as `catalogueFileSchema`'s). */
const topLevelSchema = z.strictObject({
  version: z.literal(1),
  categories: z.array(z.unknown()).max(500),
  products: z.array(z.unknown()).max(20_000),
})

type Path = (string | number)[]
const issue = (parts: readonly PropertyKey[], message: string): ImportIssue => ({
  path: formatIssuePath(parts),
  message: message.replace(/^Invalid input: /, ''),
})
const zodIssues = (prefix: Path, error: z.ZodError) => error.issues.map((i) => issue([...prefix, ...i.path], i.message))

const MAX_FILE_BYTES = 20 * 1024 * 1024

/** A referenced file's problem, if any: outside the folder, missing, or too large. */
function fileIssue(baseDir: string, at: string, file: string): ImportIssue | undefined {
  const full = path.resolve(baseDir, file)
  if (!full.startsWith(baseDir + path.sep)) return { path: at, message: 'must stay inside the catalogue folder' }
  const info = existsSync(full) ? statSync(full) : undefined
  if (!info?.isFile()) return { path: at, message: `file not found: ${file}` }
  if (info.size > MAX_FILE_BYTES) return { path: at, message: 'file larger than 20 MB' }
  return undefined
}

function productFileIssues(baseDir: string, p: ProductFileEntry, i: number): ImportIssue[] {
  const refs: [string, string][] = []
  p.images.forEach((img, j) => refs.push([`products[${i}].images[${j}].file`, img.file]))
  p.gallery.forEach((g, j) => refs.push([`products[${i}].gallery[${j}].image.file`, g.image.file]))
  p.downloads.forEach((d, j) => {
    if ('file' in d) refs.push([`products[${i}].downloads[${j}].file`, d.file])
  })
  return refs.map(([at, file]) => fileIssue(baseDir, at, file)).filter((x) => x !== undefined)
}

/** The file's pieces, with a missing file or broken JSON reported as the file's problem. */
async function* pieces(file: string, chunks?: AsyncIterable<string>) {
  if (!chunks && !existsSync(file))
    throw new CatalogueValidationError([{ path: '(file)', message: `file not found: ${file}` }])
  try {
    yield* readJsonPieces(chunks ?? fileChunks(file))
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err
    throw new CatalogueValidationError([{ path: '(file)', message: `not valid JSON: ${err.message}` }])
  }
}

/**
 * Validates a catalogue file and everything it refers to, reading it once; throws CatalogueValidationError.
 * `chunks` stands in for the file's text (tests); references are still resolved beside `file`.
 */
export async function checkCatalogueFile(file: string, chunks?: AsyncIterable<string>): Promise<CatalogueIndex> {
  const baseDir = path.dirname(path.resolve(file))
  const top: Record<string, unknown> = {}
  const shapeIssues: Record<string, ImportIssue[]> = { categories: [], products: [] }
  const categories: CategoryFileEntry[] = []
  const productSlugs: string[] = []
  const productCategories: string[] = []
  const productTranslations: ImportIssue[] = []
  const productFiles: ImportIssue[] = []

  for await (const piece of pieces(file, chunks)) {
    if ('length' in piece) top[piece.key] = Array.from({ length: piece.length }, () => null)
    else if (!('index' in piece)) top[piece.key] = piece.value
    else if (piece.key === 'categories') {
      const parsed = categoryFileSchema.safeParse(piece.value)
      if (!parsed.success) shapeIssues.categories!.push(...zodIssues(['categories', piece.index], parsed.error))
      else categories[piece.index] = parsed.data
    } else if (piece.key === 'products') {
      const parsed = productFileSchema.safeParse(piece.value)
      if (!parsed.success) {
        shapeIssues.products!.push(...zodIssues(['products', piece.index], parsed.error))
        continue
      }
      const p = parsed.data
      productSlugs[piece.index] = p.slug
      productCategories[piece.index] = p.category
      for (const t of productTranslationIssues(p))
        productTranslations.push(issue(['products', piece.index, ...t.path], t.message))
      productFiles.push(...productFileIssues(baseDir, p, piece.index))
    }
  }

  // 1. The shape, as the whole file's schema orders it: version, each array's entries then its limit, the rest.
  const topIssues = topLevelSchema.safeParse(top)
  const topByKey = (key: string | undefined) =>
    topIssues.success ? [] : zodIssues([], topIssues.error).filter((i) => i.path.split(/[.[]/)[0] === key)
  const shape = [
    ...topByKey('version'),
    ...shapeIssues.categories!,
    ...topByKey('categories'),
    ...shapeIssues.products!,
    ...topByKey('products'),
    ...(topIssues.success
      ? []
      : zodIssues([], topIssues.error).filter(
          (i) => !['version', 'categories', 'products'].includes(i.path.split(/[.[]/)[0]!),
        )),
  ]
  if (shape.length) throw new CatalogueValidationError(shape)

  // 2. Across entries (what the schema's superRefine checks once every entry has its shape).
  const cross: ImportIssue[] = []
  const seen = new Set<string>()
  const categorySlugs = new Set(categories.map((c) => c.slug))
  categories.forEach((c, i) => {
    if (seen.has(c.slug)) cross.push({ path: `categories[${i}].slug`, message: `duplicate slug "${c.slug}"` })
    seen.add(c.slug)
    if (c.parent !== null && !categorySlugs.has(c.parent))
      cross.push({ path: `categories[${i}].parent`, message: `unknown category "${c.parent}"` })
    if (c.parent === c.slug)
      cross.push({ path: `categories[${i}].parent`, message: 'a category cannot be its own parent' })
  })
  const slugs = new Set<string>()
  productSlugs.forEach((slug, i) => {
    if (slugs.has(slug)) cross.push({ path: `products[${i}].slug`, message: `duplicate slug "${slug}"` })
    slugs.add(slug)
    const category = productCategories[i]!
    if (!categorySlugs.has(category))
      cross.push({ path: `products[${i}].category`, message: `unknown category "${category}"` })
  })
  categories.forEach((c, i) => {
    for (const t of categoryTranslationIssues(c)) cross.push(issue(['categories', i, ...t.path], t.message))
  })
  cross.push(...productTranslations)
  if (cross.length) throw new CatalogueValidationError(cross)

  // 3. Parent loops, then every referenced file.
  const issues: ImportIssue[] = []
  const parentOf = new Map(categories.map((c) => [c.slug, c.parent]))
  categories.forEach((c, i) => {
    const chain = new Set<string>([c.slug])
    for (let p = c.parent; p !== null && p !== undefined; p = parentOf.get(p) ?? null) {
      if (chain.has(p)) {
        issues.push({ path: `categories[${i}].parent`, message: `parent chain loops back to "${p}"` })
        break
      }
      chain.add(p)
    }
  })
  categories.forEach((c, i) => {
    const problem = c.image && fileIssue(baseDir, `categories[${i}].image.file`, c.image.file)
    if (problem) issues.push(problem)
  })
  issues.push(...productFiles)
  if (issues.length) throw new CatalogueValidationError(issues)
  return { baseDir, categories, products: productSlugs.length }
}

/**
 * A validated file's products again, one at a time in file order (the import's later passes). The file is read
 * anew, so an entry changed since validation is refused by the schema here rather than written unchecked.
 */
export async function* catalogueProducts(file: string): AsyncGenerator<{ index: number; entry: ProductFileEntry }> {
  for await (const piece of pieces(file))
    if (piece.key === 'products' && 'index' in piece)
      yield { index: piece.index, entry: productFileSchema.parse(piece.value) }
}
