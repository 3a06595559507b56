/**
 * A big catalogue made from the seed, for the scaling figures (docs/scaling-out.md, bench/big-catalogue.mjs):
 * `npm run catalogue:generate -- --products 10000`. Every generated product is a variant of a seed product (its texts,
 * specifications, highlights and gallery, so pages look real), renamed and re-priced, in a third level of categories
 * under the seed's subcategories; images are the seed's, shared among products as a distributor's accessories share
 * photographs; one product in three keeps its Dari and Pashto texts. Deterministic: the same count gives the same file.
 */
import type { CatalogueFileInput } from '@/lib/catalogue/file-format'

type CategoryEntry = CatalogueFileInput['categories'][number]
type ProductEntry = CatalogueFileInput['products'][number]

/** Third-level groups under each seed subcategory, as a distributor's price list splits a product line. */
const GROUPS = [
  'Standard models',
  'Rugged models',
  'Kits and bundles',
  'Accessories',
  'Batteries and power',
  'Cables and connectors',
  'Mounts and poles',
  'Cases and transport',
  'Software and licences',
  'Spare parts',
] as const
const VARIANTS = ['Pro', 'Plus', 'Lite', 'X', 'S', 'Kit', 'Mk II', 'Field', 'Max', 'Base'] as const
/** About this many products per third-level category; at most ten groups under each subcategory. */
const PRODUCTS_PER_GROUP = 60

/** A small deterministic generator (mulberry32): the same count always gives the same catalogue. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export interface GeneratedCatalogue {
  categories: CategoryEntry[]
  /** Products one at a time, so a writer can stream 10,000 of them without holding them all. */
  products(): Generator<ProductEntry>
  productCount: number
}

export interface GenerateOptions {
  /**
   * Whether generated products keep the seed product's generated datasheet (default true). Each one is a PDF typeset
   * at import, about a third of a second of CPU, so 10,000 of them are most of an import's hour; without them a
   * 10,000-product catalogue imports in minutes, for measuring the site at that size (docs/performance.md "A big
   * catalogue").
   */
  datasheets?: boolean
}

export function generateCatalogue(
  seed: CatalogueFileInput,
  count: number,
  options: GenerateOptions = {},
): GeneratedCatalogue {
  if (!Number.isInteger(count) || count < seed.products.length)
    throw new Error(`--products must be a whole number of at least ${seed.products.length} (the seed's products)`)
  const subcategories = seed.categories.filter((c) => c.parent !== null)
  const generated = count - seed.products.length
  const groupsPer = Math.min(
    GROUPS.length,
    Math.max(1, Math.ceil(generated / (subcategories.length * PRODUCTS_PER_GROUP))),
  )
  const third: CategoryEntry[] = []
  const groupsOf = new Map<string, string[]>()
  for (const sub of subcategories) {
    const slugs: string[] = []
    GROUPS.slice(0, groupsPer).forEach((group, i) => {
      const slug = `${sub.slug}-${slugify(group)}`
      slugs.push(slug)
      third.push({
        ...sub,
        slug,
        name: `${sub.name}: ${group.toLowerCase()}`,
        parent: sub.slug,
        sort_order: i,
        image: null,
        translations: undefined,
      } as CategoryEntry)
    })
    groupsOf.set(sub.slug, slugs)
  }

  return {
    categories: [...seed.categories, ...third],
    productCount: count,
    *products() {
      yield* seed.products
      const next = random(count)
      const start = Date.parse('2024-01-01T00:00:00Z')
      for (let i = 0; i < generated; i++) {
        const base = seed.products[i % seed.products.length]!
        const variant = VARIANTS[Math.floor(i / seed.products.length) % VARIANTS.length]!
        const model = 1000 + i
        const name = `${base.name} ${variant} ${model}`
        // A product filed under a top-level category (a radio modem, an evaluation kit) goes to its first subcategory's
        // groups, so every generated product sits three levels deep.
        const firstSub = subcategories.find((c) => c.parent === base.category)
        const groups = groupsOf.get(base.category) ?? (firstSub && groupsOf.get(firstSub.slug)) ?? [base.category]
        const translated = i % 3 === 0 && base.translations
        // The generated datasheet only: the seed's typeset guides would be one more PDF per product to import.
        const kept =
          options.datasheets === false ? [] : (base.downloads ?? []).flatMap((d, at) => ('generate' in d ? [at] : []))
        yield {
          ...base,
          slug: `${slugify(name)}`,
          name,
          title: `${base.title} (${variant} ${model})`,
          category: groups[Math.floor(next() * groups.length)]!,
          is_featured: false,
          price: base.price == null ? null : Math.round((base.price * (0.6 + next())) / 10) * 10,
          sort_order: i % 100,
          created_at: new Date(start + Math.floor(next() * 700 * 86_400_000)).toISOString().replace('.000', ''),
          downloads: kept.map((at) => base.downloads![at]!),
          translations: translated
            ? Object.fromEntries(
                Object.entries(base.translations!).map(([locale, t]) => [
                  locale,
                  {
                    ...t,
                    name: t?.name ? `${t.name} ${variant} ${model}` : undefined,
                    downloads: t?.downloads && kept.map((at) => t.downloads![at] ?? null),
                  },
                ]),
              )
            : undefined,
        } as ProductEntry
      }
    },
  }
}
