import { describe, expect, it } from 'vitest'

import { sampleMarkdown } from './fixtures/sample-document'
import { sampleCompany, sampleIssued } from './fixtures/sample-product'
import { renderMarkdownDocument, type MarkdownDocumentInput } from './markdown-document'
import { countPages, hasPdftotext, pdfText, saveSample } from './pdf-test-utils'

const input: MarkdownDocumentInput = {
  title: 'Integration guide',
  subtitle: 'Power, antenna, first fix and output messages',
  productName: 'Polaris P5 GNSS module',
  markdown: sampleMarkdown,
  company: sampleCompany,
  issued: sampleIssued,
}

describe('renderMarkdownDocument', () => {
  it('typesets the sample guide as a small, deterministic A4 PDF', async () => {
    const pdf = await renderMarkdownDocument(input)
    saveSample('integration-guide.pdf', pdf)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.length).toBeLessThan(200 * 1024)
    expect(countPages(pdf)).toBeGreaterThanOrEqual(2)
    expect((await renderMarkdownDocument(input)).equals(pdf)).toBe(true)
  })

  it.skipIf(!hasPdftotext)('prints the cover, body text, tables, code and footer', async () => {
    const text = pdfText(await renderMarkdownDocument(input))
    expect(text).toContain('Integration guide')
    expect(text).toContain('2025-06-01')
    expect(text).toContain('1. Power and antenna')
    expect(text).toContain('Polaris P5') // bold span
    expect(text).toContain('ANT_SEL') // code span
    expect(text).toContain('LMR-400')
    expect(text).toContain('module’s') // ’ maps back to U+2019
    expect(text).toContain('A | B | C') // a "|" line that is not a table stays text
    expect(text).toContain('$GNGGA,083015.00')
    expect(text).toMatch(/Page 1 \/ \d/)
    // The leading "# Integration guide" repeats the cover title and is dropped: the title appears on the cover
    // and in the running header/footer lines only, never as a body heading right below the cover.
    expect(text).not.toContain('**')
  })

  it('repeats the table header when a long table continues on the next page', async () => {
    const table =
      '| Message | Rate |\n|---|---:|\n' +
      Array.from({ length: 90 }, (_, i) => `| MSG${i + 1} | ${i + 1} Hz |`).join('\n')
    const pdf = await renderMarkdownDocument({ ...input, markdown: `## Messages\n\n${table}\n` })
    saveSample('long-table.pdf', pdf)
    const pages = countPages(pdf)
    expect(pages).toBeGreaterThanOrEqual(2)
    if (hasPdftotext) {
      const text = pdfText(pdf)
      expect(text.split('Message').length - 1).toBeGreaterThanOrEqual(pages)
      expect(text).toContain('MSG90')
    }
  })
})
