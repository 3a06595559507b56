import { describe, expect, it } from 'vitest'

import {
  QUOTE_MAX_ITEMS,
  addToList,
  parseQuantity,
  parseQuoteList,
  quoteReference,
  removeFromList,
  serializeQuoteList,
  setQuantity,
} from './list'

describe('the quote list cookie', () => {
  it('round-trips and drops anything malformed', () => {
    const lines = [
      { slug: 'k8-gnss-module', quantity: 2 },
      { slug: 'r12-rover', quantity: 1 },
    ]
    expect(parseQuoteList(serializeQuoteList(lines))).toEqual(lines)
    expect(parseQuoteList('k8_2.BAD_1.x_0.y_1000.k8_3.z_1_2.w_5')).toEqual([
      { slug: 'k8', quantity: 2 },
      { slug: 'w', quantity: 5 },
    ])
    expect(parseQuoteList(undefined)).toEqual([])
    expect(parseQuoteList('%%%')).toEqual([])
  })

  it('keeps at most 30 products', () => {
    const many = Array.from({ length: 40 }, (_, i) => `p${i}_1`).join('.')
    expect(parseQuoteList(many)).toHaveLength(QUOTE_MAX_ITEMS)
    const full = parseQuoteList(many)
    expect(addToList(full, 'new-one', 1)).toEqual({ lines: full, added: false })
  })

  it('adds, adds up, sets and removes', () => {
    let lines = addToList([], 'a', 1).lines
    lines = addToList(lines, 'a', 2).lines
    lines = addToList(lines, 'b', 1).lines
    expect(lines).toEqual([
      { slug: 'a', quantity: 3 },
      { slug: 'b', quantity: 1 },
    ])
    expect(addToList([{ slug: 'a', quantity: 998 }], 'a', 5).lines).toEqual([{ slug: 'a', quantity: 999 }])
    expect(setQuantity(lines, 'b', 7)[1]).toEqual({ slug: 'b', quantity: 7 })
    expect(removeFromList(lines, 'a')).toEqual([{ slug: 'b', quantity: 1 }])
  })

  it('reads quantities forgivingly: clamped to 1..999, anything else is 1', () => {
    expect(parseQuantity('5')).toBe(5)
    expect(parseQuantity('0')).toBe(1)
    expect(parseQuantity('5000')).toBe(999)
    expect(parseQuantity('-3')).toBe(1)
    expect(parseQuantity('2.5')).toBe(1)
    expect(parseQuantity(null)).toBe(1)
  })

  it('makes a short reference from the submission id', () => {
    expect(quoteReference('3f9a1c2b-0000-4000-8000-000000000000')).toBe('Q-3F9A1C2B')
  })
})
