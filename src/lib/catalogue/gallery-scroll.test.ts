import { describe, expect, it } from 'vitest'

import { clampIndex, galleryIndexForScroll, isInViewport } from './gallery-scroll'

describe('galleryIndexForScroll', () => {
  const base = { height: 600, viewportHeight: 800, count: 3 }

  it('is 0 before the section enters and the last index after it leaves (clamped)', () => {
    expect(galleryIndexForScroll({ ...base, top: 2000 })).toBe(0)
    expect(galleryIndexForScroll({ ...base, top: 800 })).toBe(0)
    expect(galleryIndexForScroll({ ...base, top: -600 })).toBe(2)
    expect(galleryIndexForScroll({ ...base, top: -5000 })).toBe(2)
  })

  it('moves in proportion to how far the section has travelled through the viewport', () => {
    // travel = 1400 px: bands of 466.7 px.
    expect(galleryIndexForScroll({ ...base, top: 800 - 400 })).toBe(0)
    expect(galleryIndexForScroll({ ...base, top: 800 - 500 })).toBe(1)
    expect(galleryIndexForScroll({ ...base, top: 800 - 900 })).toBe(1)
    expect(galleryIndexForScroll({ ...base, top: 800 - 1000 })).toBe(2)
  })

  it('copes with degenerate input', () => {
    expect(galleryIndexForScroll({ ...base, count: 0, top: 0 })).toBe(0)
    expect(galleryIndexForScroll({ top: 0, height: 0, viewportHeight: 0, count: 3 })).toBe(0)
    expect(galleryIndexForScroll({ ...base, count: 1, top: -300 })).toBe(0)
  })
})

describe('clampIndex', () => {
  it('keeps an index in range', () => {
    expect(clampIndex(-1, 3)).toBe(0)
    expect(clampIndex(5, 3)).toBe(2)
    expect(clampIndex(1.7, 3)).toBe(1)
    expect(clampIndex(Number.NaN, 3)).toBe(0)
    expect(clampIndex(2, 0)).toBe(0)
  })
})

describe('isInViewport', () => {
  it('is true only while part of the section is visible', () => {
    expect(isInViewport(100, 600, 800)).toBe(true)
    expect(isInViewport(800, 600, 800)).toBe(false)
    expect(isInViewport(-600, 600, 800)).toBe(false)
    expect(isInViewport(-599, 600, 800)).toBe(true)
    expect(isInViewport(0, 0, 800)).toBe(false)
  })
})
