/**
 * Checks the seed catalogue before anyone imports it: `npm run catalogue:check [-- path/to/catalogue.json]`.
 * The schema says what a *valid* file is; this script adds what a *complete* seed needs (enough products per state,
 * the k8 sample product that docs/design.md decision 6 promises, documents that actually exist), so a gap shows up
 * here with its path rather than as an empty section on the site. Exits 1 on any failure.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import {
  catalogueFileSchema,
  TRANSLATION_LOCALES,
  type CatalogueFile,
  type TranslationLocale,
} from '../src/lib/catalogue/file-format'
import {
  localizeCategoryTexts,
  localizeProductTexts,
  orderedSpecifications,
  translationStatus,
  type TranslationStatus,
} from '../src/lib/catalogue/localize'
import { formatIssuePath } from '../src/lib/issue-path'

const cataloguePath = resolve(process.argv[2] ?? 'catalogue/seed/catalogue.json')
const seedDir = dirname(cataloguePath)

const failures: string[] = []
const fail = (path: string, message: string) => failures.push(`${path}: ${message}`)

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

const parsed = catalogueFileSchema.safeParse(readJson(cataloguePath))
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${formatIssuePath(issue.path)}: ${issue.message}`)
  console.error(`\n${parsed.error.issues.length} schema issue(s) in ${cataloguePath}`)
  process.exit(1)
}
const file: CatalogueFile = parsed.data

// ---- Categories -------------------------------------------------------------------------------------------------
const topLevel = file.categories.filter((c) => c.parent === null)
const children = file.categories.filter((c) => c.parent !== null)
if (topLevel.length < 6) fail('categories', `expected ≥ 6 top-level categories, found ${topLevel.length}`)
if (children.length < 8) fail('categories', `expected ≥ 8 child categories, found ${children.length}`)
file.categories.forEach((c, i) => {
  const at = `categories[${i}] (${c.slug})`
  if (!c.description) fail(at, 'description is empty')
  if (!c.icon) fail(at, 'icon is missing')
  if (c.features.length < 3) fail(at, `expected ≥ 3 features, found ${c.features.length}`)
  if (c.parent === null && !c.image) fail(at, 'top-level category needs an image')
})

// ---- Products ---------------------------------------------------------------------------------------------------
const active = file.products.filter((p) => p.is_active)
const inactive = file.products.filter((p) => !p.is_active)
const featured = file.products.filter((p) => p.is_featured)
const priced = file.products.filter((p) => p.price !== null)
if (active.length < 36) fail('products', `expected ≥ 36 active products, found ${active.length}`)
if (inactive.length < 3) fail('products', `expected ≥ 3 inactive products, found ${inactive.length}`)
if (featured.length < 6) fail('products', `expected ≥ 6 featured products, found ${featured.length}`)
if (priced.length === 0) fail('products', 'expected some products with a price')
if (priced.length === file.products.length) fail('products', 'expected some products on quotation (price null)')

const galleryFiles = new Set<string>()
file.products.forEach((p, i) => {
  const at = `products[${i}] (${p.slug})`
  if (p.short_description.length > 200) fail(at, `short_description is ${p.short_description.length} chars (≤ 200)`)
  if (p.key_features.length < 3) fail(at, `expected ≥ 3 key_features, found ${p.key_features.length}`)
  if (p.highlights.length === 0) fail(at, 'highlights are empty')
  if (Object.keys(p.specifications).length === 0) fail(at, 'expected ≥ 1 specification group')
  if (p.applications.length === 0) fail(at, 'applications are empty')
  if (p.downloads.length === 0) fail(at, 'expected ≥ 1 download')
  if (!p.created_at) fail(at, 'created_at is missing')

  p.downloads.forEach((d, j) => {
    if ('file' in d && !existsSync(join(seedDir, d.file)))
      fail(`${at}.downloads[${j}]`, `document ${d.file} does not exist`)
  })

  // Each product's picture is its committed illustration under this name; the files must exist.
  p.images.forEach((img, j) => {
    if (img.file !== `images/products/${p.slug}.svg`) fail(`${at}.images[${j}]`, `unexpected file ${img.file}`)
    else if (!existsSync(join(seedDir, img.file))) fail(`${at}.images[${j}]`, `image ${img.file} does not exist`)
    if (!img.alt) fail(`${at}.images[${j}]`, 'alt text is empty')
  })
  p.gallery.forEach((g, j) => {
    galleryFiles.add(g.image.file)
    if (!existsSync(join(seedDir, g.image.file))) fail(`${at}.gallery[${j}]`, `image ${g.image.file} does not exist`)
  })
})

// ---- The k8 sample product (docs/design.md decision 6) ----------------------------------------------------------
const k8Index = file.products.findIndex((p) => p.slug === 'k8-gnss-module')
const k8 = file.products[k8Index]
if (!k8) fail('products', 'k8-gnss-module is missing')
else {
  const at = `products[${k8Index}] (k8-gnss-module)`
  const rows = Object.values(k8.specifications).reduce((n, group) => n + Object.keys(group).length, 0)
  if (k8.category !== 'gnss-modules') fail(at, `category is "${k8.category}", expected "gnss-modules"`)
  if (k8.series !== 'K8 Series') fail(at, `series is "${k8.series}", expected "K8 Series"`)
  if (!k8.is_active || !k8.is_featured) fail(at, 'must be active and featured')
  if (k8.highlights.length < 4) fail(at, `expected ≥ 4 highlights, found ${k8.highlights.length}`)
  if (Object.keys(k8.specifications).length < 5)
    fail(at, `expected ≥ 5 specification groups, found ${Object.keys(k8.specifications).length}`)
  if (rows < 25) fail(at, `expected ≥ 25 specification rows, found ${rows}`)
  if (k8.applications.length < 6) fail(at, `expected ≥ 6 applications, found ${k8.applications.length}`)
  if (k8.downloads.length !== 4) fail(at, `expected exactly 4 downloads, found ${k8.downloads.length}`)
  if (k8.downloads.some((d) => d.type !== 'PDF')) fail(at, 'every download must be a PDF')
  if (!k8.downloads.some((d) => 'generate' in d)) fail(at, 'expected a generated datasheet')
  if (k8.gallery.length !== 3) fail(at, `expected exactly 3 gallery entries, found ${k8.gallery.length}`)
  if (k8.gallery.map((g) => g.number).join() !== '1,2,3') fail(at, 'gallery numbers must be 1, 2, 3')
}

// ---- Translations (docs/decisions/033-catalogue-translations.md) --------------------------------------
// Every category and every featured product is translated whole into each locale; spelling follows the rules of the
// docs/catalogue.md): Dari in Persian letters (ی, ک; no Pashto-only letters), Pashto with its own (ګ, not گ).
const LANGUAGE: Record<TranslationLocale, string> = { fa: 'Dari', ps: 'Pashto' }
const FOREIGN_LETTERS: Record<TranslationLocale, { pattern: RegExp; rule: string }> = {
  fa: { pattern: /[يكټډړږښګڼېۍ]/u, rule: 'Arabic ي/ك or Pashto letters in Dari (write ی and ک)' },
  ps: { pattern: /[گكى]/u, rule: 'Persian گ or Arabic ك/ى in Pashto (write ګ, ک, ی)' },
}
type Coverage = Record<TranslationStatus, number> & { texts: number; translated: number }
const coverage = (): Coverage => ({ complete: 0, partial: 0, missing: 0, texts: 0, translated: 0 })
const tally = Object.fromEntries(
  TRANSLATION_LOCALES.map((l) => [l, { categories: coverage(), products: coverage() }]),
) as Record<TranslationLocale, { categories: Coverage; products: Coverage }>
const count = (c: Coverage, r: { total: number; translated: number }) => {
  c[translationStatus(r)]++
  c.texts += r.total
  c.translated += r.translated
}
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value as Record<string, unknown>).flatMap(strings)
      : []
for (const locale of TRANSLATION_LOCALES) {
  const spelling = FOREIGN_LETTERS[locale]
  file.categories.forEach((c, i) => {
    const at = `categories[${i}] (${c.slug}).translations.${locale}`
    const r = localizeCategoryTexts(
      { name: c.name, description: c.description, features: c.features, image_alt: c.image?.alt ?? null },
      c.translations?.[locale],
    )
    count(tally[locale].categories, r)
    if (r.fallback.length) fail(at, `not fully in ${LANGUAGE[locale]}: ${r.fallback.join(', ')}`)
    if (strings(c.translations?.[locale]).some((t) => spelling.pattern.test(t))) fail(at, spelling.rule)
  })
  file.products.forEach((p, i) => {
    const at = `products[${i}] (${p.slug}).translations.${locale}`
    const r = localizeProductTexts(
      {
        ...p,
        gallery: p.gallery.map((g) => ({ title: g.title, description: g.description, alt: g.image.alt })),
        specifications: orderedSpecifications(p.specifications),
      },
      p.translations?.[locale],
    )
    count(tally[locale].products, r)
    if (p.is_featured && r.fallback.length)
      fail(
        at,
        `featured, not fully in ${LANGUAGE[locale]}: ${r.fallback.slice(0, 8).join(', ')}` +
          (r.fallback.length > 8 ? ` and ${r.fallback.length - 8} more` : ''),
      )
    if (strings(p.translations?.[locale]).some((t) => spelling.pattern.test(t))) fail(at, spelling.rule)
  })
}
const coverageLine = (locale: TranslationLocale) => {
  const { categories: c, products: p } = tally[locale]
  const percent = (x: Coverage) => (x.texts ? Math.round((100 * x.translated) / x.texts) : 100)
  return (
    `${LANGUAGE[locale]} (${locale}): categories ${c.complete} complete, ${c.partial} partial, ${c.missing} missing ` +
    `(${percent(c)}% of texts); products ${p.complete} complete, ${p.partial} partial, ${p.missing} missing ` +
    `(${percent(p)}% of texts)`
  )
}

// ---- Report -----------------------------------------------------------------------------------------------------
const documentFiles = new Set(file.products.flatMap((p) => p.downloads.flatMap((d) => ('file' in d ? [d.file] : []))))
const specRows = file.products.map((p) =>
  Object.values(p.specifications).reduce((n, g) => n + Object.keys(g).length, 0),
)
console.log(
  [
    `categories: ${file.categories.length} (${topLevel.length} top-level, ${children.length} children)`,
    `products: ${file.products.length} (${active.length} active, ${inactive.length} inactive, ` +
      `${featured.length} featured, ${priced.length} priced)`,
    `specification rows per product: ${Math.min(...specRows)}–${Math.max(...specRows)}`,
    `gallery images: ${galleryFiles.size}; documents: ${documentFiles.size}`,
    ...TRANSLATION_LOCALES.map(coverageLine),
  ].join('\n'),
)
if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL ${f}`)
  console.error(`\n${failures.length} failure(s)`)
  process.exit(1)
}
console.log('seed OK')
