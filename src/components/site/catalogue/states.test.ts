import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ProductError from '../../../app/[locale]/product/error'
import CategoryError from '../../../app/[locale]/products/category/error'
import ProductsError from '../../../app/[locale]/products/(index)/error'

// The route error boundaries (docs/product.md §8) cannot be reached in the browser tests without breaking the
// server; their texts are checked here by rendering them.

const retry = () => {}
const withDigest = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '12345' })

describe('product error state', () => {
  it('shows "Error Loading Product" with the message', () => {
    const html = renderToStaticMarkup(createElement(ProductError, { error: new Error('Network down'), retry }))
    expect(html).toContain('Error Loading Product')
    expect(html).toContain('Network down')
    expect(html).toContain('Back to Products')
    expect(html).toContain('href="/products"')
    expect(html).toContain('Try Again')
  })

  it('falls back to "Failed to load product details" when the message is hidden or missing', () => {
    expect(renderToStaticMarkup(createElement(ProductError, { error: withDigest, retry }))).toContain(
      'Failed to load product details',
    )
    expect(renderToStaticMarkup(createElement(ProductError, { error: 'not an Error', retry }))).toContain(
      'Failed to load product details',
    )
  })
})

describe('listing error states', () => {
  it('show "Error loading products: {message}" with a retry hint, never the admin-server hint', () => {
    for (const Component of [CategoryError, ProductsError]) {
      const shown = renderToStaticMarkup(
        createElement(Component, { error: new Error('HTTP error! status: 500'), retry }),
      )
      expect(shown).toContain('Error loading products: HTTP error! status: 500')
      expect(shown).toContain('Check your connection and try again.')
      expect(shown).not.toContain('3001')
      const hidden = renderToStaticMarkup(createElement(Component, { error: withDigest, retry }))
      expect(hidden).toContain('Error loading products: the catalogue is temporarily unavailable')
    }
  })
})
