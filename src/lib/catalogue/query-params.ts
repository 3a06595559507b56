/**
 * The public product-list query (SPEC.md section 7 plus search, sort and paging), as one zod schema used by the
 * API route and by pages that read the same parameters from their URL.
 */
import { z } from 'zod'

import { SLUG_PATTERN } from './file-format'

/** SPEC.md section 9: the products listing asks for 20; the API caps a page at 100. */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
export const MAX_SEARCH_LENGTH = 100

/** Sorting is a table (CONVENTIONS habit 4). `newest` is an alias of `created_at`. */
export const PRODUCT_SORTS = {
  name: { label: 'Name' },
  price: { label: 'Price' },
  created_at: { label: 'Newest' },
  newest: { label: 'Newest' },
} as const
export type ProductSort = keyof typeof PRODUCT_SORTS

const booleanParam = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1')
const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))

/** A category is given by numeric id or by slug. */
export const categoryKeySchema = z.union([
  z.string().regex(/^\d{1,9}$/).transform((v) => ({ id: Number(v) }) as const),
  z
    .string()
    .max(100)
    .regex(SLUG_PATTERN)
    .transform((v) => ({ slug: v }) as const),
], { error: 'category must be a category id or slug' })

export const productListQuerySchema = z
  .strictObject({
    active: booleanParam.optional(),
    featured: booleanParam.optional(),
    category: categoryKeySchema.optional(),
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .transform((v) => v.trim())
      .optional(),
    sort: z
      .enum(Object.keys(PRODUCT_SORTS) as [ProductSort, ...ProductSort[]], {
        error: `sort must be one of ${Object.keys(PRODUCT_SORTS).join(', ')}`,
      })
      .optional(),
    limit: intParam('limit', 1, MAX_PAGE_SIZE).optional(),
    offset: intParam('offset', 0, 1_000_000).optional(),
    page: intParam('page', 1, 100_000).optional(),
  }, { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter: ${issue.keys.join(', ')}` : undefined) })
  .refine((q) => q.page === undefined || q.offset === undefined, { message: 'give either page or offset, not both' })
  .transform((q) => {
    const limit = q.limit ?? DEFAULT_PAGE_SIZE
    return {
      active: q.active,
      featured: q.featured,
      category: q.category,
      search: q.search ? q.search : undefined,
      sort: q.sort === 'newest' ? 'created_at' : (q.sort ?? 'name'),
      limit,
      offset: q.offset ?? ((q.page ?? 1) - 1) * limit,
    } as const
  })

export type ProductListQuery = z.output<typeof productListQuerySchema>
export type ProductListQueryInput = Partial<Omit<ProductListQuery, 'category'>> & { category?: { id: number } | { slug: string } }

export const categoryListQuerySchema = z.strictObject(
  { active: booleanParam.optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter: ${issue.keys.join(', ')}` : undefined) },
)
