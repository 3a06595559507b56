/**
 * The quotation PDF in each language (docs/decisions/048-money-and-numbering.md): the figures the money module
 * computes, the dates in the reader's calendar, right to left in Dari and Pashto. Read back with poppler; the first
 * page rendered to pixels. DOCUMENTS_SAMPLE_DIR=/tmp/q keeps the files to look at.
 */
import { describe, expect, it } from 'vitest'

import { sampleCompany } from './fixtures/sample-product'
import { sampleCompanyFa, sampleCompanyPs } from './fixtures/sample-rtl'
import { countPages, comparable, hasPdftoppm, hasPdftotext, pdfText, renderPage, saveSample } from './pdf-test-utils'
import { quotationCover, quotationMarkdown, renderQuotationPdf, type QuotationDocument } from './quotation-pdf'

const quotation: QuotationDocument = {
  number: 'Q-2026-0007',
  revision: 2,
  issued: new Date('2026-11-28T06:00:00Z'),
  validUntil: new Date('2026-12-28T06:00:00Z'),
  customer: {
    name: 'Farid Ahmadi',
    company: 'Balkh Survey Co.',
    email: 'farid@balkh-survey.af',
    phone: '+93 70 123 4567',
  },
  preparedBy: { name: 'Sana Rahimi', email: 'sales@meridiangeo.af' },
  lines: [
    {
      name: 'T30 GNSS Receiver',
      model: 'T30',
      quantity: 2,
      unitCents: 1_250_000,
      discountBasisPoints: 500,
      specifications: [
        ['Channels', '1408'],
        ['RTK accuracy', '8 mm + 1 ppm H'],
      ],
    },
    { name: 'FC7 Field Controller', model: 'FC7', quantity: 1, unitCents: 349_999, discountBasisPoints: 1250 },
    { name: 'Training, two days in Mazar-i-Sharif', quantity: 1, unitCents: 40_000, discountBasisPoints: 0 },
  ],
  rate: { afnRate: 703_500, date: new Date('2026-11-27T06:00:00Z') },
  deliveryTime: '3 weeks from order',
  paymentTerms: '50% with order, 50% on delivery',
  warranty: '2 years',
  notes: 'Includes calibration certificates.',
}

const company = { en: sampleCompany, fa: sampleCompanyFa, ps: sampleCompanyPs } as const

