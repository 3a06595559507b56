import { describe, expect, it } from 'vitest'

import { DEFAULT_FALLBACK_IMAGE, FALLBACK_IMAGES, fallbackImageForCategory, resolveImageUrl } from './images'

describe('resolveImageUrl: the spec image path rules', () => {
  it('builds /uploads/images/{filename} when only a filename is known', () => {
    expect(resolveImageUrl({ filename: 'k8-1280.webp' })).toBe('/uploads/images/k8-1280.webp')
  })

  it('prefers url over path over filename', () => {
    expect(resolveImageUrl({ url: '/a.webp', path: '/b.webp', filename: 'c.webp' })).toBe('/a.webp')
    expect(resolveImageUrl({ path: '/b.webp', filename: 'c.webp' })).toBe('/b.webp')
  })

  it('turns backslashes into slashes', () => {
    expect(resolveImageUrl({ path: 'uploads\\images\\x.webp' })).toBe('/uploads/images/x.webp')
  })

  it('uses absolute URLs as they are', () => {
    expect(resolveImageUrl({ url: 'https://cdn.example.com/x.webp' }, { mediaBase: 'https://media.example' })).toBe(
      'https://cdn.example.com/x.webp',
    )
    expect(resolveImageUrl('//cdn.example.com/x.webp')).toBe('//cdn.example.com/x.webp')
  })

  it('prefixes relative paths with the media base, without doubling slashes', () => {
    expect(resolveImageUrl({ url: 'uploads/images/x.webp' }, { mediaBase: 'https://media.example/' })).toBe(
      'https://media.example/uploads/images/x.webp',
    )
    expect(resolveImageUrl({ url: '/uploads/images/x.webp' }, { mediaBase: 'https://media.example' })).toBe(
      'https://media.example/uploads/images/x.webp',
    )
    expect(resolveImageUrl({ url: 'uploads/images/x.webp' })).toBe('/uploads/images/x.webp')
  })

  it('falls back when there is no image, an empty one, or a dangerous scheme', () => {
    expect(resolveImageUrl(null)).toBe(DEFAULT_FALLBACK_IMAGE)
    expect(resolveImageUrl(undefined)).toBe(DEFAULT_FALLBACK_IMAGE)
    expect(resolveImageUrl({ url: '  ', filename: '' })).toBe(DEFAULT_FALLBACK_IMAGE)
    expect(resolveImageUrl({ url: 'javascript:alert(1)' })).toBe(DEFAULT_FALLBACK_IMAGE)
    expect(resolveImageUrl({ url: 'data:text/html,<x>' }, { fallback: '/f.svg' })).toBe('/f.svg')
  })

  it('encodes a filename so it cannot add path segments', () => {
    expect(resolveImageUrl({ filename: '../secret.webp' })).toBe('/uploads/images/..%2Fsecret.webp')
  })
})

describe('fallbackImageForCategory (docs/product.md §8)', () => {
  it.each([
    ['GNSS Receivers', FALLBACK_IMAGES.gnss],
    ['RTK receiver kits', FALLBACK_IMAGES.gnss],
    ['3D Laser Scanners', FALLBACK_IMAGES.scanner],
    ['SLAM scanner', FALLBACK_IMAGES.scanner],
    ['Radar Monitoring', FALLBACK_IMAGES.radar],
    ['Slope monitoring', FALLBACK_IMAGES.radar],
    ['Total Stations', FALLBACK_IMAGES.gnss],
    ['', FALLBACK_IMAGES.gnss],
    [null, FALLBACK_IMAGES.gnss],
  ])('%s → %s', (name, expected) => {
    expect(fallbackImageForCategory(name)).toBe(expected)
  })
})
