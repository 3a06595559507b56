import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { sanitizeRichText } from '@/lib/content/rich-text'
import { RichTextView } from './rich-text-view'

const render = (input: unknown) =>
  renderToStaticMarkup(createElement(RichTextView, { doc: sanitizeRichText(input).doc }))
const t = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) })

describe('an article body on the page', () => {
  it('renders the allowed elements in the article styles, site links through the site link', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [t('Results')] },
        {
          type: 'paragraph',
          content: [
            t('See '),
            t('the K8', [{ type: 'link', attrs: { href: '/product/k8-gnss-module' } }]),
            t(' or '),
            t('the maker', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
          ],
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [t('One', [{ type: 'bold' }, { type: 'italic' }])] }],
            },
          ],
        },
        { type: 'image', attrs: { src: '/uploads/images/a.webp', alt: 'A rover', width: 800, height: 600 } },
        { type: 'callToAction', attrs: { href: 'mailto:sales@meridian.af', label: 'Write to sales' } },
      ],
    })
    expect(html).toContain('<h3 class="mt-8 text-lg font-semibold text-navy-900">Results</h3>')
    expect(html).toContain('href="/product/k8-gnss-module"')
    expect(html).toContain('<a href="https://example.com" rel="noopener"')
    expect(html).toContain('<ol class="mt-5 list-decimal')
    expect(html).toContain('<em><strong')
    expect(html).toContain('<img src="/uploads/images/a.webp" alt="A rover" width="800" height="600" loading="lazy"')
    expect(html).toContain('href="mailto:sales@meridian.af"')
  })

  it('no script, handler, iframe or javascript: link reaches the page; markup typed as text stays text', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'script', content: [t('alert(1)')] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
        },
        { type: 'paragraph', content: [t('<script>alert(1)</script><img src=x onerror=alert(1)>')] },
        { type: 'callToAction', attrs: { href: 'javascript:alert(1)', label: 'Go' } },
      ],
    })
    expect(html).not.toMatch(/<script|<iframe|<[^>]*\son\w+=|javascript:/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;')
  })
})
