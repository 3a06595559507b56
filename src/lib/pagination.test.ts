import { describe, expect, it } from 'vitest'

import { pageNumbers } from './pagination'

describe('pageNumbers', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 2)).toEqual([1, 2])
    expect(pageNumbers(1, 5)).toEqual([1, 2, null, 5])
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageNumbers(5, 9)).toEqual([1, null, 4, 5, 6, null, 9])
  })
})
