/**
 * Every generated PDF draws whatever script it is given (docs/decisions/080-pdfs-draw-any-script.md): a Dari
 * customer in an English quotation, a Cyrillic or accented Latin name in a Dari one, Greek signs, Hebrew, and a
 * script no document font has (Chinese), which is drawn as U+FFFD rather than as empty boxes. The pages' glyphs are
 * read back from the PDF: none may be glyph 0 (`.notdef`, the missing-glyph box).
 */
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/lib/i18n/locales'

import { renderDatasheet } from './datasheet'
import { sampleCompany, sampleDatasheetInput } from './fixtures/sample-product'
import { sampleCompanyFa, sampleCompanyPs, sampleDatasheetInputRtl } from './fixtures/sample-rtl'
import { comparable, embeddedFonts, hasPdftotext, notdefGlyphs, pdfText, saveSample, wordBoxes } from './pdf-test-utils'
import { renderQuotationPdf, type QuotationDocument } from './quotation-pdf'

const company = { en: sampleCompany, fa: sampleCompanyFa, ps: sampleCompanyPs } as const

/** A lead sent from the Dari site: the customer's name, company and the lines' names in Dari. */
const fromDariSite: QuotationDocument = {
  number: 'Q-2026-0012',
  revision: 1,
  issued: new Date('2026-11-28T06:00:00Z'),
  validUntil: new Date('2026-12-28T06:00:00Z'),
  customer: {
    name: 'فرید احمدی',
    company: 'شرکت نقشه‌برداری بلخ',
    email: 'farid@balkh-survey.af',
    phone: '+93 70 123 4567',
  },
  preparedBy: { name: 'Sana Rahimi', email: 'sales@meridiangeo.af' },
  lines: [
    { name: 'گیرنده GNSS مدل T30', model: 'T30', quantity: 2, unitCents: 1_250_000, discountBasisPoints: 500 },
    { name: 'آموزش دو روزه در مزار شریف', quantity: 1, unitCents: 40_000, discountBasisPoints: 0 },
  ],
  deliveryTime: '3 weeks from order',
  paymentTerms: '50% with order, 50% on delivery',
  warranty: '2 years',
  notes: '',
}

/** Every script at once: Dari, Pashto, accented Latin, Cyrillic, Greek signs, Hebrew, and Chinese (no font has it). */
const mixed: QuotationDocument = {
  ...fromDariSite,
  customer: { name: 'Jürgen Łukasz Ñúñez', company: 'د ښځو روغتیا ځای', email: 'jl@example.af' },
  preparedBy: { name: 'Иван Петров', email: 'sales@meridiangeo.af' },
  lines: [
    ...fromDariSite.lines,
    {
      name: 'Total station TS-16 (1″, σ 0.5 mm)',
      model: 'TS-16',
      quantity: 1,
      unitCents: 2_000_000,
      discountBasisPoints: 0,
      specifications: [
        ['دقت زاویه', '1″ (0.3 mgon), σ ≤ 0.5 mm + 1 ppm'],
        ['Ширина', '120 mm → 15 Ω'],
      ],
    },
  ],
  notes: 'שלום. Delivery to 北京测绘 via Kabul; ډېر مننه، تشکر.',
}

async function datasheet(locale: Locale): Promise<Buffer> {
  const input = locale === 'en' ? await sampleDatasheetInput() : await sampleDatasheetInputRtl(locale)
  const product = input.product
  return renderDatasheet({
    ...input,
    categoryName: `${input.categoryName} · نقشه‌برداری`,
    product: {
      ...product,
      name: `${product.name} · ماژول ښه`,
      key_features: [
        'Kit for Jürgen Łukasz Ñúñez and Иван Петров',
        'بسته برای کابل، جلال‌آباد و مزار شریف',
        'د ښځو او نارینه وو لپاره ځانګړې روزنه',
        'Hebrew שלום and Chinese 北京测绘 labels',
        ...product.key_features,
      ],
      specifications: {
        ...product.specifications,
        Смешанный: { دقت: 'σ ≤ 0.5 mm + 1 ppm', Ширина: '120 mm → 15 Ω', ځای: 'Kabul, کابل' },
      },
    },
  })
}

describe('PDFs draw any script', () => {
  it('an English quotation for a customer from the Dari site draws every Dari word', async () => {
    const pdf = await renderQuotationPdf({ quotation: fromDariSite, company: sampleCompany, locale: 'en' })
    saveSample('quotation-en-dari-customer.pdf', pdf)
    expect(notdefGlyphs(pdf)).toBe(0)
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining(['Inter-Regular', 'Vazirmatn-Regular']))
  })

  it.skipIf(!hasPdftotext)('sets "Prepared for:" without running the names over the e-mail address', async () => {
    const pdf = await renderQuotationPdf({ quotation: fromDariSite, company: sampleCompany, locale: 'en' })
    const words = wordBoxes(pdf)
    const top = words.find((w) => w.word === 'Prepared')!.yMin
    const line = words.filter((w) => Math.abs(w.yMin - top) < 3).sort((a, b) => a.xMin - b.xMin)
    expect(line.map((w) => w.word)).toEqual(expect.arrayContaining(['farid@balkh-survey.af,', '4567']))
    for (const [i, word] of line.entries()) {
      if (i > 0) expect(word.xMin, `${line[i - 1]!.word} | ${word.word}`).toBeGreaterThanOrEqual(line[i - 1]!.xMax)
    }
    // The Dari words are there to read back, the name before the company as the customer typed them.
    const text = comparable(pdfText(pdf))
    for (const word of ['فرید', 'احمدی', 'بلخ', 'گیرنده']) expect(text).toContain(word)
  })

  for (const locale of ['en', 'fa', 'ps'] as const) {
    it(`a mixed-script quotation and datasheet in ${locale} draw no missing-glyph box`, async () => {
      const quotation = await renderQuotationPdf({ quotation: mixed, company: company[locale], locale })
      saveSample(`quotation-mixed-${locale}.pdf`, quotation)
      expect(notdefGlyphs(quotation)).toBe(0)
      const sheet = await datasheet(locale)
      saveSample(`datasheet-mixed-${locale}.pdf`, sheet)
      expect(notdefGlyphs(sheet)).toBe(0)
      // Hebrew and the Cyrillic of the Dari and Pashto documents come from the last-resort face.
      for (const pdf of [quotation, sheet]) expect(embeddedFonts(pdf)).toContain('DejaVuSans')
      if (hasPdftotext) {
        const text = pdfText(quotation)
        // No font has Chinese: each character reads back as U+FFFD, the rest as typed.
        expect(text).toContain('\uFFFD\uFFFD\uFFFD\uFFFD')
        for (const word of ['Jürgen', 'Łukasz', 'Петров', 'TS-16']) expect(text).toContain(word)
        expect(comparable(text)).toContain(comparable('ښځو'))
      }
    })
  }

  it('leaves an English document without other scripts in Inter alone', async () => {
    const pdf = await renderDatasheet(await sampleDatasheetInput())
    expect(embeddedFonts(pdf)).toEqual(['Inter-Bold', 'Inter-Regular', 'Inter-SemiBold'])
  })
})
