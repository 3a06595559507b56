import { describe, expect, it } from 'vitest'

import { sampleMarkdown } from './fixtures/sample-document'
import { sampleCompany, sampleIssued } from './fixtures/sample-product'
import { renderMarkdownDocument, type MarkdownDocumentInput } from './markdown-document'
import { countPages, hasPdftotext, pageLines, pdfText, saveSample, wordBoxes } from './pdf-test-utils'

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

  it.skipIf(!hasPdftotext)(
    'prints headings, numbered and nested lists, and table rows as a reader sees them',
    async () => {
      const lines = pageLines(await renderMarkdownDocument(input)).flat()
      for (const heading of ['1. Power and antenna', 'Recommended antenna cable', '2. First fix', '4. Troubleshooting'])
        expect(lines).toContain(heading)
      // Ordered items are numbered in sequence; a nested bullet keeps its text.
      expect(lines.some((l) => /^1\.\s+Connect UART1 to the host/.test(l))).toBe(true)
      expect(lines.some((l) => /^4\.\s+Save the configuration/.test(l))).toBe(true)
      expect(lines).toContain('Short-circuit protection trips at 120 mA and recovers automatically')
      // Table rows read across: cable, loss, length, notes.
      // Headings of short columns stay on one line (the header row is measured in its own semibold).
      expect(lines.some((l) => /^Cable\s+Loss at 1\.575 GHz\s+Maximum length\s+Notes$/.test(l))).toBe(true)
      expect(lines.some((l) => /^RG-174\s+0\.9 dB\/m\s+3\s?m\s+Thin and flexible/.test(l))).toBe(true)
      expect(lines.some((l) => /^`?RTCM1230`?\s+GLONASS code-phase biases \(base mode\)\s+1 Hz$/.test(l))).toBe(true)
      // Markdown syntax never reaches the page.
      expect(lines.join('\n')).not.toMatch(/\*\*|`|^#/m)
    },
  )

  it.skipIf(!hasPdftotext)(
    'reads CommonMark: list start numbers, escaped pipes, emphasis and links as text',
    async () => {
      const markdown = [
        '## Steps',
        '',
        '3. third',
        '4. fourth',
        '',
        '| Flag | Meaning |',
        '|---|---|',
        '| in \\| out | either *this* or [that](https://example.com) |',
      ].join('\n')
      const pdf = await renderMarkdownDocument({ ...input, markdown })
      const lines = pageLines(pdf).flat()
      expect(lines.some((l) => /^3\.\s+third$/.test(l))).toBe(true)
      expect(lines.some((l) => /^4\.\s+fourth$/.test(l))).toBe(true)
      expect(lines.some((l) => /^in \| out\s+either this or that$/.test(l))).toBe(true)
    },
  )

  it.skipIf(!hasPdftotext)('never leaves a heading as the last line of a page', async () => {
    const para = 'Filler text that runs across the page to push the next heading further down. '.repeat(4)
    for (let n = 8; n <= 14; n++) {
      const body = Array.from({ length: n }, (_, i) => `${para}(${i})`).join('\n\n')
      const pdf = await renderMarkdownDocument({ ...input, markdown: `${body}\n\n## Closing section\n\n${para}` })
      for (const page of pageLines(pdf)) {
        // The last two lines of a page are the footer; the content ends just above them.
        expect(page.at(-3), `${n} paragraphs`).not.toBe('Closing section')
      }
    }
  })

  it.skipIf(!hasPdftotext)('continues a long code block on the next page with every line', async () => {
    const code = Array.from({ length: 90 }, (_, i) => `LOG UART1 MSG${i + 1} ONTIME 1`).join('\n')
    const pdf = await renderMarkdownDocument({ ...input, markdown: `Listing:\n\n\`\`\`\n${code}\n\`\`\`\n` })
    expect(countPages(pdf)).toBeGreaterThanOrEqual(2)
    const lines = pageLines(pdf).flat()
    for (let i = 1; i <= 90; i++) expect(lines).toContain(`LOG UART1 MSG${i} ONTIME 1`)
  })

  it.skipIf(!hasPdftotext)('keeps the space before inline code when the text before it wrapped', async () => {
    const markdown =
      '1. On the base: `SET BASE SURVEYIN 300 2.0`, then `LOG UART2 RTCM1005 0.1HZ` and `LOG UART2 RTCM1077 1HZ`, ' +
      'repeated for 1087, 1097 and 1127, then `SAVE`.'
    const words = wordBoxes(await renderMarkdownDocument({ ...input, markdown }))
    const save = words.findIndex((w) => w.word.startsWith('SAVE'))
    const before = words[save - 1]!
    expect(before.word).toBe('then')
    expect(before.yMin).toBeGreaterThan(words.find((w) => w.word === 'base:')!.yMin) // the text wrapped
    expect(words[save]!.xMin - before.xMax).toBeGreaterThan(2) // a space wide, not glued
  })
})
