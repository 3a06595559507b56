/*
 * PDF documents: product datasheets generated from catalogue data, and markdown documents typeset to PDF.
 * Used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so this module does NOT
 * `import 'server-only'` (that package throws outside React Server environments). Fonts are read from
 * `src/server/documents/fonts/` under `process.cwd()` (see `documentFontsDir`).
 */
export { renderDatasheet, type DatasheetInput, type DatasheetProduct } from './datasheet'
export { renderMarkdownDocument, type MarkdownDocumentInput } from './markdown-document'
export { parseMarkdown, parseInline, type MarkdownBlock, type InlineSpan, type ListItem } from './markdown'
export type { CompanyInfo } from './document-frame'
export { documentFontsDir, fontPath, findUnsupportedCharacters, normaliseText } from './fonts'
