import 'server-only'

import { z } from 'zod'

import { SLUG_PATTERN } from '@/lib/catalogue/file-format'
import {
  MAX_OFFSET,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  SORT_VALUES,
  resolveProductListQuery,
  type CategoryKey,
} from '@/lib/catalogue/product-list-params'
import { LOCALES } from '@/lib/i18n/locales'
import { SEARCH_KINDS } from '@/lib/search/kinds'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'
import { BadRequestError } from './http'

/**
 * The public API's parameters, strictly: anything malformed or unknown is a 400 naming the parameter. The
 * product-list query is the strict reading of the parameters defined in src/lib/catalogue/product-list-params.ts
 * (names, limits, sort orders and their aliases, defaults): its schema only checks, and ends in the same
 * `resolveProductListQuery` the pages use, so the API and the pages cannot drift apart. It lives here, on the
 * server, because it needs zod and that module is also imported by the browser.
 */

const unknownKeys = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `unknown parameter: ${issue.keys.join(', ')}` : undefined,
}

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1')

const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))

/** `?locale=`: which language the texts come in (decision 032); English when absent. */
const localeParam = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` })

/** A category is given by numeric id or by slug. */
const categoryKey = z.union(
  [
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform((v): CategoryKey => ({ id: Number(v) })),
    z
      .string()
      .max(100)
      .regex(SLUG_PATTERN)
      .transform((v): CategoryKey => ({ slug: v })),
  ],
  { error: 'category must be a category id or slug' },
)

/**
 * `GET /api/public/products`: `active`, `featured`, `category`, `search`, `sort`, `limit`, `page` or `offset`, and
 * `locale`.
 */
export const productListQuerySchema = z
  .strictObject(
    {
      active: booleanParam.optional(),
      featured: booleanParam.optional(),
      category: categoryKey.optional(),
      search: z.string().max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
      sort: z.enum(SORT_VALUES, { error: `sort must be one of ${SORT_VALUES.join(', ')}` }).optional(),
      limit: intParam('limit', 1, MAX_PAGE_SIZE).optional(),
      offset: intParam('offset', 0, MAX_OFFSET).optional(),
      page: intParam('page', 1, MAX_PAGE).optional(),
      locale: localeParam.optional(),
    },
    unknownKeys,
  )
  .refine((q) => q.page === undefined || q.offset === undefined, { message: 'give either page or offset, not both' })
  .transform(resolveProductListQuery)

/** `GET /api/public/categories`: `active` and `locale`. */
export const categoryListQuerySchema = z.strictObject(
  { active: booleanParam.optional(), locale: localeParam.optional() },
  unknownKeys,
)

/** The lookups by id or slug and the category tree: only `locale`. */
export const localeQuerySchema = z.strictObject({ locale: localeParam.optional() }, unknownKeys)

/**
 * `GET /api/public/search`: `q` (required), `type` (one kind of result), `limit` (default 20, at most 50), `locale`.
 */
export const SEARCH_MAX_LIMIT = 50
export const searchQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: 'q is required' })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, 'q must not be blank')
          .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`),
      ),
    type: z.enum(SEARCH_KINDS, { error: `type must be one of ${SEARCH_KINDS.join(', ')}` }).optional(),
    limit: intParam('limit', 1, SEARCH_MAX_LIMIT).optional(),
    locale: localeParam.optional(),
  },
  unknownKeys,
)

/** Path segments of the public API: ids are positive whole numbers, slugs lowercase words joined by hyphens. */
export function parseIdSegment(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new BadRequestError('Invalid id', [{ path: 'id', message: 'id must be a positive whole number' }])
  }
  return Number(value)
}

export function parseSlugSegment(value: string): string {
  if (value.length > 100 || !SLUG_PATTERN.test(value)) {
    throw new BadRequestError('Invalid slug', [
      {
        path: 'slug',
        message: 'slug must be lowercase letters and digits joined by single hyphens (at most 100 characters)',
      },
    ])
  }
  return value
}
