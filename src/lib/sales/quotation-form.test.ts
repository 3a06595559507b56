import { describe, expect, it } from 'vitest'

import { quotationDraftSchema, type QuotationDraft } from './quotation-form'

/** A draft as the editor sends it, with `count` lines of `quantity` × `unitPrice`. */
function draft(count: number, quantity: string, unitPrice: string): QuotationDraft {
  return {
    lines: Array.from({ length: count }, (_, i) => ({
      key: `l${i}`,
      productId: '',
      name: `Line ${i + 1}`,
      model: '',
      quantity,
      unitPrice,
      discount: '',
    })),
    afnRate: '',
    rateDate: '',
    validUntil: '2026-12-31',
    deliveryTime: '',
    paymentTerms: '',
    warranty: '',
    notes: '',
    language: 'en',
  }
}

const issuesOf = (d: QuotationDraft) => {
  const parsed = quotationDraftSchema.safeParse(d)
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('the quotation draft schema', () => {
  it('takes lines adding up to $1,000,000,000.00 and refuses a cent more, on the lines', () => {
    // Each line is within its own limits (1,000 units at $100,000.00); together they pass the quotation's.
    expect(issuesOf(draft(10, '1000', '100000.00'))).toEqual([])
    expect(issuesOf(draft(10, '1000', '100000.01'))).toEqual([
      ['lines', 'The lines add up to more than $1,000,000,000.00.'],
    ])
    // Far past 2^53 cents, where a sum would no longer be exact: refused, not rounded.
    expect(issuesOf(draft(200, '100000', '100000000.00'))).toEqual([
      ['lines', 'The lines add up to more than $1,000,000,000.00.'],
    ])
  })

  it('names each refused field of a line: no line, a negative quantity, a discount over 100 %, a zero rate', () => {
    expect(issuesOf(draft(0, '1', '1.00'))).toEqual([['lines', 'A quotation needs at least one line.']])
    const bad = draft(1, '-2', '10.00')
    bad.lines[0]!.discount = '100.5'
    bad.afnRate = '0'
    bad.rateDate = '2026-12-01'
    expect(issuesOf(bad)).toEqual([
      ['lines.0.quantity', 'The quantity is a whole number, 1 or more.'],
      ['lines.0.discount', 'A discount is 0 to 100 %.'],
      ['afnRate', 'The rate is more than zero.'],
    ])
  })
})
