import { describe, expect, it } from 'vitest'

import { smallestSources } from './product-picture'

describe('smallestSources (data saver)', () => {
  it('keeps each format at the smallest width any format offers and drops formats without it', () => {
    expect(
      smallestSources([
        { type: 'image/avif', srcset: '/a-640.avif 640w, /a-960.avif 960w' },
        { type: 'image/webp', srcset: '/a-320.webp 320w, /a-640.webp 640w, /a-1280.webp 1280w' },
      ]),
    ).toEqual([{ type: 'image/webp', srcset: '/a-320.webp 320w' }])
    expect(
      smallestSources([
        { type: 'image/avif', srcset: '/b-320.avif 320w,/b-640.avif 640w' },
        { type: 'image/webp', srcset: '/b-640.webp 640w, /b-320.webp 320w' },
      ]),
    ).toEqual([
      { type: 'image/avif', srcset: '/b-320.avif 320w' },
      { type: 'image/webp', srcset: '/b-320.webp 320w' },
    ])
  })
})
