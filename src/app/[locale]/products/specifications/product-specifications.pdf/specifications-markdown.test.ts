import { describe, expect, it } from 'vitest'

import type { Category, Product } from '@/lib/catalogue/types'
import { leadingSpecRows, specificationsMarkdown } from './specifications-markdown'

const category = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: '',
  parent_id: null,
  icon: null,
  image: null,
  features: [],
  is_active: true,
  sort_order: id,
  link: '',
  product_count: 0,
  children,
})

const product = (id: number, name: string, categoryId: number | null, extra: Partial<Product> = {}): Product => ({
  id,
  slug: `p-${id}`,
  name,
  title: name,
  subtitle: '',
  short_description: '',
  description: '',
  category: categoryId === null ? null : { id: categoryId, name: `Cat ${categoryId}`, slug: `cat-${categoryId}` },
  category_id: categoryId,
  series: '',
  images: [],
  gallery: [],
  key_features: [],
  features: [],
  highlights: [],
  specifications: {},
  applications: [],
  downloads: [],
  is_featured: false,
  is_active: true,
  price: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...extra,
})

describe('specificationsMarkdown', () => {
  const tree = [category(1, 'Receivers', [category(3, 'Rovers')]), category(2, 'Scanners')]

  it('groups products under their top-level category, in tree order, names sorted', () => {
    const md = specificationsMarkdown(
      [
        product(10, 'Zeta Scanner', 2),
        product(11, 'Beta Rover', 3, { price: 12500, series: 'B Series' }),
        product(12, 'Alpha Rover', 3),
      ],
      tree,
    )
    expect(md.indexOf('# Receivers')).toBeLessThan(md.indexOf('## Alpha Rover'))
    expect(md.indexOf('## Alpha Rover')).toBeLessThan(md.indexOf('## Beta Rover'))
    expect(md.indexOf('## Beta Rover')).toBeLessThan(md.indexOf('# Scanners'))
    expect(md).toContain('**Price:** $12,500.00')
    expect(md).toContain('**Series:** B Series')
    expect(md).toContain('**Price:** Price on request')
  })

  it('escapes table cells and lists products without a category last', () => {
    const md = specificationsMarkdown(
      [product(20, 'Loose', null, { specifications: { Main: { 'Ports | pins': 'A|B', Code: '`x`' } } })],
      tree,
    )
    expect(md).toContain('# Other products')
    expect(md).toContain('| Ports \\| pins | A\\|B |')
    expect(md).toContain('| Code | \\`x\\` |')
    expect(md).not.toContain('# Receivers')
  })
})

describe('leadingSpecRows', () => {
  it('takes rows across groups up to the limit', () => {
    const rows = leadingSpecRows({ specifications: { A: { a1: '1', a2: '2' }, B: { b1: '3', b2: '4' } } }, 3)
    expect(rows).toEqual([
      ['a1', '1'],
      ['a2', '2'],
      ['b1', '3'],
    ])
  })
})
