import { describe, expect, it } from 'vitest'

import { linkKind } from './links'

describe('content links', () => {
  it.each([
    ['https://example.com/page?x=1', 'web'],
    ['http://example.com', 'web'],
    ['mailto:sales@meridian.af', 'email'],
    ['tel:+93 20 230 1234', 'phone'],
    ['/products/category/gnss-receivers', 'site'],
    ['/contact?subject=quote-request', 'site'],
  ])('%s is a %s link', (href, kind) => {
    expect(linkKind(href)).toBe(kind)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/\\evil.example/',
    'https://',
    'ftp://example.com/file',
    'mailto:',
    'tel:call-me',
    '',
  ])('%j is refused', (href) => {
    expect(linkKind(href)).toBeNull()
  })
})
