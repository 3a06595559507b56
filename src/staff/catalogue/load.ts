import 'server-only'

import { listEditorCategories, listEditorProducts, type EditorListQuery } from '@/server/catalogue/editor/products'

/** What the product list shows: one page of products for the query, and the categories to filter by. */
export async function loadProducts(query: EditorListQuery) {
  const [{ items, total, page, pageCount }, categoryOptions] = await Promise.all([
    listEditorProducts(query),
    listEditorCategories(),
  ])
  return { query, items, total, page, pageCount, categoryOptions }
}
