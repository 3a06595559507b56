import { describe, expect, it } from 'vitest'

import { formatPrice, padNumber } from './format'

describe('formatPrice', () => {
  it.each([
    [249.5, '$249.50'],
    [12500, '$12,500.00'],
    [0.1, '$0.10'],
    [1234567.891, '$1,234,567.89'],
  ])('%d → %s', (n, s) => expect(formatPrice(n)).toBe(s))
})

describe('padNumber', () => {
  it.each([
    [1, '01'],
    [9, '09'],
    [10, '10'],
    [99, '99'],
  ])('%d → %s', (n, s) => expect(padNumber(n)).toBe(s))
})
