import { describe, expect, it } from 'vitest'

import type { Category, Product } from '@/lib/catalogue/types'
import type { QuoteRequest } from '@/server/quote/quote-list'

import { formatUsd } from '@/lib/i18n/format'

import { isolateLtr } from './bidi'
import { sampleCompanyFa } from './fixtures/sample-rtl'
import { countPages, hasPdftotext, pdfText } from './pdf-test-utils'
import {
  comparisonMarkdown,
  leadingSpecRows,
  quoteSummaryMarkdown,
  renderComparisonPdf,
  renderSpecificationsPdf,
  specificationsMarkdown,
} from './site-pdfs'

const category = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  name,
  slug: `c-${id}`,
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

describe('the specifications summary', () => {
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

  it('takes rows across groups up to the limit', () => {
    const rows = leadingSpecRows({ specifications: { A: { a1: '1', a2: '2' }, B: { b1: '3', b2: '4' } } }, 3)
    expect(rows).toEqual([
      ['a1', '1'],
      ['a2', '2'],
      ['b1', '3'],
    ])
  })

  it('speaks Dari: its own words, prices in Arabic-Indic digits kept left to right, names sorted in Dari', () => {
    const md = specificationsMarkdown(
      [
        product(30, 'گیرنده ب', null, { price: 12500, specifications: { عمومی: { وزن: '1.6 g' } } }),
        product(31, 'گیرنده آ', null),
      ],
      [],
      'fa',
    )
    expect(md).toContain('# سایر محصولات')
    expect(md).toContain(`**قیمت:** ${isolateLtr(formatUsd(12500, 'fa'))}`)
    expect(formatUsd(12500, 'fa')).toMatch(/^\$\s?۱۲٬۵۰۰٫۰۰$/)
    expect(md).toContain('| مشخصه | مقدار |')
    expect(md.indexOf('## گیرنده آ')).toBeLessThan(md.indexOf('## گیرنده ب'))
  })

  it.skipIf(!hasPdftotext)('typesets in Pashto, right to left', async () => {
    const pdf = await renderSpecificationsPdf({
      products: [product(40, 'د GNSS ماډیول', 2, { price: 249.5, specifications: { عمومي: { وزن: '1.6 g' } } })],
      tree: [category(2, 'ماډیولونه')],
      company: sampleCompanyFa,
      locale: 'ps',
    })
    expect(countPages(pdf)).toBe(1)
    // Word by word: until the Pashto copy is registered (messages.ts), the title is English, and poppler then reads
    // the page left to right (the order is tested on Dari and Pashto pages in rtl-documents.test.ts).
    const text = pdfText(pdf)
    for (const word of ['مشخصه', 'ارزښت', 'پاڼه', 'ماډیولونه', 'کټګوري', 'بیه', formatUsd(249.5, 'ps')])
      expect(text).toContain(word)
  })
})

describe('the comparison', () => {
  const a = product(1, 'Rover A', 1, { price: 1000, specifications: { GNSS: { Channels: '800', Weight: '1 kg' } } })
  const b = product(2, 'Rover B', 1, { price: null, specifications: { GNSS: { Channels: '1,408', Weight: '1 kg' } } })

  it('has a column per product and marks the rows that differ', () => {
    const md = comparisonMarkdown([a, b], false)
    expect(md).toContain('| Specification | Rover A | Rover B |')
    expect(md).toContain('| Price | $1,000.00 | On quotation |')
    expect(md).toContain('| Channels \\* | 800 | 1,408 |')
    expect(md).toContain('| Weight | 1 kg | 1 kg |')
    expect(comparisonMarkdown([a, b], true)).not.toContain('| Weight |')
  })

  it.skipIf(!hasPdftotext)('is typeset in the locale, prices in its digits', async () => {
    const pdf = await renderComparisonPdf({
      products: [a, b],
      differences: false,
      company: sampleCompanyFa,
      locale: 'fa',
    })
    const text = pdfText(pdf)
    for (const word of [formatUsd(1000, 'fa'), 'صفحه', 'مستندات', 'Rover B']) expect(text).toContain(word)
  })
})

describe('the quote summary', () => {
  const request: QuoteRequest = {
    submissionId: '00000000-0000-4000-8000-000000000000',
    reference: 'Q-2025-0042',
    name: 'Ahmad Zaki',
    email: 'ahmad@example.af',
    company: null,
    phone: '+93 700 123 456',
    message: 'Two rovers | for Herat',
    createdAt: new Date('2025-06-01T08:30:00Z'),
    items: [
      { slug: 'p-1', name: 'Rover A', quantity: 2 },
      { slug: 'p-2', name: 'Rover B', quantity: 12 },
      { slug: 'gone', name: 'Old rover', quantity: 1 },
    ],
  }
  const prices = new Map<string, number | null>([
    ['p-1', 1000],
    ['p-2', null],
  ])

  it('lists the items with quantity and today’s unit price, and the request as sent', () => {
    const md = quoteSummaryMarkdown(request, prices)
    expect(md).toContain('**Received:** 2025-06-01 08:30 UTC')
    expect(md).toContain('| Rover A | 2 | $1,000.00 |')
    expect(md).toContain('| Rover B | 12 | - |')
    expect(md).toContain('| Old rover | 1 | - |')
    expect(md).toContain('Two rovers \\| for Herat')
  })

  it('gives Dari figures and the Solar Hijri date in Kabul time', () => {
    const md = quoteSummaryMarkdown(request, prices, 'fa')
    expect(md).toContain('| Rover B | ۱۲ | - |')
    expect(md).toContain('۱۱ جوزا ۱۴۰۴ (۱ جون ۲۰۲۵)، ساعت ۱۳:۰۰ به وقت کابل')
  })
})
