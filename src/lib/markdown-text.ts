/**
 * Catalogue and visitor text placed into markdown that the documents module typesets (PDF summaries): a `|` would
 * split a table cell, `*`, `_` and backticks would start emphasis or code, `#` at a line start a heading.
 */
export function markdownCell(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/([|*_`#<>[\]])/g, '\\$1')
    .trim()
}

/** A paragraph of visitor text: escaped like a cell, line breaks kept as hard breaks. */
export function markdownParagraph(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => markdownCell(line))
    .filter(Boolean)
    .join('  \n')
}
