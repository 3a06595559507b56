import { describe, expect, it } from 'vitest'

import type { CategoryRow, ProductRow, StoredImage } from '@/server/db/schema'
import { formatBytes, toCategory, toDownload, toImage, toProduct } from './dto'

const image: StoredImage = {
  id: 'p-1',
  filename: 'p-abc-1280.webp',
  alt: 'A receiver',
  width: 1280,
  height: 960,
  source: 'abc.svg',
  variants: [
    { filename: 'p-abc-640.webp', width: 640, format: 'webp' },
    { filename: 'p-abc-320.webp', width: 320, format: 'webp' },
    { filename: 'p-abc-320.avif', width: 320, format: 'avif' },
    { filename: 'p-abc-1280.webp', width: 1280, format: 'webp' },
  ],
}

const category: CategoryRow = {
  id: 3,
  slug: 'rtk-rovers',
  name: 'RTK Rovers',
  description: 'Rovers.',
  parentId: 1,
  sortOrder: 2,
  isActive: true,
  icon: 'satellite',
  image: null,
  serialPattern: null,
  features: ['Tilt'],
  translations: {},
  sourceHash: 'h',
  createdAt: new Date('2024-01-01T00:00:00Z'),
  updatedAt: new Date('2024-01-02T00:00:00Z'),
}

const row: ProductRow = {
  id: 9,
  slug: 'r12-rover',
  name: 'R12',
  title: 'R12 rover',
  subtitle: 'Tilt rover',
  shortDescription: 'Short.',
  description: 'Long.',
  categoryId: 3,
  series: 'R Series',
  isActive: true,
  isFeatured: false,
  price: '12500.50',
  sortOrder: 0,
  images: [image],
  gallery: [{ id: 'g1', number: 1, title: 'Engine', description: 'Fast.', image }],
  keyFeatures: ['IP67'],
  features: [],
  highlights: [{ number: '8 mm', title: 'RTK', description: 'Horizontal.' }],
  specifications: [
    {
      group: 'Zeta group first',
      rows: [
        { label: 'b label', value: '2' },
        { label: 'a label', value: '1' },
      ],
    },
    { group: 'Alpha group second', rows: [{ label: 'x', value: 'y' }] },
  ],
  applications: ['Cadastre'],
  downloads: [
    {
      name: 'Datasheet',
      type: 'PDF',
      filename: 'r12-datasheet-1234abcd.pdf',
      bytes: 56_320,
      source: { generate: 'datasheet' },
    },
  ],
  translations: {},
  sourceHash: 'h',
  version: 1,
  createdAt: new Date('2025-05-01T08:00:00Z'),
  updatedAt: new Date('2025-05-02T08:00:00Z'),
}

describe('toProduct', () => {
  const ctx = { mediaBase: '' }
  it('maps a row to the spec shape', () => {
    const p = toProduct(row, category, ctx)
    expect(p).toMatchObject({
      id: 9,
      slug: 'r12-rover',
      short_description: 'Short.',
      category: { id: 3, name: 'RTK Rovers', slug: 'rtk-rovers' },
      category_id: 3,
      key_features: ['IP67'],
      price: 12500.5,
      is_featured: false,
      created_at: '2025-05-01T08:00:00.000Z',
    })
    expect(p.gallery[0]).toMatchObject({
      id: 'g1',
      number: 1,
      title: 'Engine',
      image: { url: '/uploads/images/p-abc-1280.webp' },
    })
    expect(p.downloads[0]).toEqual({
      name: 'Datasheet',
      type: 'PDF',
      size: '55 KB',
      bytes: 56_320,
      url: '/uploads/files/r12-datasheet-1234abcd.pdf',
      filename: 'r12-datasheet-1234abcd.pdf',
    })
  })

  it('keeps specification groups and rows in catalogue order', () => {
    const specs = toProduct(row, category, ctx).specifications
    expect(Object.keys(specs)).toEqual(['Zeta group first', 'Alpha group second'])
    expect(Object.keys(specs['Zeta group first']!)).toEqual(['b label', 'a label'])
  })

  it('a missing price is null, a missing category is null', () => {
    const p = toProduct({ ...row, price: null, categoryId: null }, undefined, ctx)
    expect(p.price).toBeNull()
    expect(p.category).toBeNull()
  })
})

describe('toImage', () => {
  it('orders srcsets by width, AVIF before WebP, and prefixes the media base', () => {
    const img = toImage({ ...image, share: 'p-abc-share.jpg' }, { mediaBase: 'https://media.example' })
    expect(img.share_url).toBe('https://media.example/uploads/images/p-abc-share.jpg')
    expect(toImage(image, { mediaBase: '' }).share_url).toBeNull()
    expect(img.url).toBe('https://media.example/uploads/images/p-abc-1280.webp')
    expect(img.path).toBe('/uploads/images/p-abc-1280.webp')
    expect(img.sources).toEqual([
      { type: 'image/avif', srcset: 'https://media.example/uploads/images/p-abc-320.avif 320w' },
      {
        type: 'image/webp',
        srcset:
          'https://media.example/uploads/images/p-abc-320.webp 320w, ' +
          'https://media.example/uploads/images/p-abc-640.webp 640w, ' +
          'https://media.example/uploads/images/p-abc-1280.webp 1280w',
      },
    ])
  })
})

describe('toCategory and helpers', () => {
  it('adds the canonical link, count and children', () => {
    const c = toCategory(category, { productCount: 4, children: [] }, { mediaBase: '' })
    expect(c).toMatchObject({
      id: 3,
      slug: 'rtk-rovers',
      link: '/products/category/rtk-rovers',
      product_count: 4,
      parent_id: 1,
      image: null,
      children: [],
    })
  })

  it.each([
    [512, '512 B'],
    [1024, '1 KB'],
    [56_320, '55 KB'],
    [1_572_864, '1.5 MB'],
  ])('formatBytes(%d) = %s', (n, s) => expect(formatBytes(n)).toBe(s))

  it('download URLs are encoded', () => {
    expect(
      toDownload(
        { name: 'x', type: 'PDF', filename: 'a b.pdf', bytes: 1, source: { file: 'x.pdf' } },
        { mediaBase: '' },
      ).url,
    ).toBe('/uploads/files/a%20b.pdf')
  })
})
