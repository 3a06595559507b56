import { describe, expect, it } from 'vitest'

import { allowedMethods, edgeAnswer, errorCacheControl, LOCKED_CSP, loggedPath } from './http-edge.mjs'

describe('answers the HTTP server gives before Next.js', () => {
  it('unknown methods: 405 with the methods that work and every security header', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'get']) {
      const a = edgeAnswer(method, '/about')
      expect(a?.status, method).toBe(405)
      expect(a?.headers).toMatchObject({
        Allow: 'GET, HEAD, POST, OPTIONS',
        'Content-Security-Policy': LOCKED_CSP,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Strict-Transport-Security': expect.stringContaining('max-age='),
      })
    }
    expect(JSON.parse(edgeAnswer('TRACE', '/api/public/products')!.body)).toEqual({
      error: { message: 'Method TRACE is not allowed.', issues: [] },
    })
  })

  it('a malformed percent-escape in the path: 400; in the query or well-formed: left to the app', () => {
    for (const url of ['/product/%E0%A4%A', '/%ZZ', '/uploads/images/%', '/api/public/products/%C0']) {
      expect(edgeAnswer('GET', url)?.status, url).toBe(400)
    }
    expect(edgeAnswer('GET', '/products?q=%ZZ')).toBeNull()
    expect(edgeAnswer('GET', '/product/k8%20gnss')).toBeNull()
  })

  it('OPTIONS lists only what works: read-only API, the contact API, pages, static files', () => {
    const allow = (path: string) => edgeAnswer('OPTIONS', path)?.headers.Allow
    expect(allow('/api/public/products')).toBe('GET, HEAD, OPTIONS')
    expect(allow('/api/contact')).toBe('POST, OPTIONS')
    expect(allow('/api/health')).toBe('GET, HEAD, OPTIONS')
    expect(allow('/contact')).toBe('GET, HEAD, POST, OPTIONS')
    expect(allow('/uploads/images/x.webp')).toBe('GET, HEAD, OPTIONS')
    expect(allow('/products/specifications/product-specifications.pdf')).toBe('GET, HEAD, OPTIONS')
    expect(edgeAnswer('OPTIONS', '/about')?.status).toBe(204)
    // The staff API's route modules export only what they implement: Next's own answer is right there.
    expect(allowedMethods('/api/admin/products')).toBeNull()
    expect(edgeAnswer('OPTIONS', '/api/admin/products')).toBeNull()
  })

  it('PUT, PATCH, DELETE on pages and files: 405; the API answers its own', () => {
    expect(edgeAnswer('DELETE', '/about')?.status).toBe(405)
    expect(edgeAnswer('PUT', '/')?.status).toBe(405)
    expect(edgeAnswer('PATCH', '/images/logo.svg')?.status).toBe(405)
    expect(edgeAnswer('POST', '/contact')).toBeNull()
    expect(edgeAnswer('GET', '/about')).toBeNull()
    expect(edgeAnswer('DELETE', '/api/public/products')).toBeNull()
  })

  it('error answers do not keep a long Cache-Control', () => {
    expect(errorCacheControl(404, 'public, max-age=86400, stale-while-revalidate=604800')).toBe('public, max-age=60')
    expect(errorCacheControl(500, 'public, max-age=300')).toBe('no-store')
    expect(errorCacheControl(404, 'public, max-age=60')).toBeUndefined()
    expect(errorCacheControl(200, 'public, max-age=86400')).toBeUndefined()
    expect(errorCacheControl(404, undefined)).toBeUndefined()
  })
})

describe('the path a request is logged with', () => {
  it('has no query string and no private link token, in any language', () => {
    const token = 'Zx8-secret-token-of-43-characters-abcdefghi'
    expect(loggedPath(`/q/${token}`)).toBe('/q/[token]')
    expect(loggedPath(`/q/${token}/pdf?lang=fa`)).toBe('/q/[token]/pdf')
    expect(loggedPath(`/service/status/${token}`)).toBe('/service/status/[token]')
    expect(loggedPath(`/fa/service/status/${token}?new=1`)).toBe('/fa/service/status/[token]')
    expect(loggedPath(`/ps/service/status/${token}/slip.pdf`)).toBe('/ps/service/status/[token]/slip.pdf')
    expect(loggedPath(`/service/certificates/${token}`)).toBe('/service/certificates/[token]')
    // What is not a private link stays as it is.
    expect(loggedPath('/service/status?ref=R-2026-0001&phone=1234')).toBe('/service/status')
    expect(loggedPath('/fa/warranty?serial=ABC123')).toBe('/fa/warranty')
    expect(loggedPath('/product/k8-gnss-module')).toBe('/product/k8-gnss-module')
    expect(loggedPath(`/news/${'a'.repeat(600)}`)).toHaveLength(512)
  })
})
