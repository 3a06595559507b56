import 'server-only'

/*
 * PDF documents: product datasheets generated from catalogue data, and markdown documents typeset to PDF
 * (docs/decisions/016-pdf-generation.md). Used by the Next.js server and by the catalogue CLI, which runs under
 * `tsx --conditions=react-server` so that `server-only` resolves to its empty module there too.
 */
export { renderDatasheet, type DatasheetInput, type DatasheetProduct } from './datasheet'
export { renderMarkdownDocument, type MarkdownDocumentInput } from './markdown-document'

/**
 * Version of the generated PDFs' look. Part of the media-cache key of every generated PDF and of each product's import
 * hash: bump it whenever the output changes, so neither the cache nor a re-import keeps serving the old documents.
 */
export const DOCUMENTS_VERSION = 3
