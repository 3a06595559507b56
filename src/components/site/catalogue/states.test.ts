import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { errorCopy } from '@/content/client-copy'
import type { Locale } from '@/lib/i18n/locales'
import { ErrorCopyProvider } from '../error-copy'
import ProductError from '../../../app/[locale]/product/error'
import CategoryError from '../../../app/[locale]/products/category/error'
import ProductsError from '../../../app/[locale]/products/(index)/error'

// The route error boundaries (docs/product.md §8) cannot be reached in the browser tests without breaking the
// server; their texts are checked here by rendering them.

const retry = () => {}

/** An error boundary as the site layout renders it: inside the page locale's error copy. */
function render(
  Component: (props: { error: unknown; retry: () => void }) => React.ReactNode,
  error: unknown,
  locale: Locale = 'en',
): string {
  return renderToStaticMarkup(
    createElement(ErrorCopyProvider, { copy: errorCopy(locale), children: createElement(Component, { error, retry }) }),
  )
}
const withDigest = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '12345' })

describe('product error state', () => {
  it('shows "Error Loading Product" with the message', () => {
    const html = render(ProductError, new Error('Network down'))
    expect(html).toContain('Error Loading Product')
    expect(html).toContain('Network down')
    expect(html).toContain('Back to Products')
    expect(html).toContain('href="/products"')
    expect(html).toContain('Try Again')
  })

  it('falls back to "Failed to load product details" when the message is hidden or missing', () => {
    expect(render(ProductError, withDigest)).toContain('Failed to load product details')
    expect(render(ProductError, 'not an Error')).toContain('Failed to load product details')
  })
})

describe('listing error states', () => {
  it('show "Error loading products: {message}" with a retry hint, never the admin-server hint', () => {
    for (const Component of [CategoryError, ProductsError]) {
      const shown = render(Component, new Error('HTTP error! status: 500'))
      expect(shown).toContain('Error loading products: HTTP error! status: 500')
      expect(shown).toContain('Check your connection and try again.')
      expect(shown).not.toContain('3001')
      const hidden = render(Component, withDigest)
      expect(hidden).toContain('Error loading products: the catalogue is temporarily unavailable')
    }
  })
})

describe('error states in Dari and Pashto (decision 032)', () => {
  it("speak the page locale, from the layout's error copy", () => {
    const fa = render(ProductError, withDigest, 'fa')
    expect(fa).toContain(errorCopy('fa').product.title)
    expect(fa).not.toContain('Error Loading Product')
    const ps = render(ProductsError, withDigest, 'ps')
    expect(ps).toContain(errorCopy('ps').products.retry)
    expect(ps).not.toContain('Error loading products')
  })
})
