import { describe, expect, it } from 'vitest'

import { coverImageSchema } from './kinds'
import { sanitizeRichText } from './rich-text'
import { siteImageSrc } from './image-src'

describe("a content image's source", () => {
  it("is one of the site's own images, its path normalised", () => {
    expect(siteImageSrc('/uploads/images/k8-800.webp')).toBe('/uploads/images/k8-800.webp')
    expect(siteImageSrc('/images/news/./expo.svg')).toBe('/images/news/expo.svg')
    expect(siteImageSrc('/images/news/../expo.svg')).toBe('/images/expo.svg')
  })

  it('never leaves the image folders by dot segments, nor takes a path a browser would not ask for', () => {
    for (const src of [
      '/images/../admin',
      '/images/../admin/accounts',
      '/uploads/images/../../admin',
      '/uploads/images/../leads.csv',
      '/images/..',
      '/images//a.svg',
      '/../images/a.svg',
      'images/a.svg',
      '//evil.example/images/a.svg',
      '/images/%2e%2e/admin',
    ])
      expect(siteImageSrc(src), src).toBeNull()
  })

  it('is checked so by the rich-text body and the cover and page image fields', () => {
    const image = (src: string) => ({ type: 'doc', content: [{ type: 'image', attrs: { src, alt: 'A receiver' } }] })
    const kept = sanitizeRichText(image('/images/./a.svg'))
    expect(kept.doc.content).toEqual([{ type: 'image', attrs: { src: '/images/a.svg', alt: 'A receiver' } }])
    const dropped = sanitizeRichText(image('/images/../admin'))
    expect(dropped.doc.content).toEqual([])
    expect(dropped.removed).toContain('image from outside the site')
    expect(coverImageSchema.safeParse({ src: '/images/../admin', alt: 'x' }).success).toBe(false)
    expect(coverImageSchema.parse({ src: '/images/./a.svg', alt: 'x' }).src).toBe('/images/a.svg')
  })
})
