import { describe, expect, it } from 'vitest'

import { sortLabels } from '@/content/labels'

import { DEFAULT_SORT, PRODUCT_SORTS, parsePageParam, sortOptions, toProductSort } from './product-list-params'
import { gridQueryParams, pageHref } from './grid-params'
import { listingSearch, parseListingParams } from './listing-params'

describe('sort orders', () => {
  it('are one table: menu order, labels, default, and the newest alias', () => {
    expect(sortOptions(sortLabels)).toEqual([
      { value: 'name', label: 'Name' },
      { value: 'price', label: 'Price' },
      { value: 'created_at', label: 'Newest' },
    ])
    expect(DEFAULT_SORT).toBe('name')
    expect(PRODUCT_SORTS.map(toProductSort)).toEqual(PRODUCT_SORTS)
    expect(toProductSort('newest')).toBe('created_at')
    expect(toProductSort('cheapest')).toBeUndefined()
    expect(toProductSort('toString')).toBeUndefined()
  })
})

describe('parseListingParams', () => {
  it('reads q, sort and page, with defaults', () => {
    expect(parseListingParams({})).toEqual({ q: '', sort: 'name', page: 1 })
    expect(parseListingParams({ q: '  rover ', sort: 'price' })).toEqual({ q: 'rover', sort: 'price', page: 1 })
    expect(parseListingParams(new URLSearchParams('q=k8&sort=created_at&page=3'))).toEqual({
      q: 'k8',
      sort: 'created_at',
      page: 3,
    })
  })

  it('falls back on unknown values and takes the first of repeated ones', () => {
    expect(parseListingParams({ sort: 'cheapest', page: 'last' })).toEqual({ q: '', sort: 'name', page: 1 })
    expect(parseListingParams({ page: '0' }).page).toBe(1)
    expect(parseListingParams({ page: '9999999' }).page).toBe(1)
    expect(parseListingParams({ sort: 'newest' }).sort).toBe('created_at')
    expect(parseListingParams({ q: ['a', 'b'] }).q).toBe('a')
    expect(parseListingParams({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(parseListingParams(new URLSearchParams('sort=price&sort=name')).sort).toBe('price')
  })
})

describe('listingSearch', () => {
  it('omits defaults and keeps other parameters', () => {
    expect(listingSearch({ q: '', sort: 'name', page: 1 })).toBe('')
    expect(listingSearch({ q: 'gnss rover', sort: 'price', page: 2 })).toBe('?q=gnss+rover&sort=price&page=2')
    expect(listingSearch({ q: '', sort: 'name', page: 1 }, new URLSearchParams('q=old&sort=price&page=4&utm=1'))).toBe(
      '?utm=1',
    )
  })

  it('round-trips through parseListingParams', () => {
    for (const state of [
      { q: 'rtk base', sort: 'price' as const, page: 1 },
      { q: '', sort: 'created_at' as const, page: 12 },
    ]) {
      expect(parseListingParams(new URLSearchParams(listingSearch(state)))).toEqual(state)
    }
  })
})

describe('grid params', () => {
  it('parses ?page= with a fallback to 1', () => {
    expect(parsePageParam(null)).toBe(1)
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('0')).toBe(1)
    expect(parsePageParam('-3')).toBe(1)
    expect(parsePageParam('abc')).toBe(1)
    expect(parsePageParam(['3', '4'])).toBe(3)
  })

  it('builds page URLs, page 1 being /products', () => {
    expect(pageHref(1)).toBe('/products')
    expect(pageHref(2)).toBe('/products?page=2')
    expect(pageHref(1, '?page=3&utm=x')).toBe('/products?utm=x')
  })

  it('asks for 20 newest first', () => {
    expect(gridQueryParams(2)).toEqual({ sort: 'created_at', limit: 20, page: 2 })
  })
})
