import { describe, expect, it } from 'vitest'

import { templateOf } from './axe'

describe('axe scans once per page template', () => {
  it('names a URL by its template: locale kept, dynamic segments, ids and tokens as their route, query names', () => {
    const base = 'http://127.0.0.1:3100'
    expect(templateOf(`${base}/product/k8-gnss-module`)).toBe('/product/[slug]')
    expect(templateOf(`${base}/fa/product/r12-rover?tab=specifications`)).toBe('/fa/product/[slug]?tab')
    expect(templateOf(`${base}/products/category/gnss-receivers?page=2&q=rtk`)).toBe('/products/category/[slug]?page&q')
    expect(templateOf(`${base}/ps`)).toBe('/ps/')
    expect(templateOf(`${base}/`)).toBe('/')
    expect(templateOf(`${base}/about`)).toBe('/about')
    expect(templateOf(`${base}/no/such/page`)).toBe('/[...missing]')
    expect(templateOf(`${base}/admin/leads/42/quotations/7`)).toBe('/admin/leads/[id]/quotations/[id]')
    expect(templateOf(`${base}/q/${'a'.repeat(43)}`)).toBe('/q/[id]')
    // Two products are one template; a product and a category are two.
    expect(templateOf(`${base}/product/a`)).toBe(templateOf(`${base}/product/b`))
    expect(templateOf(`${base}/product/a`)).not.toBe(templateOf(`${base}/products/category/a`))
  })
})
