import { describe, expect, it } from 'vitest'

import { gridQueryParams, pageHref, pageNumbers, parseGridPage } from './grid-params'

describe('grid params', () => {
  it('parses ?page= with a fallback to 1', () => {
    expect(parseGridPage(null)).toBe(1)
    expect(parseGridPage('2')).toBe(2)
    expect(parseGridPage('0')).toBe(1)
    expect(parseGridPage('-3')).toBe(1)
    expect(parseGridPage('abc')).toBe(1)
    expect(parseGridPage(['3', '4'])).toBe(3)
  })

  it('builds page URLs, page 1 being /products', () => {
    expect(pageHref(1)).toBe('/products')
    expect(pageHref(2)).toBe('/products?page=2')
    expect(pageHref(1, '?page=3&utm=x')).toBe('/products?utm=x')
  })

  it('asks for 20 newest first', () => {
    expect(gridQueryParams(2)).toEqual({ sort: 'created_at', limit: 20, page: 2 })
  })

  it('shows first, last and neighbours with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 2)).toEqual([1, 2])
    expect(pageNumbers(1, 5)).toEqual([1, 2, null, 5])
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageNumbers(5, 9)).toEqual([1, null, 4, 5, 6, null, 9])
  })
})
