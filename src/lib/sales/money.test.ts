import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  CENTS,
  FULL_DISCOUNT,
  MONEY_LIMITS,
  RATE_SCALE,
  formatDecimal,
  lineAmounts,
  parseDecimal,
  quotationNumber,
  quotationTotals,
  revisionLabel,
} from './money'

describe('parseDecimal', () => {
  it('reads what staff type into integers of the smallest unit, never through a float', () => {
    expect(parseDecimal('1,250.5', 2)).toEqual({ ok: true, value: 125050 })
    expect(parseDecimal(' 12 ', 2)).toEqual({ ok: true, value: 1200 })
    expect(parseDecimal('.5', 2)).toEqual({ ok: true, value: 50 })
    expect(parseDecimal('0.07', 2)).toEqual({ ok: true, value: 7 })
    // 0.1 + 0.2 is not 0.3 in floating point; here it is 10 + 20 = 30 cents.
    expect(
      (parseDecimal('0.1', 2) as { value: number }).value + (parseDecimal('0.2', 2) as { value: number }).value,
    ).toBe(30)
    expect(parseDecimal('70.1234', 4)).toEqual({ ok: true, value: 701234 })
    expect(parseDecimal('12 500 000', 2)).toEqual({ ok: true, value: 1_250_000_000 })
  })

  it('names what is wrong with anything else', () => {
    expect(parseDecimal('', 2)).toEqual({ ok: false, reason: 'empty' })
    expect(parseDecimal('abc', 2)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(parseDecimal('1e3', 2)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(parseDecimal('.', 2)).toEqual({ ok: false, reason: 'not-a-number' })
    expect(parseDecimal('1.234', 2)).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseDecimal('-5', 2)).toEqual({ ok: false, reason: 'negative' })
    expect(parseDecimal('-0', 2)).toEqual({ ok: true, value: 0 })
    expect(parseDecimal('101', 2, 10_000)).toEqual({ ok: false, reason: 'too-large' })
    expect(parseDecimal('99999999999999999999', 2)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('writes an amount back as the field shows it', () => {
    expect(formatDecimal(125050, 2)).toBe('1250.50')
    expect(formatDecimal(7, 2)).toBe('0.07')
    expect(formatDecimal(0, 2)).toBe('0.00')
    expect(formatDecimal(701234, 4)).toBe('70.1234')
    expect(formatDecimal(-150, 2)).toBe('-1.50')
  })
})

describe('line amounts and totals', () => {
  it('rounds each line discount half away from zero, to the cent', () => {
    // 3 × $10.05 = $30.15; 12.5 % of it is 376.875 cents -> 377.
    expect(lineAmounts({ quantity: 3, unitCents: 1005, discountBasisPoints: 1250 })).toEqual({
      gross: 3015,
      discount: 377,
      net: 2638,
    })
    // Exactly half a cent rounds up: 1 × $0.01 at 50 % is 0.5 cents -> 1.
    expect(lineAmounts({ quantity: 1, unitCents: 1, discountBasisPoints: 5000 }).discount).toBe(1)
    expect(lineAmounts({ quantity: 2, unitCents: 99_999, discountBasisPoints: 0 }).discount).toBe(0)
    expect(lineAmounts({ quantity: 2, unitCents: 99_999, discountBasisPoints: 10_000 }).net).toBe(0)
  })

  it('adds the lines so that the figures on the quotation check out with a calculator', () => {
    const totals = quotationTotals(
      [
        { quantity: 2, unitCents: 1_250_000, discountBasisPoints: 500 }, // 2 receivers at $12,500, 5 % off
        { quantity: 1, unitCents: 349_999, discountBasisPoints: 1250 }, // a controller, 12.5 % off
        { quantity: 1, unitCents: 40_000, discountBasisPoints: 0 }, // training, a free line
      ],
      703_500, // 70.35 AFN per USD
    )
    expect(totals.lines.map((l) => l.net)).toEqual([2_375_000, 306_249, 40_000])
    expect(totals.subtotal).toBe(2_500_000 + 349_999 + 40_000)
    expect(totals.discount).toBe(125_000 + 43_750)
    expect(totals.total).toBe(totals.lines.reduce((s, l) => s + l.net, 0))
    expect(totals.total).toBe(totals.subtotal - totals.discount)
    // $27,212.49 × 70.35 AFN = 1,914,398.67… -> 1,914,399 AFN, rounded once at the end.
    expect(totals.totalAfn).toBe(1_914_399)
    expect(quotationTotals([{ quantity: 1, unitCents: 100, discountBasisPoints: 0 }]).totalAfn).toBeUndefined()
    // A rate is an integer of 1/10,000 afghani and never zero: 70.35 typed by staff, not a float product.
    expect(() => quotationTotals([], 70.35 * 3)).toThrow(RangeError)
    expect(() => quotationTotals([], 0)).toThrow(RangeError)
  })

  it('keeps exact figures where floating point would drift', () => {
    // Ten lines of $0.10 at 0 %: the float sum 0.1 × 10 is 0.9999999999999999; here it is exactly $1.00.
    const ten = Array.from({ length: 10 }, () => ({ quantity: 1, unitCents: 10, discountBasisPoints: 0 }))
    expect(quotationTotals(ten).total).toBe(100)
    // The largest line the limits allow stays exact (quantity 100,000 × $100,000,000.00, 33.33 % off).
    const big = lineAmounts({ quantity: 100_000, unitCents: 10_000_000_000, discountBasisPoints: 3333 })
    expect(big.gross).toBe(1e15)
    expect(big.discount).toBe(333_300_000_000_000)
    expect(Number.isSafeInteger(big.net)).toBe(true)
  })
})

describe('totals for any lines the limits allow', () => {
  const line = fc.record({
    quantity: fc.integer({ min: 1, max: MONEY_LIMITS.maxQuantity }),
    unitCents: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: MONEY_LIMITS.maxUnitCents })),
    discountBasisPoints: fc.oneof(fc.constantFrom(0, 1250, 3333, 5000, FULL_DISCOUNT), fc.nat(FULL_DISCOUNT)),
  })
  const rate = fc.option(fc.integer({ min: 1, max: 100_000 * RATE_SCALE }), { nil: undefined })

  it('adds up exactly, each discount rounded once, half away from zero, to the cent', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), rate, (generated, afnRate) => {
        // The lines a quotation may hold: as many as fit under the limit of its subtotal (the form refuses more).
        let sum = 0
        const lines = generated.filter((l) => (sum += l.quantity * l.unitCents) <= MONEY_LIMITS.maxTotalCents)
        const totals = quotationTotals(lines, afnRate)
        lines.forEach((l, i) => {
          const { gross, discount, net } = totals.lines[i]!
          expect(gross).toBe(l.quantity * l.unitCents)
          expect(net).toBe(gross - discount)
          expect(discount).toBeGreaterThanOrEqual(0)
          expect(discount).toBeLessThanOrEqual(gross)
          // The exact discount is gross × bp / 10,000; the cent kept is within half a cent of it, a tie rounded up.
          const error = BigInt(discount) * BigInt(FULL_DISCOUNT) - BigInt(gross) * BigInt(l.discountBasisPoints)
          expect(error > -5000n && error <= 5000n).toBe(true)
        })
        expect(totals.total).toBe(totals.lines.reduce((s, l) => s + l.net, 0))
        expect(totals.total).toBe(totals.subtotal - totals.discount)
        for (const figure of [totals.subtotal, totals.discount, totals.total])
          expect(Number.isSafeInteger(figure)).toBe(true)
        if (afnRate === undefined) expect(totals.totalAfn).toBeUndefined()
        else {
          // Whole afghanis within half an afghani of total × rate, rounded once at the end.
          const scale = BigInt(CENTS * RATE_SCALE)
          const error = BigInt(totals.totalAfn!) * scale - BigInt(totals.total) * BigInt(afnRate)
          expect(error > -scale / 2n && error <= scale / 2n).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('numbering', () => {
  it('numbers quotations per year and labels revisions from the second', () => {
    expect(quotationNumber(2026, 1)).toBe('Q-2026-0001')
    expect(quotationNumber(2027, 42)).toBe('Q-2027-0042')
    expect(quotationNumber(2026, 12_345)).toBe('Q-2026-12345')
    expect(revisionLabel(1)).toBe('')
    expect(revisionLabel(2)).toBe('Rev 2')
  })
})
