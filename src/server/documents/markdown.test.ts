import { describe, expect, it } from 'vitest'

import { parseInline, parseMarkdown, splitTableRow, type MarkdownBlock } from './markdown'

const text = (block: MarkdownBlock | undefined) =>
  block && 'content' in block ? block.content.map((s) => s.text).join('') : undefined

describe('parseInline', () => {
  it('reads bold and code spans', () => {
    expect(parseInline('Press **Save** and run `SAVECONFIG` now')).toEqual([
      { text: 'Press ' },
      { text: 'Save', bold: true },
      { text: ' and run ' },
      { text: 'SAVECONFIG', code: true },
      { text: ' now' },
    ])
  })

  it('keeps unmatched markers and escapes as literal text', () => {
    expect(parseInline('2 ** 3 and a ` tick')).toEqual([{ text: '2 ** 3 and a ` tick' }])
    expect(parseInline('\\*\\*not bold\\*\\*')).toEqual([{ text: '**not bold**' }])
  })

  it('does not read markers inside code', () => {
    expect(parseInline('`a **b** c`')).toEqual([{ text: 'a **b** c', code: true }])
  })

  it('allows code inside bold', () => {
    expect(parseInline('**use `LOG` first**')).toEqual([
      { text: 'use ', bold: true },
      { text: 'LOG', bold: true, code: true },
      { text: ' first', bold: true },
    ])
  })
})

describe('parseMarkdown', () => {
  it('reads headings of three levels (deeper ones become level 3)', () => {
    const blocks = parseMarkdown('# One\n## Two ##\n### Three\n#### Four')
    expect(blocks.map((b) => (b.type === 'heading' ? [b.level, text(b)] : null))).toEqual([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
      [3, 'Four'],
    ])
    // "#hashtag" without a space is a paragraph, as in CommonMark.
    expect(parseMarkdown('#hashtag')[0]).toMatchObject({ type: 'paragraph' })
  })

  it('joins paragraph lines and separates paragraphs at blank lines (several blank lines count as one)', () => {
    const blocks = parseMarkdown('First line\nsecond line\n\n\n\nNext paragraph\n')
    expect(blocks).toHaveLength(2)
    expect(text(blocks[0])).toBe('First line second line')
    expect(text(blocks[1])).toBe('Next paragraph')
  })

  it('reads bullet lists with nesting and continuation lines', () => {
    const [list] = parseMarkdown('- one\n- two\n  continued\n  - nested\n* three\n\n- four after a blank line')
    expect(list).toMatchObject({ type: 'list', ordered: false })
    if (list?.type !== 'list') throw new Error('expected a list')
    expect(list.items.map((i) => [i.depth, i.content.map((s) => s.text).join('')])).toEqual([
      [0, 'one'],
      [0, 'two continued'],
      [1, 'nested'],
      [0, 'three'],
      [0, 'four after a blank line'],
    ])
  })

  it('reads numbered lists with their numbers, and a following bullet list as a new list', () => {
    const blocks = parseMarkdown('1. first\n2. second\n3) third\n- bullet')
    expect(blocks).toHaveLength(2)
    expect(blocks[0]).toMatchObject({ type: 'list', ordered: true })
    if (blocks[0]?.type !== 'list') throw new Error('expected a list')
    expect(blocks[0].items.map((i) => i.number)).toEqual([1, 2, 3])
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: false })
  })

  it('ends a paragraph where a list or heading starts', () => {
    const blocks = parseMarkdown('Intro:\n- a\n- b\n## Next')
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'heading'])
  })

  it('reads pipe tables with a header row, alignment, inline spans and escaped pipes', () => {
    const [table] = parseMarkdown(
      '| Message | Rate | Note |\n|:---|---:|:---:|\n| `GGA` | **20 Hz** | a \\| b |\n| RMC | 1 Hz |\nafter',
    )
    if (table?.type !== 'table') throw new Error('expected a table')
    expect(table.header.map((c) => c.map((s) => s.text).join(''))).toEqual(['Message', 'Rate', 'Note'])
    expect(table.align).toEqual(['left', 'right', 'center'])
    // "after" has no pipe: the table ends before it.
    expect(table.rows).toHaveLength(2)
    expect(table.rows[0]![0]).toEqual([{ text: 'GGA', code: true }])
    expect(table.rows[0]![1]).toEqual([{ text: '20 Hz', bold: true }])
    expect(table.rows[0]![2]).toEqual([{ text: 'a | b' }])
    // Short rows are padded to the header's column count.
    expect(table.rows[1]).toHaveLength(3)
  })

  it('treats a line with "|" that is not followed by a delimiter row as text', () => {
    const blocks = parseMarkdown('Flags are shown as A | B | C in the console.\nSecond line.')
    expect(blocks).toEqual([
      { type: 'paragraph', content: [{ text: 'Flags are shown as A | B | C in the console. Second line.' }] },
    ])
  })

  it('reads tables without outer pipes', () => {
    const [table] = parseMarkdown('a | b\n--|--\n1 | 2')
    expect(table).toMatchObject({ type: 'table', rows: [[[{ text: '1' }], [{ text: '2' }]]] })
  })

  it('reads fenced code verbatim and horizontal rules', () => {
    const blocks = parseMarkdown('```\n  **not bold** | x\n\n# not a heading\n```\n\n---\n')
    expect(blocks).toEqual([{ type: 'code', text: '  **not bold** | x\n\n# not a heading' }, { type: 'rule' }])
  })

  it('handles CRLF line endings and an empty document', () => {
    expect(parseMarkdown('# Title\r\n\r\nText\r\n').map((b) => b.type)).toEqual(['heading', 'paragraph'])
    expect(parseMarkdown('')).toEqual([])
    expect(parseMarkdown('\n\n  \n')).toEqual([])
  })
})

describe('splitTableRow', () => {
  it('keeps pipes inside code spans', () => {
    expect(splitTableRow('| `a|b` | c |')).toEqual(['`a|b`', 'c'])
  })
})
