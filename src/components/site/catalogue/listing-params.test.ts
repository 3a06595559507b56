import { describe, expect, it } from 'vitest'

import { listingSearch, parseListingParams } from './listing-params'
import { metaSummary } from './meta-text'

describe('parseListingParams', () => {
  it('reads q and sort, with defaults', () => {
    expect(parseListingParams({})).toEqual({ q: '', sort: 'name' })
    expect(parseListingParams({ q: '  rover ', sort: 'price' })).toEqual({ q: 'rover', sort: 'price' })
    expect(parseListingParams(new URLSearchParams('q=k8&sort=created_at'))).toEqual({ q: 'k8', sort: 'created_at' })
  })

  it('falls back on unknown values and takes the first of repeated ones', () => {
    expect(parseListingParams({ sort: 'cheapest' })).toEqual({ q: '', sort: 'name' })
    expect(parseListingParams({ sort: 'newest' }).sort).toBe('created_at')
    expect(parseListingParams({ q: ['a', 'b'] }).q).toBe('a')
    expect(parseListingParams({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})

describe('listingSearch', () => {
  it('omits defaults and keeps other parameters', () => {
    expect(listingSearch({ q: '', sort: 'name' })).toBe('')
    expect(listingSearch({ q: 'gnss rover', sort: 'price' })).toBe('?q=gnss+rover&sort=price')
    expect(listingSearch({ q: '', sort: 'name' }, new URLSearchParams('q=old&sort=price&utm=1'))).toBe('?utm=1')
  })
})

describe('metaSummary', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(metaSummary('Short  text.')).toBe('Short text.')
    const long = 'word '.repeat(60)
    const cut = metaSummary(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('word…')).toBe(true)
  })
})