describe('the quotation PDF', () => {
  it('states the lines, the totals the money module computes and the afghani equivalent', () => {
    const md = quotationMarkdown(quotation, 'en')
    expect(md).toContain('| T30 GNSS Receiver | 2 | $12,500.00 | 5% | $23,750.00 |')
    expect(md).toContain('| FC7 Field Controller | 1 | $3,499.99 | 12.5% | $3,062.49 |')
    const renamed = { ...quotation, lines: [{ ...quotation.lines[0]!, name: 'Rover kit' }] }
    expect(quotationMarkdown(renamed, 'en')).toContain('| Rover kit (T30) | 2 |')
    expect(md).toContain('| Training, two days in Mazar-i-Sharif | 1 | $400.00 | - | $400.00 |')
    expect(md).toContain('| Subtotal | | | | $28,899.99 |')
    expect(md).toContain('| Discounts | | | | −$1,687.50 |')
    expect(md).toContain('| **Total (USD)** | | | | **$27,212.49** |')
    expect(md).toContain('at 70.35 AFN per USD, the rate of 27 November 2026: **1,914,399 AFN**')
    expect(md).toContain('**Prepared for:** Farid Ahmadi, Balkh Survey Co., farid@balkh-survey.af, +93 70 123 4567')
    expect(quotationCover(quotation, 'en')).toEqual([
      ['Quotation no.', 'Q-2026-0007 · Revision 2'],
      ['Date', '28 November 2026'],
      ['Valid until', '28 December 2026'],
      ['Prepared by', 'Sana Rahimi, sales@meridiangeo.af'],
    ])
  })

  it('in Dari and Pashto gives the Solar Hijri date with the Gregorian beside it, in Eastern Arabic digits', () => {
    const fa = quotationMarkdown(quotation, 'fa')
    // 28 November 2026 is 7 Qaws 1405.
    // 28 November 2026 is 7 Qaws 1405; amounts keep their left-to-right order inside isolates (U+2066…U+2069).
    expect(quotationCover(quotation, 'fa').slice(0, 3)).toEqual([
      ['شماره پیشنهاد', 'Q-2026-0007 · نسخه ۲'],
      // No-break spaces inside each date: a narrow column wraps between the two dates only.
      ['تاریخ', '۷\u00a0قوس\u00a0۱۴۰۵ (۲۸\u00a0نومبر\u00a0۲۰۲۶)'],
      ['معتبر تا', '۷\u00a0جدی\u00a0۱۴۰۵ (۲۸\u00a0دسمبر\u00a0۲۰۲۶)'],
    ])
    expect(fa).toContain('| **مجموع (دالر امریکایی)** | | | | **\u2066$۲۷٬۲۱۲٫۴۹\u2069** |')
    expect(fa).toContain('| تخفیف‌ها | | | | \u2066−$۱٬۶۸۷٫۵۰\u2069 |')
    expect(fa).toContain('| ۱۲٫۵٪ |')
    expect(fa).toContain('**\u2066۱٬۹۱۴٬۳۹۹ AFN\u2069**')
    // The customer's details one by one in a right-to-left sentence: a Dari name as it is, each Latin-script value
    // isolated, the Arabic comma between them (one isolate around all of them read "farid@… ,فرید").
    const dari = {
      ...quotation,
      customer: { name: 'فرید احمدی', company: 'Balkh Survey Co.', email: 'farid@balkh.af' },
    }
    expect(quotationMarkdown(dari, 'fa')).toContain(
      '**تهیه‌شده برای:** فرید احمدی، \u2066Balkh Survey Co.\u2069، \u2066farid@balkh.af\u2069',
    )
    expect(quotationCover(quotation, 'fa')[3]).toEqual([
      'تهیه‌کننده',
      '\u2066Sana Rahimi\u2069، \u2066sales@meridiangeo.af\u2069',
    ])
    const ps = quotationMarkdown(quotation, 'ps')
    // ICU writes the Pashto Gregorian date year first ("۲۰۲۶ نومبر ۲۸"); the Solar Hijri one is assembled day first.
    expect(quotationCover(quotation, 'ps')[1]).toEqual(['نېټه', '۷\u00a0لیندۍ\u00a0۱۴۰۵ (۲۰۲۶\u00a0نومبر\u00a0۲۸)'])
    expect(ps).toContain('| **ټولټال (امریکايي ډالر)** | | | | **\u2066$۲۷٬۲۱۲٫۴۹\u2069** |')
  })

  it.skipIf(!hasPdftotext)('is a deterministic A4 PDF in each language, its figures readable', async () => {
    for (const locale of ['en', 'fa', 'ps'] as const) {
      const pdf = await renderQuotationPdf({ quotation, company: company[locale], locale })
      saveSample(`quotation-${locale}.pdf`, pdf)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdf.toString('latin1')).toContain(locale === 'en' ? '/Lang (en)' : `/Lang (${locale}-AF)`)
      expect((await renderQuotationPdf({ quotation, company: company[locale], locale })).equals(pdf)).toBe(true)
      expect(countPages(pdf)).toBeLessThanOrEqual(2)
      const text = comparable(pdfText(pdf))
      expect(text).toContain('Q-2026-0007')
      // The footer names the document once ("Quotation · Q-2026-0007 Rev 2") and dates it by its day of issue: a
      // datasheet's "Rev. 2026-11-28" would read as a revision of the quotation.
      expect(text).not.toContain('Rev.2026')
      if (locale === 'en') expect(pdfText(pdf)).toContain('Quotation · Q-2026-0007 Rev 2 · 28 November 2026 · Valid')
      if (locale === 'en') {
        for (const figure of ['$27,212.49', '1,914,399AFN', '$23,750.00', 'FaridAhmadi', 'BalkhSurveyCo.'])
          expect(text).toContain(figure)
      } else {
        expect(text).toContain(comparable(locale === 'fa' ? 'پیشنهاد قیمت' : 'د بیې وړاندیز'))
        expect(text).toContain('۲۷٬۲۱۲٫۴۹')
        expect(text).toContain('۱۴۰۵')
      }
    }
  })

  it.skipIf(!hasPdftotext)('leaves out the offices heading when no office is published', async () => {
    const withOffices = pdfText(await renderQuotationPdf({ quotation, company: sampleCompany, locale: 'en' }))
    expect(withOffices).toContain('Our offices')
    const none = { ...sampleCompany, offices: [] }
    expect(pdfText(await renderQuotationPdf({ quotation, company: none, locale: 'en' }))).not.toContain('Our offices')
  })

  it.skipIf(!hasPdftoppm)('renders its first page with the letterhead band and the table', async () => {
    const pdf = await renderQuotationPdf({ quotation, company: sampleCompanyFa, locale: 'fa' })
    const page = await renderPage(pdf, 1, 40)
    saveSample('quotation-fa-page1.png', page.png)
    // A4 at 40 dpi; the navy band across the top is dark, the page below it mostly white with dark text.
    expect([page.width, page.height]).toEqual([331, 468])
    const at = (x: number, y: number) => page.pixels[y * page.width + x]!
    expect(at(165, 10)).toBeLessThan(80)
    const body = page.pixels.subarray(page.width * 80, page.width * 400)
    const dark = body.filter((v) => v < 128).length / body.length
    expect(dark).toBeGreaterThan(0.02)
    expect(dark).toBeLessThan(0.4)
  })
})
