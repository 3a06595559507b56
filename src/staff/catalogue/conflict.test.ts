import { describe, expect, it } from 'vitest'

import { productConflictChanges } from './conflict'

describe('productConflictChanges', () => {
  it('shows prices as the site shows them, not as stored numbers', () => {
    expect(productConflictChanges({ price: 7999.9, name: 'R12' }, { price: 4321, name: 'R12' })).toEqual([
      { field: 'price', label: 'Price', before: '$7,999.90', after: '$4,321.00' },
    ])
  })

  it('names a price removed or added as "on request", and keeps other fields as they are', () => {
    expect(productConflictChanges({ price: null, subtitle: 'a' }, { price: 12500, subtitle: 'b' })).toEqual([
      { field: 'subtitle', label: 'Subtitle', before: 'a', after: 'b' },
      { field: 'price', label: 'Price', before: 'on request', after: '$12,500.00' },
    ])
  })
})
