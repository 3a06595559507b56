import { describe, expect, it } from 'vitest'

import { richTextToPlain, sanitizeRichText } from './rich-text'

const p = (...content: unknown[]) => ({ type: 'paragraph', content })
const t = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) })
const doc = (...content: unknown[]) => ({ type: 'doc', content })

describe('rich text', () => {
  it('keeps what articles show: headings 2–3, paragraphs, lists, bold, italic, links, images, a button', () => {
    const input = doc(
      { type: 'heading', attrs: { level: 2 }, content: [t('What the K8 does')] },
      p(
        t('Fix in '),
        t('5 s', [{ type: 'bold' }]),
        t(', see '),
        t('the manual', [{ type: 'link', attrs: { href: '/product/k8-gnss-module' } }]),
      ),
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [p(t('L1'))] },
          { type: 'listItem', content: [p(t('L5'))] },
        ],
      },
      { type: 'image', attrs: { src: '/uploads/images/k8-800.webp', alt: 'The K8 module on a board' } },
      { type: 'callToAction', attrs: { href: '/contact?subject=quote-request', label: 'Ask for a quote' } },
    )
    const { doc: clean, removed } = sanitizeRichText(input)
    expect(removed).toEqual([])
    expect(clean).toEqual(input)
    expect(richTextToPlain(clean)).toBe(
      'What the K8 does\nFix in 5 s, see the manual\nL1\nL5\nThe K8 module on a board\nAsk for a quote',
    )
  })

  it('strips scripts, event handlers, iframes, style, unknown marks and javascript: links, and says what went', () => {
    const hostile = doc(
      { type: 'script', content: [t('alert(1)')] },
      { type: 'iframe', attrs: { src: 'https://evil.example' } },
      {
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'color:red' },
        content: [t('kept text', [{ type: 'bold', attrs: { onmouseover: 'x' } }])],
      },
      p(
        t('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)', onclick: 'x' } }]),
        t('x', [{ type: 'textStyle', attrs: { color: 'red' } }]),
      ),
      { type: 'image', attrs: { src: 'https://evil.example/pixel.gif', alt: 'tracker' } },
      { type: 'image', attrs: { src: '/uploads/images/a.webp', alt: '  ', onerror: 'alert(1)' } },
      { type: 'callToAction', attrs: { href: 'data:text/html,<script>alert(1)</script>', label: 'Go' } },
      { type: 'heading', attrs: { level: 1 }, content: [t('Big')] },
      p({ type: 'text', text: '<img src=x onerror=alert(1)>' }),
    )
    const { doc: clean, removed } = sanitizeRichText(hostile)
    const json = JSON.stringify(clean)
    for (const bad of [
      'script',
      'iframe',
      'onclick',
      'onmouseover',
      'onerror',
      'style',
      'javascript:',
      'data:',
      'evil',
    ]) {
      expect(json.replace('<img src=x onerror=alert(1)>', '')).not.toContain(bad)
    }
    // Text stays text: the renderer escapes it, it never becomes markup.
    expect(clean.content.at(-1)).toEqual(p(t('<img src=x onerror=alert(1)>')))
    expect(clean.content).toContainEqual(p(t('kept text', [{ type: 'bold' }])))
    expect(clean.content).toContainEqual({ type: 'paragraph', content: [t('Big')] })
    expect(removed).toEqual(
      expect.arrayContaining([
        'script',
        'iframe',
        'link with a disallowed address',
        'textStyle formatting',
        'image from outside the site',
        'image without alt text',
        'button with a disallowed address',
        'heading level 1 (made a paragraph)',
      ]),
    )
  })

  it('anything that is not a document becomes an empty one; deep nesting and huge inputs are bounded', () => {
    expect(sanitizeRichText('<p>hi</p>').doc).toEqual({ type: 'doc', content: [] })
    expect(sanitizeRichText(null).doc).toEqual({ type: 'doc', content: [] })
    let list: unknown = p(t('deep'))
    for (let i = 0; i < 20; i++) list = { type: 'bulletList', content: [{ type: 'listItem', content: [list] }] }
    const { removed } = sanitizeRichText(doc(list))
    expect(removed).toContain('lists nested too deep')
    const many = doc(...Array.from({ length: 10_000 }, () => p(t('x'))))
    expect(sanitizeRichText(many).doc.content.length).toBeLessThanOrEqual(5_000)
  })
})
