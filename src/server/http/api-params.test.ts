import { describe, expect, it } from 'vitest'

import { productListUrl } from '@/lib/catalogue/api-client'
import { listingQueryParams } from '@/lib/catalogue/listing-params'
import { gridQueryParams } from '@/lib/catalogue/grid-params'
import { toProductListQuery, type ProductListParams } from '@/lib/catalogue/product-list-params'
import { productListQuerySchema } from './api-params'

describe('the products query, its API URL and the catalogue query', () => {
  const parseUrl = (url: string) =>
    productListQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams))

  it('writes the API URL: active only, search omitted when empty, page 1 implied', () => {
    expect(productListUrl('/api/public', listingQueryParams(7, { q: ' rtk ', sort: 'price', page: 1 }))).toBe(
      '/api/public/products?active=true&category=7&search=rtk&sort=price&limit=24',
    )
    expect(productListUrl('/api/public', listingQueryParams(7, { q: '', sort: 'name', page: 3 }))).toBe(
      '/api/public/products?active=true&category=7&sort=name&limit=24&page=3',
    )
    expect(productListUrl('/b', gridQueryParams(1))).toBe('/b/products?active=true&sort=created_at&limit=20')
  })

  it('reads in the catalogue exactly what the API reads from that URL', () => {
    const cases: ProductListParams[] = [
      listingQueryParams(3, { q: 'rtk', sort: 'price', page: 2 }),
      listingQueryParams(3, { q: '', sort: 'name', page: 1 }),
      gridQueryParams(1),
      gridQueryParams(4),
      { category: 'gnss-receivers', featured: true, limit: 4 },
      {},
    ]
    for (const params of cases) {
      expect(toProductListQuery(params)).toEqual(parseUrl(productListUrl('/api/public', params)))
    }
  })

  it('the API schema refuses what the pages forgive', () => {
    const check = (query: string) => productListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)))
    expect(check('sort=cheapest').error?.issues[0]?.message).toBe('sort must be one of name, price, created_at, newest')
    expect(check('page=0').success).toBe(false)
    expect(check('page=2&offset=20').success).toBe(false)
    expect(check('q=rtk').error?.issues[0]?.message).toBe('unknown parameter: q')
    expect(check('sort=newest&page=3&limit=10').data).toMatchObject({ sort: 'created_at', offset: 20, limit: 10 })
  })
})
