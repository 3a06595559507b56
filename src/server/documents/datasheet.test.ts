import { describe, expect, it } from 'vitest'

import { renderDatasheet } from './datasheet'
import { sampleDatasheetInput, sampleProduct } from './fixtures/sample-product'
import { countPages, hasPdfinfo, hasPdftotext, pdfInfo, pdfText, saveSample } from './pdf-test-utils'

function manyRows(n: number): Record<string, string> {
  const rows: Record<string, string> = {}
  for (let i = 1; i <= n; i++) rows[`Parameter ${i}`] = `${(i * 1.5).toFixed(1)} mm ± 0.${i} µm², −40 °C to +85 °C`
  return rows
}

describe('renderDatasheet', () => {
  it('renders the sample GNSS module (35 rows in 6 groups) as a small A4 PDF', async () => {
    const input = await sampleDatasheetInput()
    const rows = Object.values(sampleProduct.specifications).reduce((n, g) => n + Object.keys(g).length, 0)
    expect(rows).toBe(35)
    expect(Object.keys(sampleProduct.specifications)).toHaveLength(6)

    const pdf = await renderDatasheet(input)
    saveSample('datasheet.pdf', pdf)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(countPages(pdf)).toBeGreaterThanOrEqual(2)
    expect(pdf.length).toBeLessThan(200 * 1024)
    if (hasPdfinfo) {
      // Metadata for search and document managers: title, author = company, creation date = issued.
      const info = pdfInfo(pdf)
      expect(info).toMatch(/^Title:\s+Polaris P5 GNSS module datasheet$/m)
      expect(info).toMatch(/^Author:\s+Meridian Geosystems$/m)
      expect(info).toMatch(/^CreationDate:\s+Sun Jun\s+1 00:00:00 2025 UTC$/m)
      expect(info).toMatch(/^Page size:\s+595.28 x 841.89 pts \(A4\)$/m)
    }
  })

  it('gives byte-identical output for the same input', async () => {
    const input = await sampleDatasheetInput()
    const a = await renderDatasheet(input)
    const b = await renderDatasheet(input)
    expect(a.equals(b)).toBe(true)
    // A different revision date changes the bytes (the date is printed and in the metadata).
    const c = await renderDatasheet({ ...input, issued: new Date('2025-07-01T00:00:00Z') })
    expect(c.equals(a)).toBe(false)
  })

  it('adds pages as specification rows grow and repeats the group heading on continuation', async () => {
    const short = await renderDatasheet(await sampleDatasheetInput({ specifications: { General: manyRows(4) } }))
    const long = await renderDatasheet(await sampleDatasheetInput({ specifications: { General: manyRows(40) } }))
    saveSample('datasheet-40-rows.pdf', long)
    expect(countPages(long)).toBeGreaterThan(countPages(short))
    if (hasPdftotext) {
      const text = pdfText(long)
      expect(text).toContain('General (continued)')
      expect(text).toContain('Parameter 40')
      // Footer on every page with "n / N".
      const pages = countPages(long)
      for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} / ${pages}`)
    }
  })

  it.skipIf(!hasPdftotext)('prints Unicode symbols, footer contacts, revision date and disclaimer', async () => {
    const text = pdfText(await renderDatasheet(await sampleDatasheetInput()))
    for (const s of [
      '−40 °C to +85 °C',
      '≤ 10 km',
      '≥ 99.9 %',
      '±20 ns',
      '17 × 22',
      '1 µs',
      'I²C',
      '810G — vibration',
    ]) {
      expect(text).toContain(s)
    }
    expect(text).toContain('Polaris P5 GNSS module')
    expect(text).toContain('DATASHEET')
    expect(text).toContain('sales@meridiangeo.af')
    expect(text).toContain('Rev. 2025-06-01')
    expect(text).toContain('Specifications subject to change without notice.')
    expect(text).toContain('US$ 1,250')
  })

  it('renders without an image, highlights, features or specifications', async () => {
    const input = await sampleDatasheetInput({
      key_features: [],
      highlights: [],
      specifications: {},
      applications: [],
      description: '',
      price: null,
    })
    const pdf = await renderDatasheet({ ...input, image: null })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(countPages(pdf)).toBe(1)
    if (hasPdftotext) expect(pdfText(pdf)).toContain('Price on quotation')
  })
})
